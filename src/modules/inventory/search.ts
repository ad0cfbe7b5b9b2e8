import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SearchResult } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { matchesSearch } from '@/lib/normalise';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemsQuery } from './api';

const MIN_QUERY = 2;
const MAX_RESULTS = 8;

/** Quick search over the current store's inventory items by name (the overview's cached list). */
export function useInventoryResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const canOpen = useCan(routeRule('/inventory/:inventoryId').permission);
  const { data, isFetching } = useGetInventoryItemsQuery(storeId && q.length >= MIN_QUERY ? { storeId } : skipToken);
  const results =
    q.length < MIN_QUERY
      ? []
      : (data ?? [])
          .filter((item) => matchesSearch(q, item.name))
          .slice(0, MAX_RESULTS)
          .map((item) => ({
            id: item.id,
            label: item.name,
            description: [item.category, item.storageArea, item.active ? '' : 'inactive'].filter(Boolean).join(' · '),
            to: canOpen ? PATHS.inventoryItem(item.id) : `${PATHS.inventory}?q=${encodeURIComponent(item.name)}`,
          }));
  return { results, isFetching };
}
