import { TZDate } from '@date-fns/tz';

/**
 * The demo server's calendar: days are `YYYY-MM-DD`, wall times `HH:mm`, instants ISO 8601 with an
 * offset. Day arithmetic runs on UTC noon (no zone can shift it); store-local questions go through
 * `@date-fns/tz`. The server's own code, so a flow against it checks the app's date logic.
 */

/** 0 = Sunday … 6 = Saturday: the first day of a store's week. */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const WALL_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** UTC noon of a day, in milliseconds. */
function noonOf(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  // setUTCFullYear: Date.UTC reads the years 0–99 as 1900–1999.
  const noon = new Date(Date.UTC(2000, 0, 1, 12));
  noon.setUTCFullYear(year, month - 1, date);
  return noon.getTime();
}

const dayOfNoon = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOfNoon(noonOf(day) + days * DAY_MS);

/** Calendar days from `from` to `to` (negative when `to` lies before). */
export const daysBetween = (from: string, to: string): number => Math.round((noonOf(to) - noonOf(from)) / DAY_MS);

export const weekdayOf = (day: string): number => new Date(noonOf(day)).getUTCDay();

/** The first day of the week holding `day`. */
export const firstDayOfWeek = (day: string, startsOn: WeekStartsOn): string => addDays(day, -((weekdayOf(day) + 7 - startsOn) % 7));

/** A store's `weekStartsOn` setting, Monday when it is missing or not a weekday. */
export const weekStartsOnSetting = (value: number | undefined): WeekStartsOn =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= 6 ? (value as WeekStartsOn) : 1;

/** An instant with an offset the server accepts (the pattern and a real date). */
export const isInstant = (value: string | undefined): value is string =>
  typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** `HH:mm` (or `24:00`) as minutes after midnight; NaN for anything else. */
export function wallMinutes(time: string): number {
  if (!WALL_TIME.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const minutesBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

function zoned(at: string | Date | number, timeZone: string): TZDate | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : new TZDate(ms, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Zone lookups are slow and the scheduler and the seed ask the same ones many times: answers are
 * kept per question (the store's zone rules do not change while the demo runs).
 */
const answers = new Map<string, string>();
function memo(question: string, work: () => string): string {
  let answer = answers.get(question);
  if (answer === undefined) {
    if (answers.size >= 50_000) answers.clear();
    answer = work();
    answers.set(question, answer);
  }
  return answer;
}

/** The store-local day of an instant ('' when it cannot be read). */
export function dayIn(at: string | Date | number, timeZone: string): string {
  const key = at instanceof Date ? at.getTime() : at;
  return memo(`day ${timeZone} ${key}`, () => {
    const local = zoned(at, timeZone);
    return local ? `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}` : '';
  });
}

/** Today in the store's time zone. */
export const todayIn = (timeZone: string, now: number = Date.now()): string => dayIn(now, timeZone);

/** Today on the machine running the demo (the server's own clock and zone). */
export function machineToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The instant of a store-local day and wall time, with the store's offset
 * (`2026-03-29T09:00:00.000+02:00`). A time the clocks skip moves on by the gap; a time they
 * repeat takes its first occurrence's offset as `@date-fns/tz` resolves it.
 */
export function instantAt(day: string, time: string, timeZone: string): string {
  return memo(`at ${timeZone} ${day} ${time}`, () => {
    const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return new TZDate(year, month - 1, date, hours, minutes, timeZone).toISOString();
  });
}

/** The same instant in UTC (`…Z`), as stored records carry it. */
export const utcInstantAt = (day: string, time: string, timeZone: string): string => new Date(instantAt(day, time, timeZone)).toISOString();
