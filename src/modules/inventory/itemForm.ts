import type { Product } from '@/modules/products';
import { STORAGE_AREAS, type InventoryItem, type InventoryItemInput } from './types';

/**
 * The item form's values: the input body without the store; no product or supplier is ''.
 * Numbers are null while empty and NaN while the typed text is wrong (the form kit's
 * NumberInput), so the input schema refuses both before anything is sent.
 */
export type ItemFormValues = Omit<InventoryItemInput, 'storeId' | 'productId' | 'supplierId' | NumberField> & {
  productId: string;
  supplierId: string;
} & Record<NumberField, number | null>;

type NumberField = 'countOrder' | 'amount' | 'parLevel' | 'minAmount' | 'unitCost';

export const EMPTY_ITEM_VALUES: ItemFormValues = {
  name: '',
  productId: '',
  supplierId: '',
  category: '',
  storageArea: STORAGE_AREAS[0],
  countOrder: 0,
  unit: '',
  amount: 0,
  parLevel: null,
  minAmount: null,
  unitCost: null,
  active: true,
};

/** The form's field names: server field errors outside them stay in the message. */
export const ITEM_FIELDS = Object.keys(EMPTY_ITEM_VALUES);

export function toItemValues(item: InventoryItem): ItemFormValues {
  return {
    name: item.name,
    productId: item.productId ?? '',
    supplierId: item.supplierId ?? '',
    category: item.category,
    storageArea: item.storageArea,
    // A figure the record lacks starts empty: the schema asks for it before saving.
    countOrder: item.countOrder ?? null,
    unit: item.unit,
    amount: item.amount ?? null,
    parLevel: item.parLevel ?? null,
    minAmount: item.minAmount ?? null,
    unitCost: item.unitCost ?? null,
    active: item.active,
  };
}

/** An empty field is NaN for the schema ("Enter a number of 0 or more."), like a wrong one. */
const num = (v: number | null) => v ?? Number.NaN;

export function toItemInput(v: ItemFormValues, storeId: string): InventoryItemInput {
  return {
    storeId,
    productId: v.productId || null,
    supplierId: v.supplierId || null,
    name: v.name.trim(),
    category: v.category.trim(),
    storageArea: v.storageArea,
    countOrder: num(v.countOrder),
    unit: v.unit.trim(),
    amount: num(v.amount),
    parLevel: num(v.parLevel),
    minAmount: num(v.minAmount),
    unitCost: num(v.unitCost),
    active: v.active,
  };
}

/**
 * Linking a product fills what the item takes from it, keeping what was typed: name, category,
 * unit (the purchase unit) and cost when empty; the supplier always follows the product.
 */
export function fromProduct(
  v: Pick<ItemFormValues, 'name' | 'category' | 'unit' | 'unitCost'>,
  product: Pick<Product, 'name' | 'category' | 'purchaseUnit' | 'unitPrice' | 'supplierId'>,
): Partial<ItemFormValues> {
  return {
    ...(v.name.trim() ? {} : { name: product.name }),
    ...(v.category.trim() ? {} : { category: product.category }),
    ...(v.unit.trim() ? {} : { unit: product.purchaseUnit }),
    ...(v.unitCost === null && product.unitPrice !== undefined ? { unitCost: product.unitPrice } : {}),
    supplierId: product.supplierId,
  };
}

/** The storage areas offered: the usual ones, plus the item's own when it is another. */
export function storageAreaOptions(current: string): string[] {
  return (STORAGE_AREAS as readonly string[]).includes(current) ? [...STORAGE_AREAS] : [...STORAGE_AREAS, current];
}
