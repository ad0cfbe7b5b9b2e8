import { t } from '@lingui/core/macro';
import type { SearchResult } from '@/lib/appModule';
import { PATHS } from './paths';
import { useSearchSuppliersQuery } from './api';

const MIN_QUERY = 2;
const MAX_RESULTS = 8;

/** Quick search over suppliers through `GET v1/supplier/search`; a result opens the supplier (read-only without suppliers.write). */
export function useSupplierResults(query: string): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const { data, isFetching } = useSearchSuppliersQuery(q, { skip: q.length < MIN_QUERY });
  const results =
    q.length < MIN_QUERY
      ? []
      : (data ?? []).slice(0, MAX_RESULTS).map((s) => ({
          id: s.id,
          label: s.name,
          description: [s.address.city, s.status === 'archived' ? t`archived` : ''].filter(Boolean).join(' · '),
          to: PATHS.supplier(s.id),
        }));
  return { results, isFetching };
}
