import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { useMayCall } from '@/session/useCan';
import { financeApi, financeContract } from './api';
import type { UserFinancialDetails } from './types';

const endpoint = financeApi.endpoints.getUserFinancialDetails;

/**
 * The financial details of several people at once (the SEPA check needs every payee's), through
 * the same cache entries as the per-person hook: subscribed while the caller shows them, so they
 * are dropped as soon as it goes (`keepUnusedDataFor: 0`). Calls nothing without tip.write.
 */
export function useFinancialDetailsOf(userIds: readonly string[]): {
  details: ReadonlyMap<string, UserFinancialDetails | undefined>;
  isLoading: boolean;
  isError: boolean;
} {
  const dispatch = useAppDispatch();
  const allowed = useMayCall(financeContract.getUserFinancialDetails);
  const key = [...userIds].sort().join('|');
  useEffect(() => {
    if (!allowed || key === '') return undefined;
    const subscriptions = key.split('|').map((userId) => dispatch(endpoint.initiate(userId)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [allowed, dispatch, key]);
  // One memoised selector per person, so an unchanged entry is the same object between renders.
  const selectors = useMemo(() => (key === '' ? [] : key.split('|').map((userId) => endpoint.select(userId))), [key]);
  const entries = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);
  return useMemo(() => {
    const details = new Map<string, UserFinancialDetails | undefined>();
    const ids = key === '' ? [] : key.split('|');
    ids.forEach((userId, i) => details.set(userId, entries[i]?.data));
    return {
      details,
      isLoading: allowed && entries.some((e) => e.isUninitialized || e.isLoading),
      isError: entries.some((e) => e.isError),
    };
  }, [allowed, entries, key]);
}
