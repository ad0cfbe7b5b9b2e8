import { storeListTag } from './tags';

/**
 * Tags of a store's stock that more than one module names: the inventory endpoints provide them,
 * and a delivery booked on an order (orders) invalidates them because it raises stock. They live
 * here, below the modules, so that orders need not import inventory (inventory imports orders).
 */
export const inventoryListTag = storeListTag('InventoryItem');
export const inventoryHistoryTag = (storeId: string, date: string) => ({
  type: 'InventoryHistory' as const,
  id: `${storeId}:${date}`,
});
