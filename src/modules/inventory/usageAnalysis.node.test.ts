import { describe, it, expect } from 'vitest';
import { storeReorderLines } from './reorder';
import { usageRows, analysisCsvColumns } from './usageAnalysis';
import { toCsv } from '@/lib/download';
import { anItem, aProduct } from './testItem';
import type { Order } from '@/modules/orders';

const item = anItem;

const product = aProduct;

const orderLine = (over: Partial<Order['lines'][number]> = {}): Order['lines'][number] => ({
  productId: 'prod-1',
  quantity: 1,
  unit: 'crate',
  unitPrice: 12.5,
  vatRate: 7,
  receivedQuantity: 0,
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  id: 'ord-1',
  number: 'PO-1',
  storeId: 'store-1',
  supplierId: 'sup-001',
  status: 'sent',
  orderDate: '2025-03-01',
  expectedDeliveryDate: '',
  notes: '',
  lines: [],
  receipts: [],
  createdBy: 'u',
  currency: 'EUR',
  ...over,
});

describe('analysis CSV', () => {
  it("the reorder column is netted by what is on order, like the reorder list; only this store's orders count", () => {
    const items = [item(), item({ id: 'inv-2', productId: 'prod-2', name: 'Basil' })];
    const products = new Map([
      ['prod-1', product()],
      ['prod-2', product({ id: 'prod-2', name: 'Basil' })],
    ]);
    const orders = [
      order({ status: 'sent', lines: [orderLine({ quantity: 3 })] }),
      order({ status: 'draft', lines: [orderLine({ productId: 'prod-2', quantity: 5 })] }),
      order({ storeId: 'store-2', status: 'sent', lines: [orderLine({ quantity: 2 })] }),
    ];
    const lines = storeReorderLines(items, products, orders, 'store-1');
    const csv = toCsv(usageRows(items, new Map()), analysisCsvColumns(28, lines)).split('\r\n');
    const reorderAt = csv[0]?.split(',').indexOf('Reorder quantity') ?? -1;
    const reorderOf = (name: string) => csv.find((row) => row.startsWith(`${name},`))?.split(',')[reorderAt];
    // 5 crates short: 3 sent leave 2 (store-2's order not counted); Basil's 5 are in an open draft.
    expect(reorderOf('Tomatoes')).toBe('2');
    expect(reorderOf('Basil')).toBe('0');
    expect(lines.map((l) => [l.item.name, l.quantity])).toEqual([['Tomatoes', 2]]);
  });
});
