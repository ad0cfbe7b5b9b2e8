import { COMPACT_SUFFIXES, DEFAULT_CURRENCY } from '@/config/constants';
import { activeLocale, browserLanguages } from './i18n/i18n';
import { collator, dateTimeFormat, numberFormat } from './intlCache';
import { formatSettings, withDecimalMark, type FormatSettings } from './i18n/languages';

/**
 * Numbers, money, dates and times through Intl in the person's language and the browser's region
 * (docs/rules/i18n.md#formats): `de` in a German browser formats `1.234,50 €` and `14:05`, `en`
 * in an American one `€1,234.50` and `2:05 PM`. Every figure shown goes through these functions,
 * so a number shown in two places reads the same.
 */

/** The formats of the language active now (a pure memo: same language and browser, same answer). */
const settingsMemo = new Map<string, FormatSettings>();
export function currentFormat(): FormatSettings {
  const locale = activeLocale();
  const languages = browserLanguages();
  const key = `${locale}|${languages.join(',')}`;
  let known = settingsMemo.get(key);
  if (!known) {
    known = formatSettings(locale, languages);
    settingsMemo.set(key, known);
  }
  return known;
}

const nf = (key: string, options: Intl.NumberFormatOptions) => numberFormat(currentFormat().locale, key, options);
const df = (key: string, options: Intl.DateTimeFormatOptions) => dateTimeFormat(currentFormat().locale, key, options);

/** Two texts in the alphabetical order of the person's language (`Ä` beside `A` in German): every sort by a name. */
export function compareText(a: string, b: string): number {
  return collator(currentFormat().locale, 'text', {}).compare(a, b);
}

/** The one clock style of the app (24-hour unless the browser's region asks for AM/PM), for every time shown. */
export function clockOptions(): Pick<Intl.DateTimeFormatOptions, 'hourCycle'> {
  return { hourCycle: currentFormat().hour12 ? 'h12' : 'h23' };
}

/** A number with the person's decimal mark and grouping (`1.234,5` in German). */
export function formatDecimal(value: number, minimumFractionDigits: number, maximumFractionDigits = minimumFractionDigits): string {
  return nf(`d${minimumFractionDigits}-${maximumFractionDigits}`, { minimumFractionDigits, maximumFractionDigits }).format(value);
}

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
  return df('datetime', { dateStyle: 'medium', timeStyle: 'short', ...clockOptions() }).format(date);
}

/** The time of day of an instant in the browser's time zone, e.g. `14:05` (or `2:05 PM` where the region asks). */
export function formatTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return df('time', { timeStyle: 'short', ...clockOptions() }).format(date);
}

/** A weekday's name (0 = Sunday … 6 = Saturday) in the person's language: `Monday`, `Montag`; `short`: `Mon`, `Mo.`. */
export function formatWeekday(weekday: number, style: 'long' | 'short' = 'long'): string {
  // 2023-01-01 was a Sunday.
  return df(`weekday-${style}`, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + (((weekday % 7) + 7) % 7), 12)));
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
 * digits. 999 → 999, 1234 → 1.2k, 56789 → 57k, 1500000 → 1.5m, 2.5e9 → 2.5b, 3e12 → 3t. The
 * decimal mark is the person's (`1,2k` in German); the suffixes are the rule's, in every language.
 */
export function formatCompact(value: number): string {
  return withDecimalMark(compactText(value), currentFormat().decimalMark);
}

function compactText(value: number): string {
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
