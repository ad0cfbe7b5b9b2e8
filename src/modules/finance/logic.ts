import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatMoney } from '@/lib/format';
import { ibanIsValid, normalizeIban, toCents } from './schema';
import type { DistributionMethod, Tip, TipSource, UserFinancialDetails } from './types';

/** Whole cents of an amount (other modules read it here). */
export { toCents };

/**
 * Shares `totalCents` by `weights` in whole cents, always adding up to the total (largest
 * remainder): everyone gets the floor of their exact share, and the cents left over go one each
 * to the largest fractions; equal fractions go in list order. The same input always gives the
 * same cents. Weights of 0 get nothing; all-zero weights give `null` (nothing to share by).
 */
export function distributeCents(totalCents: number, weights: readonly number[]): number[] | null {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new Error('totalCents must be whole cents');
  // Weights as integers (thousandths), so the arithmetic is exact (BigInt: no float drift).
  const scaled = weights.map((w) => BigInt(Number.isFinite(w) && w > 0 ? Math.round(w * 1000) : 0));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return null;
  const total = BigInt(totalCents);
  const base = scaled.map((w) => (total * w) / sum);
  const rest = scaled.map((w, i) => ({ i, fraction: (total * w) % sum }));
  let left = Number(total - base.reduce((a, b) => a + b, 0n));
  rest.sort((a, b) => (a.fraction === b.fraction ? a.i - b.i : a.fraction > b.fraction ? -1 : 1));
  const out = base.map(Number);
  for (const { i } of rest) {
    if (left === 0) break;
    if (scaled[i] === 0n) continue;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}

/** The same in major units (the API's money): `distribute(100, [1, 1, 1])` → 33.34, 33.33, 33.33. */
export function distribute(amount: number, weights: readonly number[]): number[] | null {
  return distributeCents(toCents(amount), weights)?.map((c) => c / 100) ?? null;
}

/** Default weights per store role for "by role weight" (editable per person in the form). */
const ROLE_WEIGHTS: Readonly<Record<string, number>> = {
  manager: 1.5,
  supervisor: 1.25,
  cook: 1.2,
  barista: 1,
  service: 1,
  cashier: 0.8,
};

export function roleWeight(roles: readonly string[]): number {
  const weights = roles.map((r) => ROLE_WEIGHTS[r]).filter((w): w is number => w !== undefined);
  return weights.length ? Math.max(...weights) : 1;
}

export interface ShareRow {
  userId: string;
  included: boolean;
  hours: number | null;
  weight: number | null;
  /** Typed share (by hand). */
  amount: number | null;
}

/** The weight a person counts with under a method (by hand has none: the typed amounts count). */
function weightOf(row: ShareRow, method: DistributionMethod): number {
  if (!row.included) return 0;
  if (method === 'equal') return 1;
  if (method === 'hours') return row.hours ?? 0;
  if (method === 'role_weight') return row.weight ?? 0;
  return 0;
}

export interface SharePreview {
  /** Each included person's share in major units, in row order. */
  shares: { userId: string; amount: number }[];
  /** Cents still to share (by hand) or null when the method has nothing to share by. */
  problem: string | null;
}

export function previewShares(amount: number, method: DistributionMethod, rows: readonly ShareRow[]): SharePreview {
  const included = rows.filter((r) => r.included);
  if (!Number.isFinite(amount) || amount <= 0) return { shares: [], problem: t`Enter the tip amount first.` };
  if (included.length === 0) return { shares: [], problem: t`Choose at least one person.` };
  if (method === 'manual') {
    const shares = included.map((r) => ({ userId: r.userId, amount: r.amount !== null && Number.isFinite(r.amount) ? r.amount : 0 }));
    const diff = toCents(amount) - shares.reduce((s, r) => s + toCents(r.amount), 0);
    const left = formatMoney(Math.abs(diff) / 100);
    const problem = diff === 0 ? null : diff > 0 ? t`${left} still to share.` : t`${left} more than the tip.`;
    return { shares, problem };
  }
  const cents = distributeCents(
    toCents(amount),
    included.map((r) => weightOf(r, method)),
  );
  if (!cents) {
    return { shares: [], problem: method === 'hours' ? t`Nobody chosen has worked hours on this day.` : t`Every weight is 0.` };
  }
  return { shares: included.map((r, i) => ({ userId: r.userId, amount: (cents[i] ?? 0) / 100 })), problem: null };
}

/** `DE89370400440532013000` → `DE89 •••• •••• •••• 3000` (docs/rules/money.md#financial-details). */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban) || iban.replace(/\s+/g, '').toUpperCase();
  if (plain.length < 8) return plain ? '••••' : '';
  const middle = plain.slice(4, -4);
  const groups = Math.max(1, Math.ceil(middle.length / 4) - 1);
  return [plain.slice(0, 4), ...Array.from({ length: groups }, () => '••••'), plain.slice(-4)].join(' ');
}

export type DetailsState = 'missing' | 'valid' | 'invalid';
export function detailsState(details: Pick<UserFinancialDetails, 'iban' | 'accountHolder'> | undefined): DetailsState {
  if (!details || details.iban.trim() === '') return 'missing';
  return ibanIsValid(details.iban) && details.accountHolder.trim() !== '' ? 'valid' : 'invalid';
}

/** The spec's file name: `Sepa_Tips_{startDate}_{endDate}.xml` with `YYYY-MM-DD` dates. */
export function sepaFileName(startDate: string, endDate: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the bank file's name pattern (the spec's)
  return `Sepa_Tips_${startDate}_${endDate}.xml`;
}

export interface Totals {
  count: number;
  cents: number;
}

/** Totals per source and per person, in cents. */
export function tipTotals(tips: readonly Tip[]): {
  bySource: Map<TipSource | 'unknown', Totals>;
  byPerson: Map<string, Totals>;
  cents: number;
} {
  const bySource = new Map<TipSource | 'unknown', Totals>();
  const byPerson = new Map<string, Totals>();
  let cents = 0;
  const add = <K>(map: Map<K, Totals>, key: K, value: number) => {
    const current = map.get(key) ?? { count: 0, cents: 0 };
    map.set(key, { count: current.count + 1, cents: current.cents + value });
  };
  for (const tip of tips) {
    cents += toCents(tip.amount);
    add(bySource, tip.source ?? 'unknown', toCents(tip.amount));
    for (const d of tip.distributions) add(byPerson, d.userId, toCents(d.amount));
  }
  return { bySource, byPerson, cents };
}

/** `YYYY-MM-DD` of a date in UTC (date-only fields carry no time zone). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The default range of the tips page: the last 14 days up to today. */
export function defaultRange(today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 13));
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

/** Names of the sources and methods, shown with `i18n._(…)` in the language active then. */
export const SOURCE_LABELS: Readonly<Record<TipSource, MessageDescriptor>> = {
  card: msg`Card`,
  cash: msg`Cash`,
  pos: msg`POS`,
  manual: msg`Manual`,
};
export const METHOD_LABELS: Readonly<Record<DistributionMethod, MessageDescriptor>> = {
  hours: msg`By hours worked`,
  equal: msg`Equally`,
  role_weight: msg`By role weight`,
  manual: msg`By hand`,
};
