import { currentFormat } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intlCache';
import { formatClockTime, localDate } from '@/lib/storeTime';

/**
 * When a shift is, as the requests show it: its store-local day and times (`Fr., 27.11. 08:00–16:00`),
 * in the person's language and the app's clock style (docs/rules/i18n.md#formats).
 */
export function shiftWhen(s: { start: string; end: string }, timeZone: string): string {
  const { locale } = currentFormat();
  const f = dateTimeFormat(locale, 'request-day', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const day = f.format(new Date(`${localDate(s.start, timeZone)}T12:00:00Z`));
  return `${day} ${formatClockTime(s.start, timeZone)}–${formatClockTime(s.end, timeZone)}`;
}
