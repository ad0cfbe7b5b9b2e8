import { TZDateMini } from '@date-fns/tz';
import type { TimeEntry, TimeEntryBreak } from './types';

/**
 * Time arithmetic of time entries. Instants are compared as instants (milliseconds since the
 * epoch), so an entry across midnight or across a daylight-saving change counts the real time
 * worked (a night from 22:00 to 06:00 on the night clocks go back is 9 hours); calendar dates
 * and times of day are always those of the store's time zone.
 */
export const DEFAULT_STORE_TIME_ZONE = 'Europe/Berlin';

const MINUTE = 60_000;

/** Whole minutes from one instant to another (negative when `to` is earlier). */
export function minutesBetween(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE);
}

/** Minutes of the closed breaks; an open break counts up to `now` when given. */
export function breakMinutesOf(breaks: readonly TimeEntryBreak[], now?: string): number {
  let total = 0;
  for (const b of breaks) {
    const end = b.end ?? now;
    if (end) total += Math.max(0, minutesBetween(b.start, end));
  }
  return total;
}

/**
 * Worked minutes of an entry: clock-out (or `now` for a running entry) minus clock-in minus
 * breaks. An entry without clock-out and without `now` has no worked time yet (null). Breaks
 * come from the punches when there are any (an open break counts up to `now`), else from
 * `breakMinutes` (manual entries).
 */
export function workedMinutes(
  entry: Pick<TimeEntry, 'clockIn' | 'clockOut' | 'breakMinutes' | 'breaks'>,
  now?: string,
): number | null {
  const end = entry.clockOut ?? now;
  if (!end) return null;
  const breaks = entry.breaks.length > 0 ? breakMinutesOf(entry.breaks, end) : entry.breakMinutes;
  return Math.max(0, minutesBetween(entry.clockIn, end) - breaks);
}

/** `7:05` for 425 minutes; `—` for null. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

const dateParts = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dateParts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateParts.set(timeZone, f);
  }
  return f;
}

/** The store-local date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function localParts(instant: string | Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(typeof instant === 'string' ? new Date(instant) : instant)) {
    parts[p.type] = p.value;
  }
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
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
