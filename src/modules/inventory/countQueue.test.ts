import { describe, expect, it } from 'vitest';
import { CountClosedError, droppedCountMessage, isCountClosed, mergeDropped, staleValues, type CountValue } from './countQueue';

const value = (sessionId: string, itemId: string, amount = 1): CountValue => ({ sessionId, itemId, amount, previous: 0 });

describe('settling count entries of a finished count', () => {
  it('a 409 (the count is not open any more) is final; other failures are retried', () => {
    expect(isCountClosed(new CountClosedError())).toBe(true);
    expect(isCountClosed({ status: 409, data: { message: 'This count is already finished.' } })).toBe(true);
    expect(isCountClosed({ status: 500, data: { message: 'Down' } })).toBe(false);
    expect(isCountClosed({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(isCountClosed(new Error('x'))).toBe(false);
  });

  it('stored values of another count than the open one are stale', () => {
    expect(staleValues([value('c1', 'a'), value('c2', 'b'), value('c1', 'c')], 'c2')).toEqual([value('c1', 'a'), value('c1', 'c')]);
    expect(staleValues([value('c2', 'b')], 'c2')).toEqual([]);
  });

  it('lists each dropped item once per count (a repeat report changes nothing) and names them', () => {
    const once = mergeDropped([], [value('c1', 'a', 2)]);
    expect(mergeDropped(once, [value('c1', 'a', 3), value('c1', 'b')])).toEqual([value('c1', 'a', 3), value('c1', 'b')]);
    expect(droppedCountMessage(['Tomatoes'])).toMatch(
      /^Not saved: The amount for Tomatoes was entered on this device for a count that was finished/,
    );
    expect(droppedCountMessage(['Tomatoes', 'Müller Milch'])).toMatch(/^Not saved: 2 amounts \(Tomatoes, Müller Milch\) were entered/);
  });
});
