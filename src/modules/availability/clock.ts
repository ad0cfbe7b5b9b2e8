import { currentFormat } from '@/lib/format';

/** The person's first day of the week (0 = Sunday … 6), for lists of weekdays that are a display choice (not the store's shift week). */
export const firstWeekday = (): number => currentFormat().firstDayOfWeek % 7;
