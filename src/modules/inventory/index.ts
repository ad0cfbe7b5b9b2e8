/**
 * The inventory module's public entry: what other modules use from it.
 * Direction: inventory imports orders, products and suppliers (through their entries); none of
 * them imports inventory. The stock tags a delivery refreshes live in src/api/stockTags.ts.
 */
export { useGetInventoryItemsQuery } from './api';
export { stockState } from './stockLevels';
export type { InventoryItem } from './types';
export { PATHS as INVENTORY_PATHS } from './paths';
export { INVENTORY_MESSAGES } from './messages';
export { valueByCategory } from './inventoryList';
