import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetStoreFinancialDetailsQuery } from '@/modules/stores';
import type { StoreDebtor } from './sepaChecks';
import { getErrorStatus, isNotPermitted } from '@/api/errors';

/**
 * The store's financial details (the SEPA debtor) as the export panel needs them:
 * - `hidden`: the user may not read them (stores.write) — the export's server check stands;
 * - `loading`, then `ok` with the debtor, or `missing` (empty texts or 404: none on file);
 * - `unreadable`: the call failed (500, offline) — not the same as missing: the panel says so
 *   and offers `retry` (issue 29).
 */
export type StoreDebtorState =
  { state: 'hidden' | 'loading' | 'missing' } | { state: 'unreadable'; retry: () => void } | { state: 'ok'; debtor: StoreDebtor };

export function useStoreDebtor(storeId: string | undefined): StoreDebtorState {
  const query = useGetStoreFinancialDetailsQuery(storeId ? { storeId } : skipToken);
  if (isNotPermitted(query.error) || !storeId) return { state: 'hidden' };
  if (query.isError) {
    const status = getErrorStatus(query.error) ?? null;
    if (status === 404) return { state: 'missing' };
    return { state: 'unreadable', retry: () => void query.refetch() };
  }
  if (!query.data) return { state: 'loading' };
  const { legalName, iban, bic } = query.data;
  return legalName.trim() === '' && iban.trim() === '' ? { state: 'missing' } : { state: 'ok', debtor: { legalName, iban, bic } };
}

/** What the blockers check of the store: `undefined` when it cannot be judged here. */
export function debtorForChecks(store: StoreDebtorState): StoreDebtor | null | undefined {
  if (store.state === 'ok') return store.debtor;
  return store.state === 'missing' ? null : undefined;
}
