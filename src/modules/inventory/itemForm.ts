import { decimalOrNaN, decimalText } from '@/lib/decimal';
import { STORAGE_AREAS, type InventoryItem, type InventoryItemInput } from './types';

/** The item form's values (typed text) and their conversion to the input body (itemForm.test.ts). */

export interface ItemFormValues {
  name: string;
  productId: string;
  supplierId: string;
  category: string;
  storageArea: string;
  countOrder: string;
  unit: string;
  amount: string;
  parLevel: string;
  minAmount: string;
  unitCost: string;
  active: boolean;
}

export const EMPTY_ITEM_VALUES: ItemFormValues = {
  name: '',
  productId: '',
  supplierId: '',
  category: '',
  storageArea: STORAGE_AREAS[0],
  countOrder: '0',
  unit: '',
  amount: '0',
  parLevel: '',
  minAmount: '',
  unitCost: '',
  active: true,
};

export function toItemValues(item: InventoryItem): ItemFormValues {
  return {
    name: item.name,
    productId: item.productId ?? '',
    supplierId: item.supplierId ?? '',
    category: item.category,
    storageArea: item.storageArea,
    countOrder: decimalText(item.countOrder),
    unit: item.unit,
    amount: decimalText(item.amount),
    parLevel: decimalText(item.parLevel),
    minAmount: decimalText(item.minAmount),
    unitCost: decimalText(item.unitCost),
    active: item.active,
  };
}

/** A typed amount through the one parser (`2,5` is 2.5); anything else is NaN, which the input schema refuses. */
const num = decimalOrNaN;

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

