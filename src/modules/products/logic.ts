import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { normalise } from '@/lib/normalise';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { ProductInputSchema } from './schema';
import type { BaseUnit, Product } from './types';
import { unitLabel } from './units';

/**
 * Price of one base unit: the purchase unit's price divided by the pack size
 * (a crate of 6 kg at 12.00 → 2.00 per kg). Rounded to 4 decimals so gram prices stay visible;
 * null when the pack size is not a positive number.
 */
export function pricePerBaseUnit(unitPrice: number | undefined, packSize: number | undefined): number | null {
  if (unitPrice === undefined || packSize === undefined) return null;
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
  unitPrice: number | undefined,
  packSize: number | undefined,
  baseUnit: BaseUnit,
): { amount: number; unit: string } | null {
  if (unitPrice === undefined || packSize === undefined) return null;
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
  const q = normalise(filter.q?.trim() ?? '');
  const state = filter.state ?? 'active';
  return products.filter(
    (p) =>
      (!filter.supplierId || p.supplierId === filter.supplierId) &&
      (!filter.category || p.category === filter.category) &&
      (state === 'all' || (state === 'active' ? p.active : !p.active)) &&
      (!q || [p.name, p.sku, p.supplierSku, ...p.barcodes].some((v) => normalise(v).includes(q))),
  );
}

/** The distinct categories, sorted. */
export function categoriesOf(products: readonly Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/**
 * Field errors of a product body (empty when valid), from the one input schema: the form and
 * the mock server apply the same rules.
 */
export function validateProduct(input: unknown): Record<string, string> {
  return fieldErrorsOf(ProductInputSchema, input);
}

/** "crate of 6 kg" ("Kiste mit 6 kg" in German). */
export function packLabel(p: Pick<Product, 'purchaseUnit' | 'packSize' | 'baseUnit'>): string {
  const unit = unitLabel(p.purchaseUnit);
  const size = formatNumber(p.packSize);
  const base = unitLabel(p.baseUnit);
  return t`${unit} of ${size} ${base}`;
}
