import { describe, expect, it } from 'vitest';
import { countQueueReducer, initialCountQueue, loadUnsent, nextToSend, saveUnsent, unsentEntries, type CountAction } from './countQueue';

const run = (...actions: CountAction[]) => actions.reduce(countQueueReducer, initialCountQueue);

describe('count queue', () => {
  it('sends the oldest change first, one at a time', () => {
    const s = run({ type: 'enter', itemId: 'a', amount: 1, previous: 5 }, { type: 'enter', itemId: 'b', amount: 2, previous: 3 });
    expect(nextToSend(s)?.itemId).toBe('a');
    const sending = countQueueReducer(s, { type: 'sending', itemId: 'a', seq: 1 });
    expect(nextToSend(sending)).toBeNull();
  });

  it('keeps a failed entry until it is retried, then sends it again with a new sequence number', () => {
    let s = run({ type: 'enter', itemId: 'a', amount: 1, previous: 5 }, { type: 'sending', itemId: 'a', seq: 1 });
    s = countQueueReducer(s, { type: 'failed', itemId: 'a', seq: 1, error: 'Down' });
    expect(s.entries.a).toMatchObject({ status: 'failed', error: 'Down', amount: 1 });
    expect(nextToSend(s)).toBeNull();
    expect(unsentEntries(s)).toHaveLength(1);
    s = countQueueReducer(s, { type: 'retry', itemId: 'a' });
    expect(s.entries.a).toMatchObject({ status: 'queued', seq: 2 });
    expect(nextToSend(s)?.amount).toBe(1);
  });

  it('does not let an answer for an older value overwrite a newer one; keeps the first previous amount', () => {
    let s = run({ type: 'enter', itemId: 'a', amount: 1, previous: 5 }, { type: 'sending', itemId: 'a', seq: 1 });
    s = countQueueReducer(s, { type: 'enter', itemId: 'a', amount: 2, previous: 1 });
    s = countQueueReducer(s, { type: 'sent', itemId: 'a', seq: 1 });
    expect(s.entries.a).toMatchObject({ status: 'queued', amount: 2, previous: 5, seq: 2 });
  });

  it('survives a reload through storage', () => {
    const s = run({ type: 'enter', itemId: 'a', amount: 3, previous: 5 });
    saveUnsent('k', unsentEntries(s));
    const restored = countQueueReducer(initialCountQueue, { type: 'restore', entries: loadUnsent('k') });
    expect(restored.entries.a).toMatchObject({ amount: 3, previous: 5, status: 'queued' });
    saveUnsent('k', []);
    expect(localStorage.getItem('k')).toBeNull();
  });
});
