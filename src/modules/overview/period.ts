import { addDays } from '@/lib/format';
import { startOfWeekOf, type WeekStartsOn } from '@/lib/storeTime';

/** The overview's periods (issue #46): a week (from the week's first day) or a calendar month, and the one before it. */
export type PeriodKind = 'week' | 'month';

export interface Period {
  startDate: string;
  endDate: string;
}

export interface Periods {
  current: Period;
  previous: Period;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  return addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1);
};

/** The period holding `day`, and the period before it. */
export function periodsOf(kind: PeriodKind, day: string, weekStartsOn: WeekStartsOn = 1): Periods {
  if (kind === 'week') {
    const start = startOfWeekOf(day, weekStartsOn);
    return {
      current: { startDate: start, endDate: addDays(start, 6) },
      previous: { startDate: addDays(start, -7), endDate: addDays(start, -1) },
    };
  }
  const start = monthStart(day);
  const previousEnd = addDays(start, -1);
  return { current: { startDate: start, endDate: monthEnd(day) }, previous: { startDate: monthStart(previousEnd), endDate: previousEnd } };
}

/** Every day of a period, in order. */
export function daysOf({ startDate, endDate }: Period): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The next period's anchor day (`step` 1) or the previous one's (-1). */
export function shiftPeriod(kind: PeriodKind, day: string, step: 1 | -1, weekStartsOn: WeekStartsOn = 1): string {
  const { current, previous } = periodsOf(kind, day, weekStartsOn);
  return step === -1 ? previous.startDate : addDays(current.endDate, 1);
}
