import { TZDateMini } from '@date-fns/tz';
import { addDays, clockOptions, currentFormat } from './format';
import { dateTimeFormat } from './intlCache';

/**
 * Store-local dates and times, shared by every module that shows or counts time: calendar dates
 * and times of day are always those of the store's time zone (never the browser's). Days are
 * `YYYY-MM-DD` texts, times `HH:mm`, instants ISO texts. No module knowledge here.
 */
export const DEFAULT_STORE_TIME_ZONE = 'Europe/Berlin';

/** Whether a text is a readable instant (a partial record may carry '' or garbage). */
export const isInstant = (v: string | undefined): v is string => typeof v === 'string' && v !== '' && !Number.isNaN(Date.parse(v));

/** The zone itself when `Intl` knows it, else DEFAULT_STORE_TIME_ZONE. */
function knownTimeZone(timeZone: string): string {
  if (!timeZone) return DEFAULT_STORE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    console.warn(`Unknown time zone "${timeZone}": times are shown in ${DEFAULT_STORE_TIME_ZONE}.`);
    return DEFAULT_STORE_TIME_ZONE;
  }
}
/** The parts `localParts` reads: a 24-hour clock, two digits each. */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  // A store whose details carry no (or no known) zone is read in the default one rather than
  // taking the screen down (a partial record renders: docs/rules/api.md#answers-are-checked-at-the-seam).
  return dateTimeFormat('en-CA', `parts|${timeZone}`, () => ({ ...PARTS, timeZone: knownTimeZone(timeZone) }));
}

/** The store-local date (YYYY-MM-DD) and time (HH:mm) of an instant; '' for both when it cannot be read. */
export function localParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  if (typeof instant === 'string' ? !isInstant(instant) : Number.isNaN(instant.getTime())) return { date: '', time: '' };
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(typeof instant === 'string' ? new Date(instant) : instant)) {
    parts[p.type] = p.value;
  }
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export const localDate = (instant: string | Date, timeZone: string): string => localParts(instant, timeZone).date;

/**
 * The instant of a store-local date and time (ISO with Z). A time skipped by a spring-forward
 * change moves forward by the gap; a time repeated by an autumn change takes its later occurrence (@date-fns/tz).
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new TZDateMini(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, timeZone).toISOString();
}

/**
 * The time of day of an instant in the store's time zone, in the app's one clock style
 * (`14:05`; `2:05 PM` only where the browser's region asks for it: docs/rules/i18n.md#formats).
 */
export function formatClockTime(instant: string | undefined, timeZone: string): string {
  if (!isInstant(instant)) return '—';
  const { locale, hour12 } = currentFormat();
  const f = dateTimeFormat(locale, `clock|${hour12}|${timeZone}`, () => ({ timeStyle: 'short', timeZone, ...clockOptions() }));
  return f.format(new Date(instant));
}

/**
 * A store-local wall time `HH:mm` (availability ranges, staffing windows, order cut-offs) in the
 * same clock style: `07:00`, or `7:00 AM` where the browser's region asks for it. `24:00` ends a
 * range at midnight. Anything else is shown as it is.
 */
export function formatWallTime(time: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(time)) return time;
  if (time === '24:00') return currentFormat().hour12 ? formatClockTime('2000-01-02T00:00:00Z', 'UTC') : time;
  return formatClockTime(`2000-01-01T${time}:00Z`, 'UTC');
}

/** A range of two wall times, `07:00–15:00`. */
export const formatWallRange = (start: string, end: string): string => `${formatWallTime(start)}–${formatWallTime(end)}`;

// --- Store-local calendar days and weeks ------------------------------------------------------------

export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const WEEK_STARTS: readonly WeekStartsOn[] = [0, 1, 2, 3, 4, 5, 6];

/** A store's week start from its shift details (Monday when unknown). */
export const weekStartsOnOf = (value: number | undefined): WeekStartsOn => WEEK_STARTS.find((d) => d === value) ?? 1;

/** 0 = Sunday … 6 = Saturday of a calendar day. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The seven weekdays (0 = Sunday … 6 = Saturday) from `first` on: a store's week (`weekStartsOn`) or
 * the person's calendar (`firstDayOfWeek`, where 7 also means Sunday).
 */
export const weekOrder = (first: number): number[] => Array.from({ length: 7 }, (_, i) => (first + i) % 7);

/** The first day of the week holding `day`. */
export const startOfWeekOf = (day: string, weekStartsOn: WeekStartsOn): string => addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));

/** Calendar days from `a` to `b`. */
export const dayCount = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);

/** `count` days from `start`. */
export const daysFrom = (start: string, count = 7): string[] => Array.from({ length: count }, (_, i) => addDays(start, i));

/** Today in a time zone. */
export const todayInZone = (timeZone: string, now: number = Date.now()): string => localDate(new Date(now), timeZone);
