import type { AvailabilityVersion, ShiftNotes } from '@/modules/availability/types';
import { wallMinutes, weekdayOf } from './calendar';

/**
 * When a person can work on a day, as the demo server's scheduler reads their availability: a
 * day is 1440 minutes; the weekly ranges of that weekday open minutes (unavailable ones close
 * them again), then the day's exceptions in order close (time off) or open (extra availability).
 */

export const WHOLE_DAY = { start: '00:00', end: '24:00' } as const;

export interface OpenHours {
  available: boolean;
  /** The open stretches of the day, `HH:mm` to `HH:mm` (`24:00` for midnight at the end). */
  ranges: { start: string; end: string }[];
}

const MINUTES_A_DAY = 24 * 60;

/** The version of a person's availability that counts: the approved one (none while only a request exists). */
export const versionInForce = (notes: ShiftNotes | undefined): AvailabilityVersion | null =>
  notes?.approved ?? (notes?.status === 'approved' ? notes : null);

function mark(minutes: boolean[], range: { start?: string; end?: string }, open: boolean): void {
  const from = wallMinutes(range.start ?? '');
  const to = wallMinutes(range.end ?? '');
  if (!(to > from)) return; // NaN or an empty range marks nothing
  minutes.fill(open, from, to);
}

const hhmm = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function openHoursOn(version: Pick<AvailabilityVersion, 'weekly' | 'exceptions'> | null | undefined, day: string): OpenHours {
  if (!version) return { available: false, ranges: [] };
  const minutes = new Array<boolean>(MINUTES_A_DAY).fill(false);
  const weekly = version.weekly.filter((range) => range.weekday === weekdayOf(day));
  weekly.filter((range) => range.kind !== 'unavailable').forEach((range) => mark(minutes, range, true));
  weekly.filter((range) => range.kind === 'unavailable').forEach((range) => mark(minutes, range, false));
  for (const exception of version.exceptions) {
    if (exception.date === day) mark(minutes, exception.allDay ? WHOLE_DAY : exception, exception.kind !== 'time_off');
  }
  const ranges: OpenHours['ranges'] = [];
  let runStart = -1;
  for (let minute = 0; minute <= MINUTES_A_DAY; minute += 1) {
    const open = minute < MINUTES_A_DAY && minutes[minute] === true;
    if (open && runStart < 0) runStart = minute;
    if (!open && runStart >= 0) {
      ranges.push({ start: hhmm(runStart), end: hhmm(minute) });
      runStart = -1;
    }
  }
  return { available: ranges.length > 0, ranges };
}

/** Whether one open stretch holds the whole of `from`–`to` (minutes after midnight). */
export const openThroughout = (day: OpenHours, from: number, to: number): boolean =>
  day.ranges.some((range) => wallMinutes(range.start) <= from && wallMinutes(range.end) >= to);
