import { t } from '@lingui/core/macro';
import type { InventoryItem, StockState } from './types';

/** Stock on hand: its state, value and days left, and how differences are shown (stockLevels.node.test.ts). */

/** out at or below zero; low at or below the minimum; ok otherwise; null when the amount is not known. */
export function stockState(item: Pick<InventoryItem, 'amount' | 'minAmount'>): StockState | null {
  if (item.amount === undefined) return null;
  if (item.amount <= 0) return 'out';
  if (item.minAmount !== undefined && item.amount <= item.minAmount) return 'low';
  return 'ok';
}

/** The states' names, read in the active language. */
export const STOCK_STATE_LABELS: Readonly<Record<StockState, string>> = {
  get ok() {
    return t`OK`;
  },
  get low() {
    return t`Low`;
  },
  get out() {
    return t`Out`;
  },
};

/** Value of the stock on hand, computed in cents; 0 when amount or cost is not known (for sums). */
export function itemValue(item: Pick<InventoryItem, 'amount' | 'unitCost'>): number {
  return knownValue(item) ?? 0;
}

/** Value of the stock on hand for display: undefined (shown "—") when amount or cost is missing. */
export function knownValue(item: Pick<InventoryItem, 'amount' | 'unitCost'>): number | undefined {
  if (item.amount === undefined || item.unitCost === undefined) return undefined;
  return Math.round(Math.max(0, item.amount) * item.unitCost * 100) / 100;
}

/** Whole days the stock lasts at the average daily usage; null when nothing is used. */
export function daysOfStockLeft(amount: number | undefined, averageDailyUsage: number | undefined): number | null {
  if (amount === undefined || averageDailyUsage === undefined || !(averageDailyUsage > 0)) return null;
  if (amount <= 0) return 0;
  // 1e-9 absorbs binary noise: 1.2 / 0.4 is 2.9999999999999996.
  return Math.floor(amount / averageDailyUsage + 1e-9);
}

/** Text colour of a signed difference: red below zero, green above. */
export function deltaTone(delta: number | undefined): string {
  if (delta === undefined || delta === 0) return '';
  return delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis';
}

/** Signed difference for display: +2, −1.5 (true minus sign), 0. */
export function formatDelta(delta: number | undefined, format: (n: number) => string = String): string {
  if (delta === undefined) return '—';
  const rounded = Math.round(delta * 1000) / 1000;
  if (rounded > 0) return `+${format(rounded)}`;
  if (rounded < 0) return `\u2212${format(-rounded)}`;
  return format(0);
}
