import { currentFormat } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intlCache';
import { formatClockTime } from '@/lib/storeTime';

/**
 * What the planner shows of times and days, in the person's language and the app's one clock
 * style (docs/rules/i18n.md#formats): a shift's times in the store's time zone (`09:00–13:00`, or
 * `9:00 AM–1:00 PM` where the browser's region asks for it) and a day's short label (`Mo., 23.11.`).
 */
export const clockRange = (s: { start: string; end: string }, timeZone: string): string =>
  `${formatClockTime(s.start, timeZone)}–${formatClockTime(s.end, timeZone)}`;

/** A store-local day `YYYY-MM-DD` as the planner's columns show it. */
export function dayLabel(day: string): string {
  const { locale } = currentFormat();
  const f = dateTimeFormat(locale, 'planner-day', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return f.format(new Date(`${day}T12:00:00Z`));
}
