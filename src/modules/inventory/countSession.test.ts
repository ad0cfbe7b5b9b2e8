import { describe, expect, it } from 'vitest';
import { commitCount, countDifferences, restoreCount, totalValue } from './countRules';
import type { InventoryItem } from './types';

const item = (id: string, over: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: id,
  storeId: 's',
  productId: null,
  supplierId: null,
  category: '',
  storageArea: 'Bar',
  unit: 'bottle',
  active: true,
  lastCountedAt: null,
  ...over,
});

describe('restoring a count (reload, second device)', () => {
  const session = {
    startedAt: '2026-11-23T08:00:00.000Z',
    entries: [
      { itemId: 'a', amount: 4, userId: 'u', enteredAt: '2026-11-23T08:05:00.000Z' },
      { itemId: 'b', amount: 2.5, userId: 'u', enteredAt: '2026-11-23T08:06:00.000Z' },
    ],
  };
  const count = (itemId: string, at: string, amountAfter: number) => ({ itemId, type: 'count' as const, at, amountAfter });

  it('takes the session entries and the counts posted to the day since the session started', () => {
    const restored = restoreCount(session, [
      count('c', '2026-11-23T07:00:00.000Z', 9), // before the count started: not part of it
      count('d', '2026-11-23T08:10:00.000Z', 6),
      count('a', '2026-11-23T08:20:00.000Z', 1), // the session's own entry wins
      { itemId: 'e', type: 'usage' as const, at: '2026-11-23T09:00:00.000Z', amountAfter: 3 },
    ]);
    expect([...restored]).toEqual([
      ['d', { amount: 6, source: 'history' }],
      ['a', { amount: 4, source: 'session' }],
      ['b', { amount: 2.5, source: 'session' }],
    ]);
  });

  it('restores nothing without an open session', () => {
    expect(restoreCount(null, [count('d', '2026-11-23T08:10:00.000Z', 6)]).size).toBe(0);
  });
});

describe('committing a typed count', () => {
  const tomatoes = { parLevel: 10, unit: 'crate' };
  it('reads the decimal comma and refuses what is not one number within the bounds', () => {
    expect(commitCount('2,5', tomatoes)).toEqual({ kind: 'enter', amount: 2.5 });
    expect(commitCount('  ', tomatoes)).toEqual({ kind: 'empty' });
    expect(commitCount('2,5,1', tomatoes)).toMatchObject({ kind: 'invalid' });
    expect(commitCount('99999999999', tomatoes)).toEqual({ kind: 'invalid', message: 'Enter at most 1,000,000.' });
    expect(commitCount('-1', tomatoes)).toMatchObject({ kind: 'invalid' });
  });
  it('asks at 10 times par or more; never without a par level', () => {
    expect(commitCount('99', tomatoes)).toEqual({ kind: 'enter', amount: 99 });
    expect(commitCount('100', tomatoes)).toMatchObject({ kind: 'confirm', amount: 100 });
    expect(commitCount('5000', { unit: 'kg' })).toEqual({ kind: 'enter', amount: 5000 });
  });
});

describe('the differences of a count', () => {
  it('by item, with their value, largest value first; unknown figures stay unknown', () => {
    const items = [item('a', { amount: 10, unitCost: 2 }), item('b', { amount: 1, unitCost: 10 }), item('c'), item('d', { amount: 3 })];
    const rows = countDifferences(
      items,
      new Map([
        ['a', 7],
        ['b', 2.5],
        ['c', 4],
      ]),
    );
    expect(rows.map((r) => [r.itemId, r.delta, r.value])).toEqual([
      ['b', 1.5, 15],
      ['a', -3, -6],
      ['c', undefined, undefined],
    ]);
    expect(totalValue(rows)).toBe(9);
  });
});
