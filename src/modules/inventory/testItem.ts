import type { Product } from '@/modules/products';
import type { InventoryItem } from './types';

/** An inventory item for tests: Tomatoes in store-1, with the fields a test changes given. */
/* eslint-disable lingui/no-unlocalized-strings -- test data (names as the mock database holds them), never shown by the app */
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

/** The product of `anItem`: Tomatoes by the crate of 6 kg from sup-001. */
export const aProduct = (over: Partial<Product> = {}): Product => ({
  id: 'prod-1',
  storeId: 'store-1',
  name: 'Tomatoes',
  sku: 'PRO-0001',
  category: 'Produce',
  supplierId: 'sup-001',
  supplierSku: 'X',
  baseUnit: 'kg',
  purchaseUnit: 'crate',
  packSize: 6,
  unitPrice: 12.5,
  currency: 'EUR',
  vatRate: 7,
  minOrderQty: 1,
  orderMultiple: 1,
  barcodes: [],
  active: true,
  ...over,
});
