import type { InventoryItem } from './types';

/** An inventory item for tests: Tomatoes in store-1, with the fields a test changes given. */
export const anItem = (over: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 'inv-1',
  storeId: 'store-1',
  productId: 'prod-1',
  supplierId: 'sup-001',
  name: 'Tomatoes',
  category: 'Produce',
  storageArea: 'Walk-in cooler',
  countOrder: 10,
  unit: 'crate',
  amount: 5,
  parLevel: 10,
  minAmount: 3,
  unitCost: 12.5,
  active: true,
  lastCountedAt: null,
  ...over,
});
