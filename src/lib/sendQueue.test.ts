import { describe, expect, it } from 'vitest';
import {
  emptySendQueue,
  hasFields,
  keepUnsent,
  loadUnsent,
  nextToSend,
  restoreSendQueue,
  saveUnsent,
  sendQueueReducer,
  unsentEntries,
  type SendAction,
} from './sendQueue';

interface Count {
  itemId: string;
  amount: number;
  previous: number;
}
const keepPrevious = (a: Count, b: Count): Count => ({ ...b, previous: a.previous });
const enter = (itemId: string, amount: number, previous: number): SendAction<Count> => ({
  type: 'enter',
  key: itemId,
  value: { itemId, amount, previous },
  merge: keepPrevious,
});
const run = (...actions: SendAction<Count>[]) => actions.reduce(sendQueueReducer, emptySendQueue<Count>());
const isCount = (u: unknown): u is Count => hasFields(u, { itemId: 'string', amount: 'number' });

describe('send queue', () => {
  it('sends the oldest change first, one at a time', () => {
    const s = run(enter('a', 1, 5), enter('b', 2, 3));
    expect(nextToSend(s)?.key).toBe('a');
    const sending = sendQueueReducer(s, { type: 'sending', key: 'a', seq: 1 });
    expect(nextToSend(sending)).toBeNull();
  });

  it('drops an entry no retry can save (its answer for that value), but not a newer value of the key', () => {
    const s = run(enter('a', 1, 5), enter('b', 2, 3), { type: 'sending', key: 'a', seq: 1 });
    const dropped = sendQueueReducer(s, { type: 'drop', key: 'a', seq: 1 });
    expect(Object.keys(dropped.entries)).toEqual(['b']);
    expect(nextToSend(dropped)?.key).toBe('b');
    const newer = sendQueueReducer(s, enter('a', 4, 5));
    expect(sendQueueReducer(newer, { type: 'drop', key: 'a', seq: 1 }).entries.a?.value.amount).toBe(4);
  });

  it('keeps a failed entry until it is retried, then sends it again with a new sequence number', () => {
    let s = run(enter('a', 1, 5), { type: 'sending', key: 'a', seq: 1 });
    s = sendQueueReducer(s, { type: 'failed', key: 'a', seq: 1, error: 'Down' });
    expect(s.entries.a).toMatchObject({ status: 'failed', error: 'Down', value: { amount: 1 } });
    expect(nextToSend(s)).toBeNull();
    expect(unsentEntries(s)).toHaveLength(1);
    s = sendQueueReducer(s, { type: 'retry', key: 'a' });
    expect(s.entries.a).toMatchObject({ status: 'queued', seq: 2 });
    expect(s.entries.a?.error).toBeUndefined();
    expect(nextToSend(s)?.value.amount).toBe(1);
  });

  it('does not let an answer for an older value overwrite a newer one; merges with the earlier value', () => {
    let s = run(enter('a', 1, 5), { type: 'sending', key: 'a', seq: 1 });
    s = sendQueueReducer(s, enter('a', 2, 1));
    s = sendQueueReducer(s, { type: 'sent', key: 'a', seq: 1 });
    expect(s.entries.a).toMatchObject({
      status: 'queued',
      value: { amount: 2, previous: 5 },
      seq: 2,
    });
  });

  it('survives a reload through storage, dropping values of another shape', () => {
    const s = run(enter('a', 3, 5));
    keepUnsent('k', s);
    const restored = restoreSendQueue('k', isCount, (v) => v.itemId);
    expect(restored.entries.a).toMatchObject({
      value: { amount: 3, previous: 5 },
      status: 'queued',
    });
    localStorage.setItem(
      'k',
      JSON.stringify([
        { itemId: 'b', amount: 'x' },
        { itemId: 'c', amount: 1, previous: 0 },
      ]),
    );
    expect(loadUnsent('k', isCount, (v) => v.itemId).map((e) => e.key)).toEqual(['c']);
    saveUnsent('k', []);
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('hasFields', () => {
  it('accepts a plain object whose fields have the given types, and nothing else', () => {
    expect(hasFields({ itemId: 'a', amount: 2, extra: null }, { itemId: 'string', amount: 'number' })).toBe(true);
    expect(hasFields({ itemId: 'a', amount: '2' }, { itemId: 'string', amount: 'number' })).toBe(false);
    expect(hasFields({ itemId: 'a' }, { itemId: 'string', amount: 'number' })).toBe(false);
    expect(hasFields(['a'], { 0: 'string' })).toBe(false);
    expect(hasFields(null, {})).toBe(false);
  });
});
