import { currentFormat, formatWeekday } from '@/lib/format';
import { formatClockTime } from '@/lib/storeTime';

/**
 * A store-local wall time `HH:mm` (availability ranges, staffing windows) in the app's one clock
 * style (docs/rules/i18n.md#formats): `07:00` or `7:00 AM` where the browser's region asks for it.
 * `24:00` ends a range at midnight. Anything else is shown as it is.
 */
export function formatWallTime(time: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(time)) return time;
  if (time === '24:00') return currentFormat().hour12 ? formatClockTime('2000-01-02T00:00:00Z', 'UTC') : time;
  return formatClockTime(`2000-01-01T${time}:00Z`, 'UTC');
}

/** A range of two wall times, `07:00–15:00`. */
export const formatWallRange = (start: string, end: string): string => `${formatWallTime(start)}–${formatWallTime(end)}`;

/** A weekday's name (0 = Sunday … 6 = Saturday) in the active language: `Monday`, `Montag`. */
export const weekdayName = (weekday: number): string => formatWeekday(weekday);

/** The person's first day of the week (0 = Sunday … 6), for lists of weekdays that are a display choice (not the store's shift week). */
export const firstWeekday = (): number => currentFormat().firstDayOfWeek % 7;
