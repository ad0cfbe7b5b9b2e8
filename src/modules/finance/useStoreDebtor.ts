import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetStoreFinancialDetailsQuery } from '@/modules/stores/api';
import type { StoreDebtor } from './logic';

/**
 * The store's financial details (the SEPA debtor) when the user may read them (stores.write):
 * `null` when the store has none, `undefined` when they cannot be read here — then the export's
 * server check stands, and the page says so.
 */
export function useStoreDebtor(storeId: string | undefined): StoreDebtor | null | undefined {
  const query = useGetStoreFinancialDetailsQuery(storeId ? { storeId } : skipToken);
  if (query.notPermitted || !query.data) return query.isError && !query.notPermitted ? null : undefined;
  const { legalName, iban } = query.data;
  return legalName.trim() === '' && iban.trim() === '' ? null : { legalName, iban };
}
