import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SearchResult } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { useGetProductsQuery } from './api';
import { filterProducts } from './logic';

const MIN_QUERY = 2;
const MAX_RESULTS = 8;

/**
 * Quick search over the current store's products. The spec has no product search call, so it
 * filters the cached store list (one request per store, shared with the product pages).
 */
export function useProductResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const { data, isFetching } = useGetProductsQuery(storeId && q.length >= MIN_QUERY ? { storeId } : skipToken);
  const results =
    q.length < MIN_QUERY
      ? []
      : filterProducts(data ?? [], { q, state: 'all' })
          .slice(0, MAX_RESULTS)
          .map((p) => ({
            id: p.id,
            label: p.name,
            description: [p.sku, p.category, p.active ? '' : 'inactive'].filter(Boolean).join(' · '),
            to: PATHS.product(p.id),
          }));
  return { results, isFetching };
}
