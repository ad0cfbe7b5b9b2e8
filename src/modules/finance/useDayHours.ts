import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useCan } from '@/session/useCan';
import { useGetShiftsQuery } from '@/modules/shifts';
import { useGetTimeEntryHistoryQuery, workedMinutes } from '@/modules/time-entries';
import { isNotPermitted } from '@/api/errors';

/**
 * Hours worked by each person on a store-local day, for "distribute by hours": the day's
 * closed time entries, or the planned shifts when there are none. Each source is read only
 * with its permission (everyone's entries need time_entry.read as well as the history's
 * time_entry.write; shifts need shift.read); without any, the page says hours are not available.
 */
type HoursSource = 'entries' | 'shifts' | 'approved' | 'none';

export interface DayHours {
  isLoading: boolean;
  source: HoursSource;
  hours: ReadonlyMap<string, number>;
  /** Why there are no hours (shown on screen). */
  reason?: string;
}

const round2 = (hours: number) => Math.round(hours * 100) / 100;

export function useDayHours(storeId: string, date: string): DayHours {
  const { t } = useLingui();
  const mayReadEntries = useCan('time_entry.read');
  const entries = useGetTimeEntryHistoryQuery(storeId && date && mayReadEntries ? { storeId, date } : skipToken);
  const entriesUsable = mayReadEntries && !isNotPermitted(entries.error);
  const fromEntries = useMemo(() => {
    const hours = new Map<string, number>();
    for (const e of entries.data ?? []) {
      const minutes = workedMinutes(e);
      if (minutes !== null && minutes > 0) hours.set(e.userId, (hours.get(e.userId) ?? 0) + minutes / 60);
    }
    return new Map([...hours].map(([userId, h]) => [userId, round2(h)]));
  }, [entries.data]);
  const entriesSettled = !entriesUsable || entries.isSuccess || entries.isError;
  const needShifts = entriesSettled && fromEntries.size === 0;
  const shifts = useGetShiftsQuery(storeId && date && needShifts ? { storeId, startDate: date, endDate: date } : skipToken);
  const fromShifts = useMemo(() => {
    const hours = new Map<string, number>();
    for (const s of shifts.data ?? []) {
      if (!s.userId || s.status === 'cancelled') continue;
      const minutes = (Date.parse(s.end) - Date.parse(s.start)) / 60_000 - s.breakMinutes;
      if (minutes > 0) hours.set(s.userId, (hours.get(s.userId) ?? 0) + minutes / 60);
    }
    return new Map([...hours].map(([userId, h]) => [userId, round2(h)]));
  }, [shifts.data]);

  if (!entriesSettled || (needShifts && shifts.isLoading)) return { isLoading: true, source: 'none', hours: new Map() };
  if (fromEntries.size > 0) return { isLoading: false, source: 'entries', hours: fromEntries };
  if (fromShifts.size > 0) return { isLoading: false, source: 'shifts', hours: fromShifts };
  const mayReadNone = !entriesUsable && isNotPermitted(shifts.error);
  return {
    isLoading: false,
    source: 'none',
    hours: new Map(),
    reason: mayReadNone
      ? t`Hours are not available: you may not read time entries or shifts.`
      : t`Hours are not available: no time entries or shifts on this day.`,
  };
}
