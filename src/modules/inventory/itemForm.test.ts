import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { EMPTY_ITEM_VALUES, fromProduct, storageAreaOptions, toItemInput, toItemValues } from './itemForm';
import { InventoryItemInputSchema } from './schema';
import { anItem } from './testItem';
import { STORAGE_AREAS } from './types';

const item = anItem({ supplierId: null, storageArea: 'Cellar shelf 3', countOrder: 2 });

describe('the item form values', () => {
  it('round-trips an item into the input body of its store; no product or supplier is null', () => {
    const { id: _id, lastCountedAt: _counted, ...body } = item;
    expect(toItemInput(toItemValues(item), 'store-1')).toEqual(body);
    expect(toItemInput({ ...toItemValues(item), productId: '' }, 'store-2')).toMatchObject({ storeId: 'store-2', productId: null });
  });

  it('an empty or missing figure is refused by the schema before sending, with its message at the field', () => {
    const { parLevel: _p, unitCost: _c, ...partial } = item;
    const errors = fieldErrorsOf(InventoryItemInputSchema, toItemInput(toItemValues(partial), 'store-1'));
    expect(errors).toMatchObject({ parLevel: 'Enter a number of 0 or more.', unitCost: 'Enter a number of 0 or more.' });
    expect(fieldErrorsOf(InventoryItemInputSchema, toItemInput({ ...EMPTY_ITEM_VALUES, name: ' ' }, 's'))).toMatchObject({
      name: 'Enter a name.',
      unit: 'Enter the unit counted.',
      parLevel: 'Enter a number of 0 or more.',
    });
    expect(fieldErrorsOf(InventoryItemInputSchema, toItemInput({ ...toItemValues(item), minAmount: 11 }, 's'))).toEqual({
      minAmount: 'The minimum cannot be above the par level.',
    });
  });

  it('linking a product fills only what is empty; the supplier follows the product', () => {
    const product = { name: 'Roma tomatoes', category: 'Vegetables', purchaseUnit: 'crate' as const, unitPrice: 9.9, supplierId: 'sup-2' };
    expect(fromProduct({ name: '', category: ' ', unit: '', unitCost: null }, product)).toEqual({
      name: 'Roma tomatoes',
      category: 'Vegetables',
      unit: 'crate',
      unitCost: 9.9,
      supplierId: 'sup-2',
    });
    expect(fromProduct({ name: 'Tomatoes', category: 'Produce', unit: 'kg', unitCost: 2 }, product)).toEqual({ supplierId: 'sup-2' });
  });

  it('offers the usual storage areas plus the item’s own', () => {
    expect(storageAreaOptions(STORAGE_AREAS[0])).toEqual([...STORAGE_AREAS]);
    expect(storageAreaOptions('Cellar shelf 3')).toEqual([...STORAGE_AREAS, 'Cellar shelf 3']);
  });
});
