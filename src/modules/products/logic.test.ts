import { describe, expect, it } from 'vitest';
import { categoriesOf, filterProducts, pricePerBaseUnit, referencePrice, validateProduct } from './logic';
import type { Product } from './types';

const base: Product = {
  id: 'p1',
  storeId: 'store-1',
  name: 'Tomatoes',
  sku: 'PRO-0001',
  category: 'Produce',
  supplierId: 'sup-001',
  supplierSku: 'X-1',
  baseUnit: 'kg',
  purchaseUnit: 'crate',
  packSize: 6,
  unitPrice: 12,
  currency: 'EUR',
  vatRate: 7,
  minOrderQty: 1,
  orderMultiple: 1,
  barcodes: ['4001234567890'],
  active: true,
};

describe('price per base unit', () => {
  it('divides the purchase-unit price by the pack size', () => {
    expect(pricePerBaseUnit(12, 6)).toBe(2);
    expect(pricePerBaseUnit(10, 3)).toBe(3.3333);
    expect(pricePerBaseUnit(7.5, 500)).toBe(0.015);
  });
  it('has no value for a missing or non-positive pack size or a negative price', () => {
    expect(pricePerBaseUnit(12, 0)).toBeNull();
    expect(pricePerBaseUnit(12, -1)).toBeNull();
    expect(pricePerBaseUnit(12, Number.NaN)).toBeNull();
    expect(pricePerBaseUnit(-1, 2)).toBeNull();
  });
  it('shows g per kg and ml per l, rounded to the cent', () => {
    expect(referencePrice(7.5, 500, 'g')).toEqual({ amount: 15, unit: 'kg' });
    expect(referencePrice(8.99, 1000, 'ml')).toEqual({ amount: 8.99, unit: 'l' });
    expect(referencePrice(10, 3, 'piece')).toEqual({ amount: 3.33, unit: 'piece' });
    expect(referencePrice(10, 0, 'kg')).toBeNull();
  });
});

describe('filters', () => {
  const rows: Product[] = [
    base,
    { ...base, id: 'p2', name: 'Whole milk', category: 'Dairy', supplierId: 'sup-004', sku: 'DAI-1', barcodes: [] },
    { ...base, id: 'p3', name: 'Old tomatoes', active: false },
  ];
  it('filters by supplier, category, state and search text (name, SKU, barcode)', () => {
    expect(filterProducts(rows, {}).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(filterProducts(rows, { state: 'inactive' }).map((p) => p.id)).toEqual(['p3']);
    expect(filterProducts(rows, { state: 'all', q: 'TOMA' }).map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(filterProducts(rows, { q: 'dai-1' }).map((p) => p.id)).toEqual(['p2']);
    expect(filterProducts(rows, { q: '4001234' }).map((p) => p.id)).toEqual(['p1']);
    expect(filterProducts(rows, { supplierId: 'sup-004' }).map((p) => p.id)).toEqual(['p2']);
    expect(filterProducts(rows, { category: 'Produce', state: 'all' }).map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(categoriesOf(rows)).toEqual(['Dairy', 'Produce']);
  });
});

describe('product validation', () => {
  it('accepts a complete product', () => {
    expect(validateProduct(base)).toEqual({});
  });
  it('accepts prices whose cents a float cannot hold exactly (0.29, 1.13: the shared cent rule reads the decimal text)', () => {
    expect(validateProduct({ ...base, unitPrice: 0.29 })).toEqual({});
    expect(validateProduct({ ...base, unitPrice: 1.13 })).toEqual({});
  });
  it('reports each bad field', () => {
    expect(
      validateProduct({ ...base, name: ' ', packSize: 0, unitPrice: 1.005, baseUnit: 'cup', barcodes: ['12'], minOrderQty: 0 }),
    ).toEqual({
      name: 'Name is required.',
      packSize: 'Pack size must be more than 0.',
      unitPrice: 'Enter a price of 0 or more with at most 2 decimals.',
      baseUnit: 'Choose a base unit.',
      barcodes: 'Barcodes are 8 to 14 digits, one per line.',
      minOrderQty: 'Enter a whole number of 1 or more.',
    });
  });
});
