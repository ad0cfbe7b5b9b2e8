import { t } from '@lingui/core/macro';
import type { InventoryItem, CountSession, InventoryHistoryEntry } from './types';
import { parseDecimal } from '@/lib/decimal';
import { compareText, formatNumber } from '@/lib/format';
import { COUNT_RULES } from './schema';
import { unitLabel } from '@/modules/products';

/** An amount this many times the par level (or more) asks to be confirmed on the count screen. */
const FAR_ABOVE_PAR = 10;

export const countEmptyMessage = () =>
  t`Nothing entered: type the amount counted (0 if there is none), or press Tab to leave it for later.`;

/** What Enter (or leaving the field) does with the typed text of a count row. */
export type CountCommit =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'confirm'; amount: number; message: string }
  | { kind: 'enter'; amount: number };

/**
 * Reads a typed count with the one parser and the count's bounds (`2,5` is 2.5, `2,5,1` and
 * 99,999,999,999 are refused); an amount FAR_ABOVE_PAR times the par level or more asks first.
 */
export function commitCount(text: string, item: Pick<InventoryItem, 'parLevel' | 'unit'>): CountCommit {
  const parsed = parseDecimal(text, { ...COUNT_RULES, decimals: 3 });
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  if (parsed.value === null) return { kind: 'empty' };
  const amount = parsed.value;
  const par = item.parLevel ?? 0;
  if (par > 0 && amount >= par * FAR_ABOVE_PAR) {
    const typed = formatNumber(amount, 3);
    const unit = unitLabel(item.unit);
    const times = FAR_ABOVE_PAR;
    const parLevel = formatNumber(par, 3);
    return {
      kind: 'confirm',
      amount,
      message: t`${typed} ${unit} is ${times} or more times the par level (${parLevel}). Is it right?`,
    };
  }
  return { kind: 'enter', amount };
}

/** Where a counted value comes from: this count's session, or a count posted since it started (history). */
export interface RestoredValue {
  amount: number;
  source: 'session' | 'history';
}

/**
 * The count as it stands after a reload or on a second device: the amounts entered in the open
 * session, and counts posted to the day's history since the session started (e.g. an item
 * counted on its own); the session's entry wins for an item that has both.
 */
export function restoreCount(
  session: Pick<CountSession, 'startedAt' | 'entries'> | null | undefined,
  todayHistory: readonly Pick<InventoryHistoryEntry, 'itemId' | 'type' | 'at' | 'amountAfter'>[],
): Map<string, RestoredValue> {
  const values = new Map<string, RestoredValue>();
  if (!session) return values;
  const since = session.startedAt;
  const posted = todayHistory
    .filter((e) => e.type === 'count' && e.amountAfter !== undefined && (!since || e.at >= since))
    .sort((a, b) => a.at.localeCompare(b.at));
  for (const e of posted) if (e.amountAfter !== undefined) values.set(e.itemId, { amount: e.amountAfter, source: 'history' });
  for (const e of session.entries) values.set(e.itemId, { amount: e.amount, source: 'session' });
  return values;
}

/** A difference a count makes to one item: the amount on hand now, the amount counted and its value. */
export interface CountDifferenceRow {
  itemId: string;
  name: string;
  unit: string;
  before: number | undefined;
  counted: number;
  delta: number | undefined;
  value: number | undefined;
}

/** The differences the entered amounts make to stock, largest value first (value unknown last). */
export function countDifferences(items: readonly InventoryItem[], entered: ReadonlyMap<string, number>): CountDifferenceRow[] {
  const rows: CountDifferenceRow[] = [];
  for (const item of items) {
    const counted = entered.get(item.id);
    if (counted === undefined) continue;
    const delta = item.amount === undefined ? undefined : Math.round((counted - item.amount) * 1000) / 1000;
    const value = delta === undefined || item.unitCost === undefined ? undefined : Math.round(delta * item.unitCost * 100) / 100;
    rows.push({ itemId: item.id, name: item.name, unit: item.unit, before: item.amount, counted, delta, value });
  }
  return rows.sort((a, b) => Math.abs(b.value ?? -1) - Math.abs(a.value ?? -1) || compareText(a.name, b.name));
}

/** Sum of known values in cents (a difference without a value adds nothing). */
export function totalValue(rows: readonly { value?: number | undefined }[]): number {
  return rows.reduce((cents, r) => cents + Math.round((r.value ?? 0) * 100), 0) / 100;
}
