import { describe, it, expect } from 'vitest';
import { stockState, itemValue, daysOfStockLeft, formatDelta } from './stockLevels';
import { groupByStorageArea } from './countOrder';
import { toRows, EMPTY_FILTERS, filterRows, valueByCategory } from './inventoryList';
import { dailyUsageValue } from './usageAnalysis';
import { anItem } from './testItem';

const item = anItem;

describe('stock state', () => {
  it('is out at zero or below, low at or below the minimum, ok above', () => {
    expect(stockState({ amount: 0, minAmount: 3 })).toBe('out');
    expect(stockState({ amount: -1, minAmount: 3 })).toBe('out');
    expect(stockState({ amount: 3, minAmount: 3 })).toBe('low');
    expect(stockState({ amount: 0.5, minAmount: 3 })).toBe('low');
    expect(stockState({ amount: 3.1, minAmount: 3 })).toBe('ok');
    expect(stockState({ amount: 1, minAmount: 0 })).toBe('ok');
  });
  it('values stock in cents and never negative', () => {
    expect(itemValue({ amount: 3, unitCost: 0.1 })).toBe(0.3);
    expect(itemValue({ amount: -2, unitCost: 5 })).toBe(0);
  });
});

describe('days of stock left', () => {
  it('is whole days at the average usage', () => {
    expect(daysOfStockLeft(10, 3)).toBe(3);
    expect(daysOfStockLeft(1.2, 0.4)).toBe(3);
    expect(daysOfStockLeft(0, 2)).toBe(0);
  });
  it('is null when nothing is used', () => {
    expect(daysOfStockLeft(10, 0)).toBeNull();
  });
});

describe('display and grouping', () => {
  it('signs differences with a true minus', () => {
    expect(formatDelta(2)).toBe('+2');
    expect(formatDelta(-1.5)).toBe('\u22121.5');
    expect(formatDelta(0)).toBe('0');
  });
  it('groups in the storage areas’ walk order, then count order', () => {
    const groups = groupByStorageArea([
      item({ id: 'a', storageArea: 'Bar', countOrder: 20, name: 'B' }),
      item({ id: 'b', storageArea: 'Walk-in cooler', countOrder: 20 }),
      item({ id: 'c', storageArea: 'Bar', countOrder: 10, name: 'A' }),
      item({ id: 'd', storageArea: 'Garage', countOrder: 1 }),
      item({ id: 'e', storageArea: 'Walk-in cooler', countOrder: 10 }),
    ]);
    expect(groups.map((g) => [g.area, g.items.map((i) => i.id)])).toEqual([
      ['Walk-in cooler', ['e', 'b']],
      ['Bar', ['c', 'a']],
      ['Garage', ['d']],
    ]);
  });
  it('filters by every criterion and the search words', () => {
    const rows = toRows([
      item({ id: '1', name: 'Whole milk', category: 'Dairy', amount: 0 }),
      item({ id: '2', name: 'Oat drink', category: 'Dairy', active: false }),
      item({ id: '3', name: 'Espresso beans', category: 'Coffee & tea', storageArea: 'Bar', supplierId: 'sup-020' }),
    ]);
    const ids = (f: Partial<typeof EMPTY_FILTERS>) => filterRows(rows, { ...EMPTY_FILTERS, ...f }).map((r) => r.item.id);
    expect(ids({})).toEqual(['1', '3']);
    expect(ids({ activeOnly: false })).toEqual(['1', '2', '3']);
    expect(ids({ search: 'MILK whole' })).toEqual(['1']);
    expect(ids({ state: 'out' })).toEqual(['1']);
    expect(ids({ storageArea: 'Bar' })).toEqual(['3']);
    expect(ids({ supplierId: 'sup-020' })).toEqual(['3']);
    expect(ids({ category: 'Dairy', activeOnly: false })).toEqual(['1', '2']);
  });
  it('sums value by category in cents and usage value per day', () => {
    expect(valueByCategory([item({ amount: 1, unitCost: 0.1 }), item({ amount: 2, unitCost: 0.1 })])).toEqual([
      { category: 'Produce', items: 2, value: 0.3 },
    ]);
    const a = item({ id: 'a', unitCost: 2 });
    expect(
      dailyUsageValue(
        [{ itemId: 'a', windowDays: 2, from: '2025-01-01', to: '2025-01-02', averageDailyUsage: 1, totalUsage: 2, daily: [0.5, 1.5] }],
        new Map([['a', a]]),
      ),
    ).toEqual([1, 3]);
  });
});
