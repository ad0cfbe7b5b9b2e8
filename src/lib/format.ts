import { APP_LOCALE } from '@/config/env';
import { COMPACT_SUFFIXES, DEFAULT_CURRENCY } from '@/config/constants';

/** Numbers, money and dates through Intl with the one app-wide locale (docs/rules/api.md#formatting). */

// Formatters are costly to create; long lists format thousands of cells, so each is made once.
function cachedBy<O, F>(make: (options: O) => F): (key: string, options: O) => F {
  const made = new Map<string, F>();
  return (key, options) => {
    const known = made.get(key);
    if (known) return known;
    const created = make(options);
    made.set(key, created);
    return created;
  };
}
const nf = cachedBy((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(APP_LOCALE, options));
const df = cachedBy((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(APP_LOCALE, options));

/** A figure that may be missing from an answer shows "—" (never a made-up 0). */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 2): string {
  if (value === null || value === undefined) return '—';
  return nf(`n${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

export function formatMoney(value: number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (value === null || value === undefined) return '—';
  return nf(`m${currency}`, { style: 'currency', currency }).format(value);
}

export function formatPercent(value: number, maximumFractionDigits = 1): string {
  return nf(`p${maximumFractionDigits}`, { style: 'percent', maximumFractionDigits }).format(value);
}

/** `YYYY-MM-DD` (date-only, docs/rules/api.md#contract-conventions) shown as a local date without time-zone shifts. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return df('date', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return df('datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The time of day of an instant, e.g. `14:05` or `2:05 PM` by locale. */
export function formatTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return df('time', { timeStyle: 'short' }).format(date);
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Compact numbers (docs/rules/api.md#compact-numbers): suffixes k, m, b, t per thousand, two significant
 * digits. 999 → 999, 1234 → 1.2k, 56789 → 57k, 1500000 → 1.5m, 2.5e9 → 2.5b, 3e12 → 3t.
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  if (abs < 1000) return `${sign}${Number(abs.toPrecision(Math.max(3, String(Math.trunc(abs)).length)))}`;
  let tier = 0;
  while (abs >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    abs /= 1000;
    tier += 1;
  }
  let rounded = Number(abs.toPrecision(2));
  // 999.9k rounds to 1000k: carry into the next suffix.
  if (rounded >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    rounded = Number((rounded / 1000).toPrecision(2));
    tier += 1;
  }
  return `${sign}${rounded}${COMPACT_SUFFIXES[tier]}`;
}

/** Sum of money amounts computed in cents (docs/rules/api.md#contract-conventions), back in major units. */
export function sumMoney(values: readonly number[]): number {
  return values.reduce((cents, v) => cents + Math.round(v * 100), 0) / 100;
}

/** Rounds to cents, half away from zero. */
export function roundMoney(value: number): number {
  // toPrecision removes binary noise first: 1.005 * 100 is 100.49999999999999.
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))) / 100;
}
