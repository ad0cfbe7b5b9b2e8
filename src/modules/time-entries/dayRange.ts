import { addDays } from '@/lib/format';
import { dayCount } from '@/lib/storeTime';

/** At most this many days in one report or review (one time-entry history call per day). */
export const MAX_REPORT_DAYS = 31;

/** The days of a range, or null when it is reversed or longer than MAX_REPORT_DAYS. */
export function daysOfRange(startDate: string, endDate: string): string[] | null {
  const count = dayCount(startDate, endDate) + 1;
  if (count < 1 || count > MAX_REPORT_DAYS) return null;
  return Array.from({ length: count }, (_, i) => addDays(startDate, i));
}
