import { t } from '@lingui/core/macro';
import type { SearchResult } from '@/lib/appModule';
import { PATHS } from './paths';
import { matchesSearch } from '@/lib/normalise';
import { storeSearchArg, storeSearchResults } from '@/lib/storeSearch';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemsQuery } from './api';
import { storageAreaLabel } from './storageAreas';

/** Quick search over the current store's inventory items by name (the overview's cached list). */
export function useInventoryResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const q = query.trim();
  const canOpen = useCan('inventory.read');
  const { data, isFetching } = useGetInventoryItemsQuery(storeSearchArg(q, storeId));
  const results = storeSearchResults(
    q,
    data,
    (item) => matchesSearch(q, item.name),
    (item) => ({
      id: item.id,
      label: item.name,
      description: [item.category, storageAreaLabel(item.storageArea), item.active ? '' : t`inactive`].filter(Boolean).join(' · '),
      to: canOpen ? PATHS.inventoryItem(item.id) : `${PATHS.inventory}?q=${encodeURIComponent(item.name)}`,
    }),
  );
  return { results, isFetching };
}
