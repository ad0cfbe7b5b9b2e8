import type { BaseUnit, Product, ProductInput } from './types';
import { BASE_UNITS, PURCHASE_UNITS } from './types';

/**
 * Price of one base unit: the purchase unit's price divided by the pack size
 * (a crate of 6 kg at 12.00 → 2.00 per kg). Rounded to 4 decimals so gram prices stay visible;
 * null when the pack size is not a positive number.
 */
export function pricePerBaseUnit(unitPrice: number, packSize: number): number | null {
  if (!Number.isFinite(unitPrice) || !Number.isFinite(packSize) || packSize <= 0 || unitPrice < 0) return null;
  return Math.round((unitPrice / packSize) * 10_000) / 10_000;
}

/** g and ml read better per kg and per l; other units stay as they are. */
const REFERENCE: Record<BaseUnit, { unit: string; factor: number }> = {
  piece: { unit: 'piece', factor: 1 },
  g: { unit: 'kg', factor: 1000 },
  kg: { unit: 'kg', factor: 1 },
  ml: { unit: 'l', factor: 1000 },
  l: { unit: 'l', factor: 1 },
};

/** The comparison price shown in lists (per piece, per kg or per l), rounded to the cent. */
export function referencePrice(
  unitPrice: number,
  packSize: number,
  baseUnit: BaseUnit,
): { amount: number; unit: string } | null {
  if (!Number.isFinite(unitPrice) || !Number.isFinite(packSize) || packSize <= 0 || unitPrice < 0) return null;
  const { unit, factor } = REFERENCE[baseUnit];
  return { amount: Math.round(((unitPrice * factor) / packSize) * 100) / 100, unit };
}

export interface ProductFilter {
  q?: string;
  supplierId?: string;
  category?: string;
  /** 'active' (default), 'inactive' or 'all'. */
  state?: 'active' | 'inactive' | 'all';
}

/** The products a list shows for its filters; the search matches name, SKU, supplier SKU and barcodes. */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  const q = filter.q?.trim().toLocaleLowerCase('en') ?? '';
  const state = filter.state ?? 'active';
  return products.filter(
    (p) =>
      (!filter.supplierId || p.supplierId === filter.supplierId) &&
      (!filter.category || p.category === filter.category) &&
      (state === 'all' || (state === 'active' ? p.active : !p.active)) &&
      (!q ||
        [p.name, p.sku, p.supplierSku, ...p.barcodes].some((v) => v.toLocaleLowerCase('en').includes(q))),
  );
}

/** The distinct categories, sorted. */
export function categoriesOf(products: readonly Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const hasCents = (v: number) => Math.round(v * 100) === v * 100;

export const BARCODE_PATTERN = /^[0-9]{8,14}$/;

/** Field errors of a product body (empty when valid); the form and the mock server share them. */
export function validateProduct(input: Partial<Record<keyof ProductInput, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (!text(input.name)) errors.name = 'Name is required.';
  if (!text(input.storeId)) errors.storeId = 'Store is required.';
  if (!text(input.supplierId)) errors.supplierId = 'Choose a supplier.';
  if (!text(input.category)) errors.category = 'Category is required.';
  if (!BASE_UNITS.includes(input.baseUnit as BaseUnit)) errors.baseUnit = 'Choose a base unit.';
  if (!PURCHASE_UNITS.includes(input.purchaseUnit as (typeof PURCHASE_UNITS)[number])) {
    errors.purchaseUnit = 'Choose a purchase unit.';
  }
  if (!isNumber(input.packSize) || input.packSize <= 0) errors.packSize = 'Pack size must be more than 0.';
  if (!isNumber(input.unitPrice) || input.unitPrice < 0 || !hasCents(input.unitPrice)) {
    errors.unitPrice = 'Enter a price of 0 or more with at most 2 decimals.';
  }
  if (!/^[A-Z]{3}$/.test(text(input.currency))) errors.currency = 'Enter a three-letter currency code.';
  if (!isNumber(input.vatRate) || input.vatRate < 0 || input.vatRate > 100) errors.vatRate = 'Enter a VAT rate from 0 to 100.';
  if (!isNumber(input.minOrderQty) || !Number.isInteger(input.minOrderQty) || input.minOrderQty < 1) {
    errors.minOrderQty = 'Enter a whole number of 1 or more.';
  }
  if (!isNumber(input.orderMultiple) || !Number.isInteger(input.orderMultiple) || input.orderMultiple < 1) {
    errors.orderMultiple = 'Enter a whole number of 1 or more.';
  }
  const barcodes = input.barcodes;
  if (!Array.isArray(barcodes) || barcodes.some((b) => typeof b !== 'string' || !BARCODE_PATTERN.test(b))) {
    errors.barcodes = 'Barcodes are 8 to 14 digits, one per line.';
  }
  if (typeof input.active !== 'boolean') errors.active = 'Active must be true or false.';
  return errors;
}
