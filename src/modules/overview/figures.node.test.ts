import { describe, expect, it } from 'vitest';
import { labourPercent, salesPerHour, totalRow, value, withRatios, type Cell, type RowCells } from './figures';

const row = (figures: Partial<Record<keyof RowCells, Cell>>): RowCells =>
  withRatios({
    sales: value(2000, 1000),
    planned: value(40, 30),
    worked: value(38.5, 30),
    labourCost: value(577.5, 450),
    overContract: value(0, 0),
    tips: value(12.5, 0),
    openOrders: value(100),
    invoicesDue: value(0),
    invoicesOverdue: value(59.99),
    stockValue: value(1000.01),
    ...figures,
  });

describe('the overview figures', () => {
  it('works out labour % and sales per labour hour by hand', () => {
    // 577.50 / 2000 = 28.875 % → 28.9; 2000 / 38.5 h = 51.948… → 51.95
    expect(labourPercent(577.5, 2000)).toBe(28.9);
    expect(salesPerHour(2000, 38.5)).toBe(51.95);
    expect(labourPercent(577.5, 0)).toBeNull();
    expect(salesPerHour(2000, 0)).toBeNull();
    const cells = row({});
    expect(cells.labourPercent).toEqual({ state: 'value', now: 28.9, before: 45 });
    expect(cells.salesPerHour).toEqual({ state: 'value', now: 51.95, before: 33.33 });
  });

  it('totals each column over the stores, and the ratios of the totals, not their sum', () => {
    const total = totalRow([row({}), row({ sales: value(1000, 1000), labourCost: value(400, 300), worked: value(20, 20) })]);
    expect(total.sales).toEqual({ state: 'value', now: 3000, before: 2000 });
    expect(total.labourCost).toEqual({ state: 'value', now: 977.5, before: 750 });
    // 977.50 / 3000 = 32.58 % → 32.6; before 750 / 2000 = 37.5
    expect(total.labourPercent).toEqual({ state: 'value', now: 32.6, before: 37.5 });
    expect(total.invoicesOverdue).toEqual({ state: 'value', now: 119.98 });
  });

  it('leaves a ratio blank with the reason of its blank part, and a total blank when a store is blank', () => {
    const blank: Cell = { state: 'blank', reason: 'notPermitted', permission: 'sales.read' };
    const cells = row({ sales: blank });
    expect(cells.labourPercent).toEqual(blank);
    expect(cells.salesPerHour).toEqual(blank);
    const total = totalRow([row({}), cells]);
    expect(total.sales).toEqual({ state: 'blank', reason: 'incomplete' });
    expect(total.labourPercent).toEqual({ state: 'blank', reason: 'incomplete' });
    expect(total.planned).toEqual({ state: 'value', now: 80, before: 60 });
    expect(totalRow([row({}), row({ worked: { state: 'loading' } })]).worked).toEqual({ state: 'loading' });
  });
});
