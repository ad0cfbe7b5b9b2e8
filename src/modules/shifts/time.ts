import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, differenceInCalendarDays, format, startOfWeek } from 'date-fns';

/**
 * Store-local date and time arithmetic (docs/rules/api.md#formatting: times are shown and edited in the store's
 * time zone, never the browser's). Days are `YYYY-MM-DD` texts, times `HH:mm`, instants ISO
 * texts with an offset. Loaded only by shift pages (the demo server has its own, mocks/rules/calendar.ts).
 */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
}

/** Time-zone arithmetic is slow and the planner asks the same questions again and again (each render, each move). */
const cache = new Map<string, string>();
function remember(key: string, compute: () => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size > 20_000) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}
const cached = (instant: string, timeZone: string, pattern: string) =>
  remember(`${pattern}|${timeZone}|${instant}`, () => format(new TZDate(Date.parse(instant), timeZone), pattern));

/** The instant of a store-local day and wall time, e.g. `2026-03-29T09:00:00.000+02:00`. */
export function instantAt(day: string, time: string, timeZone: string): string {
  return remember(`at|${timeZone}|${day}|${time}`, () => {
    const [y, m, d] = parts(day);
    const [hh, mm] = time.split(':').map(Number);
    return new TZDate(y, m, d, hh ?? 0, mm ?? 0, timeZone).toISOString();
  });
}

/** The store-local day of an instant. */
export function dayOf(instant: string, timeZone: string): string {
  return cached(instant, timeZone, 'yyyy-MM-dd');
}

/** The store-local wall time of an instant. */
export function timeOf(instant: string, timeZone: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date-fns pattern
  return cached(instant, timeZone, 'HH:mm');
}

/** Today in the store's time zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return format(addDaysFns(new Date(y, m, d, 12), days), 'yyyy-MM-dd');
}

/** Days from `a` to `b` (calendar days). */
function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return differenceInCalendarDays(new Date(by, bm, bd, 12), new Date(ay, am, ad, 12));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = parts(day);
  return new Date(y, m, d, 12).getDay();
}

/** The first day of the week holding `day`. */
export function weekStartOf(day: string, weekStartsOn: WeekStartsOn): string {
  const [y, m, d] = parts(day);
  return format(startOfWeek(new Date(y, m, d, 12), { weekStartsOn }), 'yyyy-MM-dd');
}

export function weekDays(start: string, count = 7): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** Minutes between two instants. */
export function minutesBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
}

/** An instant moved to another store-local day, keeping its wall-clock time (across DST too). */
export function moveToDay(instant: string, fromDay: string, toDay: string, timeZone: string): string {
  const offset = daysBetween(fromDay, dayOf(instant, timeZone));
  return instantAt(addDays(toDay, offset), timeOf(instant, timeZone), timeZone);
}

/** Local wall-clock `HH:mm` to minutes after midnight. */
export function clockMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The instants a store-local wall time stands for on a day (issue #29.7): none when the clocks
 * jump over it (02:30 on the spring-forward Sunday in Europe/Berlin), two when they go back over
 * it (02:30 on the autumn Sunday: first with the summer offset, then with the winter one), else one.
 */
export function wallInstants(day: string, time: string, timeZone: string): string[] {
  const base = instantAt(day, time, timeZone);
  const at = Date.parse(base);
  const found = [at - 3_600_000, at, at + 3_600_000]
    .map((ms) => new Date(ms).toISOString())
    .filter((iso) => dayOf(iso, timeZone) === day && timeOf(iso, timeZone) === time);
  return [...new Set(found)].sort();
}

/** The wall time's offset as `+02:00`, for telling the two instants of an ambiguous time apart. */
export function offsetOf(instant: string, timeZone: string): string {
  return format(new TZDate(Date.parse(instant), timeZone), 'xxx');
}
