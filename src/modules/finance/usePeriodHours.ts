import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { addDays } from '@/lib/format';
import { useCan, useMayCall } from '@/session/useCan';
import { timeEntriesApi, timeEntryContract, type TimeEntry, workedMinutes } from '@/modules/time-entries';
import { MAX_POOL_DAYS } from './schema';
import type { DayHours } from './useDayHours';

const endpoint = timeEntriesApi.endpoints.getTimeEntryHistory;

/** The days from `start` to `end`, inclusive; none when the range is not one or too long. */
export function daysOf(start: string, end: string): string[] {
  if (!start || !end || start > end) return [];
  const days: string[] = [];
  for (let day = start; day <= end && days.length <= MAX_POOL_DAYS; day = addDays(day, 1)) days.push(day);
  return days.length > MAX_POOL_DAYS ? [] : days;
}

/**
 * Approved hours per person (issue 31: "worked" means approved): the worked minutes of each
 * approved, closed entry, summed per person and then rounded once to hundredths of an hour.
 * Entries still pending (open, submitted) or rejected count nowhere.
 */
export function approvedHours(
  entries: readonly Pick<TimeEntry, 'userId' | 'status' | 'clockIn' | 'clockOut' | 'breaks'>[],
): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const e of entries) {
    if (e.status !== 'approved' || !e.userId) continue;
    const worked = workedMinutes(e);
    if (worked !== null && worked > 0) minutes.set(e.userId, (minutes.get(e.userId) ?? 0) + worked);
  }
  return new Map([...minutes].map(([userId, m]) => [userId, Math.round((m / 60) * 100) / 100]));
}

/**
 * Approved hours of a tip pool's period, read day by day through the time-entry history (the
 * spec's call; everyone's entries need time_entry.read besides the history's time_entry.write).
 * Without either, or without approved hours, the form says so and the hours stay typeable.
 */
export function usePeriodHours(storeId: string, start: string, end: string): DayHours {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const mayCall = useMayCall(timeEntryContract.getTimeEntryHistory);
  const mayReadAll = useCan('time_entry.read');
  const allowed = mayCall && mayReadAll && storeId !== '';
  const key = daysOf(start, end).join('|');
  useEffect(() => {
    if (!allowed || key === '') return undefined;
    const subscriptions = key.split('|').map((date) => dispatch(endpoint.initiate({ storeId, date })));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [allowed, dispatch, key, storeId]);
  const selectors = useMemo(() => (key === '' ? [] : key.split('|').map((date) => endpoint.select({ storeId, date }))), [key, storeId]);
  const results = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);
  return useMemo((): DayHours => {
    if (key === '')
      return { isLoading: false, source: 'none', hours: new Map(), reason: t`Choose the period’s first and last day (at most 31 days).` };
    if (!allowed)
      return {
        isLoading: false,
        source: 'none',
        hours: new Map(),
        reason: t`Hours are not available: you may not read everyone’s time entries.`,
      };
    if (results.some((r) => r.isUninitialized || r.isLoading)) return { isLoading: true, source: 'none', hours: new Map() };
    if (results.some((r) => r.isError))
      return { isLoading: false, source: 'none', hours: new Map(), reason: t`The time entries of the period could not be read.` };
    const hours = approvedHours(results.flatMap((r) => r.data ?? []));
    if (hours.size === 0) return { isLoading: false, source: 'none', hours, reason: t`No approved hours in this period.` };
    return { isLoading: false, source: 'approved', hours };
  }, [allowed, key, results, t]);
}
