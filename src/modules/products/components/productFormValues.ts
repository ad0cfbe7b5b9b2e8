import { t } from '@lingui/core/macro';
import type { ConflictOptions } from '@/components/form/conflict';
import { ProductSchema } from '../schema';
import { unitLabel } from '../units';
import { DEFAULT_CURRENCY } from '@/config/constants';
import type { Product, ProductInput } from '../types';

/** The product form's values (ProductForm.tsx) and its conflict options. */

/** The form's own shape: barcodes are typed one per line. */
export type ProductFormValues = Omit<ProductInput, 'id' | 'storeId' | 'barcodes'> & { barcodes: string };

export function toFormValues(p: Product | undefined, supplierId: string): ProductFormValues {
  if (p) {
    const { id: _id, storeId: _storeId, version: _version, barcodes, ...rest } = p;
    // A number the record lacks starts empty (NaN): the schema asks for it before saving.
    const { packSize = Number.NaN, unitPrice = Number.NaN, vatRate = Number.NaN } = rest;
    return { ...rest, packSize, unitPrice, vatRate, barcodes: barcodes.join('\n') };
  }
  return {
    name: '',
    sku: '',
    category: '',
    supplierId,
    supplierSku: '',
    baseUnit: 'piece',
    purchaseUnit: 'case',
    packSize: 1,
    unitPrice: 0,
    currency: DEFAULT_CURRENCY,
    vatRate: 7,
    minOrderQty: 1,
    orderMultiple: 1,
    barcodes: '',
    active: true,
  };
}

/** The server's current product of a 409, checked by the answer schema, as form values (issue #41). */
function readCurrent(current: unknown) {
  const parsed = ProductSchema.safeParse(current);
  return parsed.success ? { values: toFormValues(parsed.data, parsed.data.supplierId), version: parsed.data.version } : undefined;
}

/**
 * No lost update on a product (issue #41): the version the form opened with, how a 409's current
 * product is read, and the comparison naming the fields as the form does (a supplier and a unit
 * by name).
 */
export function productConflict(
  version: number | undefined,
  supplierName: (id: string) => string | undefined,
): ConflictOptions<ProductFormValues> {
  return {
    version,
    read: readCurrent,
    labels: {
      name: t`Name`,
      sku: t`SKU`,
      category: t`Category`,
      supplierId: t`Supplier`,
      supplierSku: t`Supplier's SKU`,
      barcodes: t`Barcodes`,
      purchaseUnit: t`Purchase unit`,
      packSize: t`Pack size`,
      baseUnit: t`Base unit`,
      unitPrice: t`Price per purchase unit`,
      currency: t`Currency`,
      vatRate: t`VAT rate (%)`,
      minOrderQty: t`Minimum order quantity`,
      orderMultiple: t`Order multiple`,
      active: t`Active (can be ordered)`,
    },
    format: (path, value) => {
      if (typeof value !== 'string' || value === '') return undefined;
      if (path === 'supplierId') return supplierName(value);
      if (path === 'baseUnit' || path === 'purchaseUnit') return unitLabel(value);
      return undefined;
    },
  };
}
