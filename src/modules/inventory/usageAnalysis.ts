import { t } from '@lingui/core/macro';
import type { AverageUsage, InventoryItem } from './types';
import { daysOfStockLeft, knownValue, stockState, STOCK_STATE_LABELS } from './stockLevels';
import { addDays, compareText } from '@/lib/format';
import type { ReorderLine } from './reorder';
import { storageAreaLabel } from './storageAreas';
import { unitLabel } from '@/modules/products';

/** Value used per day over the window (sum of usage × unit cost), oldest first, in major units. */
export function dailyUsageValue(usage: readonly AverageUsage[], itemsById: ReadonlyMap<string, InventoryItem>): number[] {
  const days = usage.reduce((max, u) => Math.max(max, u.daily.length), 0);
  const cents = new Array<number>(days).fill(0);
  for (const u of usage) {
    const item = itemsById.get(u.itemId);
    if (!item) continue;
    const offset = days - u.daily.length;
    u.daily.forEach((d, i) => {
      cents[offset + i] += Math.round(d * (item.unitCost ?? 0) * 100);
    });
  }
  return cents.map((c) => c / 100);
}

/** One active item on the analysis page: its usage, days of stock left and value. */
export interface UsageRow {
  item: InventoryItem;
  usage: AverageUsage | undefined;
  daysLeft: number | null;
  value: number | undefined;
}

/** Active items with their usage, fewest days of stock left first (unused last), then by name. */
export function usageRows(items: readonly InventoryItem[], usageById: ReadonlyMap<string, AverageUsage>): UsageRow[] {
  return items
    .filter((i) => i.active)
    .map((item) => {
      const usage = usageById.get(item.id);
      return { item, usage, daysLeft: daysOfStockLeft(item.amount, usage?.averageDailyUsage), value: knownValue(item) };
    })
    .sort(
      (a, b) =>
        (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY) || compareText(a.item.name, b.item.name),
    );
}

/** Value used over the window (total usage × unit cost); 0 when either is unknown. */
const usageValue = (r: UsageRow): number => (r.usage?.totalUsage ?? 0) * (r.item.unitCost ?? 0);

/** The items that used the most value over the window (for the item chart), largest first. */
export function topUsageRows(rows: readonly UsageRow[], limit = 30): UsageRow[] {
  return rows
    .filter((r) => (r.usage?.totalUsage ?? 0) > 0)
    .sort((a, b) => usageValue(b) - usageValue(a))
    .slice(0, limit);
}

/** Index of the largest value (the first on a tie); -1 for none. */
export function peakIndex(values: readonly number[]): number {
  return values.reduce((best, v, i) => (best < 0 || v > (values[best] ?? 0) ? i : best), -1);
}

/** The YYYY-MM-DD days of a usage window, oldest first. */
export function windowDays(usage: Pick<AverageUsage, 'from' | 'daily'> | undefined): string[] {
  return usage && usage.from ? usage.daily.map((_, i) => addDays(usage.from, i)) : [];
}

/**
 * Columns of the analysis export in the person's language (numbers left empty when the answer had
 * none), for `toLocaleCsv`, which writes each number with its format's decimal mark (`2,5` in German).
 */
export function analysisCsvColumns(windowLength: number | undefined, reorder: readonly Pick<ReorderLine, 'item' | 'quantity'>[]) {
  const reorderById = new Map(reorder.map((l) => [l.item.id, l.quantity]));
  const column = (header: string, value: (r: UsageRow) => unknown) => ({ header, value });
  const figure = (header: string, value: (r: UsageRow) => number | null | undefined) => column(header, (r) => value(r) ?? '');
  const days = windowLength ?? '?';
  return [
    column(t`Item`, (r) => r.item.name),
    column(t`Category`, (r) => r.item.category),
    column(t`Storage area`, (r) => storageAreaLabel(r.item.storageArea)),
    column(t`Unit`, (r) => unitLabel(r.item.unit)),
    figure(t({ message: `Amount`, context: `stock quantity` }), (r) => r.item.amount),
    figure(t`Minimum`, (r) => r.item.minAmount),
    figure(t`Par level`, (r) => r.item.parLevel),
    column(t`State`, (r) => {
      const state = stockState(r.item);
      return state ? STOCK_STATE_LABELS[state] : '';
    }),
    figure(t`Average daily usage (${days} days)`, (r) => r.usage?.averageDailyUsage),
    figure(t`Days of stock left`, (r) => r.daysLeft),
    figure(t`Value (EUR)`, (r) => r.value),
    figure(t`Reorder quantity`, (r) => reorderById.get(r.item.id) ?? 0),
  ];
}
