import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector, type AppState } from '@/lib/storeHooks';
import { timeEntriesApi } from './api';
import type { TimeEntry } from './types';

const history = () => timeEntriesApi.endpoints.getTimeEntryHistory;

/**
 * The time entries of several store-local days: one history call per day (the contract has no
 * range call), each a normal cache entry, so a saved time entry refreshes them (TimeEntry tag).
 * `enabled` must be false unless the user may read everyone's entries (time_entry.read).
 */
export function useEntriesOfDays(storeId: string, days: readonly string[], enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || !storeId) return undefined;
    const subscriptions = days.map((date) => dispatch(history().initiate({ storeId, date })));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, storeId, days, enabled]);

  // One result per day; the combined list keeps its identity while no day's entry changed.
  const select = useMemo(() => {
    const each = days.map((date) => history().select({ storeId, date }));
    return createSelector([(state: AppState) => each.map((s) => s(state))], (results) => [...results], {
      memoizeOptions: { resultEqualityCheck: shallowEqual },
      devModeChecks: { inputStabilityCheck: 'never' },
    });
  }, [days, storeId]);
  const results = useAppSelector(select);

  const refetch = useCallback(() => {
    for (const date of days) void dispatch(history().initiate({ storeId, date }, { forceRefetch: true, subscribe: false }));
  }, [dispatch, days, storeId]);

  return useMemo(() => {
    if (!enabled) return { entries: null, isLoading: false, error: undefined, refetch };
    const error = results.find((r) => r.isError)?.error;
    const isLoading = !error && results.some((r) => !r.isSuccess);
    const entries: TimeEntry[] | null = isLoading || error ? null : results.flatMap((r) => r.data ?? []);
    return { entries, isLoading, error, refetch };
  }, [enabled, results, refetch]);
}
