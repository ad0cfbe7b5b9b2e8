import type { SearchResult } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { useCan } from '@/session/useCan';
import { useSearchSuppliersQuery } from './api';

const MIN_QUERY = 2;
const MAX_RESULTS = 8;

/**
 * Quick search over suppliers through `GET v1/supplier/search`. Users who may edit open the
 * supplier; read-only users land on the list filtered by the name.
 */
export function useSupplierResults(query: string): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const canWrite = useCan(PERMISSIONS.suppliersWrite);
  const { data, isFetching } = useSearchSuppliersQuery(q, { skip: q.length < MIN_QUERY });
  const results = q.length < MIN_QUERY ? [] : (data ?? []).slice(0, MAX_RESULTS).map((s) => ({
    id: s.id,
    label: s.name,
    description: [s.address.city, s.status === 'archived' ? 'archived' : ''].filter(Boolean).join(' · '),
    to: canWrite ? PATHS.supplier(s.id) : `${PATHS.suppliers}?q=${encodeURIComponent(s.name)}`,
  }));
  return { results, isFetching };
}
