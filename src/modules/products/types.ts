/** Product (domain.md). Belongs to one store. */
export const BASE_UNITS = ['piece', 'g', 'kg', 'ml', 'l'] as const;
export const PURCHASE_UNITS = ['case', 'box', 'bag', 'bottle', 'crate', 'piece'] as const;

export type BaseUnit = (typeof BASE_UNITS)[number];
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

export interface Product {
  id: string;
  storeId: string;
  name: string;
  sku: string;
  category: string;
  supplierId: string;
  supplierSku: string;
  baseUnit: BaseUnit;
  purchaseUnit: PurchaseUnit;
  /** Base units per purchase unit. */
  packSize: number;
  /** Price per purchase unit, major units. */
  unitPrice: number;
  currency: string;
  /** Percent, e.g. 7 or 19. */
  vatRate: number;
  minOrderQty: number;
  orderMultiple: number;
  barcodes: string[];
  active: boolean;
}

/** `POST v1/product`: with an id it updates, without one it creates (decisions.md). */
export type ProductInput = Omit<Product, 'id'> & { id?: string };
