import { t } from '@lingui/core/macro';
import type { SearchResult } from '@/lib/appModule';
import { PATHS } from './paths';
import { storeSearchArg, storeSearchResults } from '@/lib/storeSearch';
import { useGetProductsQuery } from './api';
import { filterProducts } from './logic';

/**
 * Quick search over the current store's products. The spec has no product search call, so it
 * filters the cached store list (one request per store, shared with the product pages).
 */
export function useProductResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const { data, isFetching } = useGetProductsQuery(storeSearchArg(q, storeId));
  // The product list's own filter picks the rows (name, SKU, category; any state).
  const results = storeSearchResults(
    q,
    filterProducts(data ?? [], { q, state: 'all' }),
    () => true,
    (p) => ({
      id: p.id,
      label: p.name,
      description: [p.sku, p.category, p.active ? '' : t`inactive`].filter(Boolean).join(' · '),
      to: PATHS.product(p.id),
    }),
  );
  return { results, isFetching };
}
