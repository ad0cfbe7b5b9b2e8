import { baseApi } from './baseApi';
import { storeListTag } from './tags';

/** The stock tag types, declared and added here, beside the tags (src/api/tags.ts): the first module to use them may be either. */
declare module '@/api/tags' {
  interface TagTypes {
    InventoryItem: true;
    InventoryHistory: true;
  }
}
baseApi.enhanceEndpoints({ addTagTypes: ['InventoryItem', 'InventoryHistory'] as const });

/**
 * Tags of a store's stock that more than one module names: the inventory endpoints provide them,
 * and a delivery booked on an order (orders) invalidates them because it raises stock. They live
 * here, below the modules, so that orders need not import inventory (inventory imports orders).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an RTK Query tag type
export const inventoryListTag = storeListTag('InventoryItem');
export const inventoryHistoryTag = (storeId: string, date: string) => ({
  type: 'InventoryHistory' as const,
  id: `${storeId}:${date}`,
});
