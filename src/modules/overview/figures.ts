import type { Permission } from '@/config/permissions';

/**
 * The overview's columns and the arithmetic across them (issue #46). Each store figure is made by
 * the function the store's own page uses (useStoreFigures.ts names them); here: the ratios built
 * from them, and the total row.
 */
export const COLUMNS = [
  'sales',
  'planned',
  'worked',
  'labourCost',
  'labourPercent',
  'salesPerHour',
  'overContract',
  'tips',
  'openOrders',
  'invoicesDue',
  'invoicesOverdue',
  'stockValue',
] as const;
export type ColumnKey = (typeof COLUMNS)[number];

/** Columns with a previous period beside them (the others are the state today). */
export const PERIOD_COLUMNS: ReadonlySet<ColumnKey> = new Set(COLUMNS.slice(0, COLUMNS.indexOf('openOrders')));

/** Why a figure is blank: the person may not read it; may read it only with that store as the current one; the server keeps no sales; a store's figure is missing from the total. */
export type BlankReason = 'notPermitted' | 'switchStore' | 'noSales' | 'incomplete';

export type Cell =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'blank'; reason: BlankReason; permission?: Permission }
  | { state: 'value'; now: number | null; before?: number | null };

export type RowCells = Record<ColumnKey, Cell>;

export const value = (now: number | null, before?: number | null): Cell =>
  before === undefined ? { state: 'value', now } : { state: 'value', now, before };

const cents = (n: number) => Math.round(n * 100) / 100;

/** Labour cost as % of net sales, one decimal; none without sales. */
export function labourPercent(cost: number | null | undefined, sales: number | null | undefined): number | null {
  if (cost === null || cost === undefined || !sales) return null;
  return Math.round((cost / sales) * 1000) / 10;
}

/** Net sales per worked (approved) hour, to the cent; none without hours. */
export function salesPerHour(sales: number | null | undefined, hours: number | null | undefined): number | null {
  if (sales === null || sales === undefined || !hours) return null;
  return cents(sales / hours);
}

/** A ratio cell from its two parts' cells (blank or waiting as the first of them that is). */
function ratio(a: Cell, b: Cell, of: (x: number | null | undefined, y: number | null | undefined) => number | null): Cell {
  for (const part of [a, b]) if (part.state !== 'value') return part;
  if (a.state !== 'value' || b.state !== 'value') return a;
  return value(of(a.now, b.now), a.before === undefined ? undefined : of(a.before, b.before));
}

/** The two ratio columns from the others. */
export function withRatios(cells: Omit<RowCells, 'labourPercent' | 'salesPerHour'>): RowCells {
  return {
    ...cells,
    labourPercent: ratio(cells.labourCost, cells.sales, labourPercent),
    salesPerHour: ratio(cells.sales, cells.worked, salesPerHour),
  };
}

/** The total of an additive column: every store's figure summed (to the cent), or why not. */
function sumCells(cells: readonly Cell[]): Cell {
  if (cells.some((c) => c.state === 'loading')) return { state: 'loading' };
  if (cells.length === 0 || cells.some((c) => c.state !== 'value')) return { state: 'blank', reason: 'incomplete' };
  const values = cells.filter((c): c is Extract<Cell, { state: 'value' }> => c.state === 'value');
  const add = (pick: (c: (typeof values)[number]) => number | null | undefined) =>
    cents(values.reduce((sum, c) => sum + (pick(c) ?? 0), 0));
  return value(
    add((c) => c.now),
    values.every((c) => c.before === undefined) ? undefined : add((c) => c.before),
  );
}

/** The total row: sums of the additive columns, and the ratios of the sums. */
export function totalRow(rows: readonly RowCells[]): RowCells {
  const sums = Object.fromEntries(COLUMNS.map((key) => [key, sumCells(rows.map((r) => r[key]))])) as RowCells;
  return withRatios(sums);
}
