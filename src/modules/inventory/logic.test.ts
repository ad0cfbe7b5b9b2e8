import { describe, expect, it } from 'vitest';
import type { Order } from '@/modules/orders/types';
import type { Product } from '@/modules/products/types';
import type { Supplier } from '@/modules/suppliers/types';
import { toCsv } from '@/lib/download';
import {
  analysisCsvColumns,
  dailyUsageValue,
  daysOfStockLeft,
  expectedDelivery,
  minimumWarning,
  onOrderByProduct,
  planDrafts,
  EMPTY_FILTERS,
  filterRows,
  formatDelta,
  groupByStorageArea,
  itemValue,
  reorderLines,
  reorderQuantity,
  stockState,
  storeReorderLines,
  toRows,
  usageRows,
  valueByCategory,
} from './logic';
import { anItem } from './testItem';

const item = anItem;

const product = (over: Partial<Product> = {}): Product => ({
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

describe('stock state', () => {
  it('is out at zero or below, low at or below the minimum, ok above', () => {
    expect(stockState({ amount: 0, minAmount: 3 })).toBe('out');
    expect(stockState({ amount: -1, minAmount: 3 })).toBe('out');
    expect(stockState({ amount: 3, minAmount: 3 })).toBe('low');
    expect(stockState({ amount: 0.5, minAmount: 3 })).toBe('low');
    expect(stockState({ amount: 3.1, minAmount: 3 })).toBe('ok');
    expect(stockState({ amount: 1, minAmount: 0 })).toBe('ok');
  });
  it('values stock in cents and never negative', () => {
    expect(itemValue({ amount: 3, unitCost: 0.1 })).toBe(0.3);
    expect(itemValue({ amount: -2, unitCost: 5 })).toBe(0);
  });
});

describe('days of stock left', () => {
  it('is whole days at the average usage', () => {
    expect(daysOfStockLeft(10, 3)).toBe(3);
    expect(daysOfStockLeft(1.2, 0.4)).toBe(3);
    expect(daysOfStockLeft(0, 2)).toBe(0);
  });
  it('is null when nothing is used', () => {
    expect(daysOfStockLeft(10, 0)).toBeNull();
  });
});

describe('reorder quantity', () => {
  it('orders up to par in purchase units', () => {
    expect(reorderQuantity(item({ amount: 4, parLevel: 10 }), product())).toBe(6);
  });
  it('rounds up to the order multiple', () => {
    expect(reorderQuantity(item({ amount: 4, parLevel: 10 }), product({ orderMultiple: 4 }))).toBe(8);
    expect(reorderQuantity(item({ amount: 2, parLevel: 10 }), product({ orderMultiple: 4 }))).toBe(8);
    expect(reorderQuantity(item({ amount: 1, parLevel: 10 }), product({ orderMultiple: 4 }))).toBe(12);
  });
  it('converts base units into packs, rounding up', () => {
    // 20 kg short with 6 kg crates: 4 crates.
    expect(reorderQuantity(item({ unit: 'kg', amount: 10, parLevel: 30 }), product())).toBe(4);
  });
  it('respects the minimum order quantity and fractional shortfalls', () => {
    expect(reorderQuantity(item({ amount: 9.5, parLevel: 10 }), product({ minOrderQty: 2 }))).toBe(2);
    expect(reorderQuantity(item({ amount: 9.5, parLevel: 10 }), product())).toBe(1);
  });
  it('is 0 at or above par', () => {
    expect(reorderQuantity(item({ amount: 10, parLevel: 10 }), product())).toBe(0);
    expect(reorderQuantity(item({ amount: 12, parLevel: 10 }), product())).toBe(0);
  });
});

describe('draft orders', () => {
  it('makes one draft per supplier for the items below par', () => {
    const products = new Map([
      ['prod-1', product()],
      ['prod-2', product({ id: 'prod-2', supplierId: 'sup-002', orderMultiple: 2, unitPrice: 3, purchaseUnit: 'case' })],
      ['prod-3', product({ id: 'prod-3' })],
    ]);
    const lines = reorderLines(
      [
        item(),
        item({ id: 'inv-2', productId: 'prod-2', amount: 0, parLevel: 3 }),
        item({ id: 'inv-3', productId: 'prod-3', amount: 10 }), // at par
        item({ id: 'inv-4', productId: null }), // not orderable
        item({ id: 'inv-5', productId: 'prod-3', active: false }),
      ],
      products,
    );
    const plans = planDrafts(lines, [], 'store-1', '2025-03-01', '09:00', new Map());
    expect(plans.map((p) => p.kind)).toEqual(['create', 'create']);
    expect(plans[0]?.order).toMatchObject({
      storeId: 'store-1',
      supplierId: 'sup-001',
      orderDate: '2025-03-01',
      lines: [{ productId: 'prod-1', quantity: 5, unit: 'crate', unitPrice: 12.5, vatRate: 7, receivedQuantity: 0 }],
    });
    expect(plans[1]?.order).toMatchObject({
      supplierId: 'sup-002',
      lines: [{ productId: 'prod-2', quantity: 4, unit: 'case', unitPrice: 3, vatRate: 7, receivedQuantity: 0 }],
    });
  });

  it('a second run adds to the open draft of that supplier instead of making another', () => {
    const draft = order({ id: 'ord-9', status: 'draft', lines: [orderLine({ productId: 'prod-1', quantity: 2 }), orderLine({ productId: 'prod-7', quantity: 1 })] });
    const lines = reorderLines([item({ amount: 0 })], new Map([['prod-1', product()]]), onOrderByProduct([draft]));
    expect(lines[0]?.quantity).toBe(8); // par 10 − 2 already on the draft
    const [plan] = planDrafts(lines, [draft], 'store-1', '2025-03-01', '09:00', new Map());
    expect(plan?.kind).toBe('update');
    expect(plan?.order).toMatchObject({ id: 'ord-9', lines: [{ productId: 'prod-1', quantity: 10 }, { productId: 'prod-7', quantity: 1 }] });
  });
});

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

describe('netting what is on order', () => {
  it('counts what sent, confirmed and partly received orders still owe, and open drafts; not received or cancelled ones', () => {
    const onOrder = onOrderByProduct([
      order({ status: 'sent', lines: [orderLine({ quantity: 3 })] }),
      order({ status: 'partially_received', lines: [orderLine({ quantity: 5, receivedQuantity: 4 }), orderLine({ productId: 'prod-2', quantity: 2 })] }),
      order({ status: 'draft', lines: [orderLine({ quantity: 2 })] }),
      order({ status: 'received', lines: [orderLine({ quantity: 9, receivedQuantity: 9 })] }),
      order({ status: 'cancelled', lines: [orderLine({ quantity: 7 })] }),
    ]);
    expect([...onOrder]).toEqual([
      ['prod-1', 6],
      ['prod-2', 2],
    ]);
  });

  it('orders only what is missing once the stock to come is counted', () => {
    const products = new Map([['prod-1', product()]]);
    // 5 of par 10 on hand: 5 crates short; 3 on order leaves 2; 6 on order leaves nothing.
    expect(reorderLines([item()], products, new Map([['prod-1', 3]]))[0]).toMatchObject({ quantity: 2, onOrder: 3 });
    expect(reorderLines([item()], products, new Map([['prod-1', 6]]))).toEqual([]);
  });
});

describe('analysis CSV', () => {
  it('the reorder column is netted by what is on order, like the reorder list; only this store\'s orders count', () => {
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

describe('expected delivery', () => {
  // 2025-03-03 is a Monday.
  const supplier = (over: Partial<Supplier> = {}) =>
    ({ leadTimeDays: 1, deliveryWeekdays: [], orderCutoffTime: '', ...over }) satisfies Pick<Supplier, 'leadTimeDays' | 'deliveryWeekdays' | 'orderCutoffTime'>;
  it('adds the lead time to the order day', () => {
    expect(expectedDelivery('2025-03-03', '09:00', supplier({ leadTimeDays: 2 }))).toBe('2025-03-05');
  });
  it('starts a day later after the cut-off time', () => {
    expect(expectedDelivery('2025-03-03', '14:30', supplier({ orderCutoffTime: '14:00' }))).toBe('2025-03-05');
    expect(expectedDelivery('2025-03-03', '14:00', supplier({ orderCutoffTime: '14:00' }))).toBe('2025-03-04');
  });
  it('moves on to the next delivery weekday', () => {
    // Monday + 1 = Tuesday; delivers Thursday (4) and Saturday (6) only.
    expect(expectedDelivery('2025-03-03', '09:00', supplier({ deliveryWeekdays: [4, 6] }))).toBe('2025-03-06');
    // Friday after the cut-off: Saturday + 1 = Sunday; next delivery Monday (1).
    expect(expectedDelivery('2025-03-07', '18:00', supplier({ orderCutoffTime: '12:00', deliveryWeekdays: [1, 3] }))).toBe('2025-03-10');
  });
  it('warns below the minimum order value', () => {
    expect(minimumWarning(40, { name: 'Fresh Co', minOrderValue: 50 })).toMatch(/^Below Fresh Co’s minimum order value of/);
    expect(minimumWarning(50, { name: 'Fresh Co', minOrderValue: 50 })).toBeNull();
    expect(minimumWarning(5, { name: 'Fresh Co' })).toBeNull();
  });
});

describe('display and grouping', () => {
  it('signs differences with a true minus', () => {
    expect(formatDelta(2)).toBe('+2');
    expect(formatDelta(-1.5)).toBe('\u22121.5');
    expect(formatDelta(0)).toBe('0');
  });
  it('groups in the storage areas’ walk order, then count order', () => {
    const groups = groupByStorageArea([
      item({ id: 'a', storageArea: 'Bar', countOrder: 20, name: 'B' }),
      item({ id: 'b', storageArea: 'Walk-in cooler', countOrder: 20 }),
      item({ id: 'c', storageArea: 'Bar', countOrder: 10, name: 'A' }),
      item({ id: 'd', storageArea: 'Garage', countOrder: 1 }),
      item({ id: 'e', storageArea: 'Walk-in cooler', countOrder: 10 }),
    ]);
    expect(groups.map((g) => [g.area, g.items.map((i) => i.id)])).toEqual([
      ['Walk-in cooler', ['e', 'b']],
      ['Bar', ['c', 'a']],
      ['Garage', ['d']],
    ]);
  });
  it('filters by every criterion and the search words', () => {
    const rows = toRows([
      item({ id: '1', name: 'Whole milk', category: 'Dairy', amount: 0 }),
      item({ id: '2', name: 'Oat drink', category: 'Dairy', active: false }),
      item({ id: '3', name: 'Espresso beans', category: 'Coffee & tea', storageArea: 'Bar', supplierId: 'sup-020' }),
    ]);
    const ids = (f: Partial<typeof EMPTY_FILTERS>) => filterRows(rows, { ...EMPTY_FILTERS, ...f }).map((r) => r.item.id);
    expect(ids({})).toEqual(['1', '3']);
    expect(ids({ activeOnly: false })).toEqual(['1', '2', '3']);
    expect(ids({ search: 'MILK whole' })).toEqual(['1']);
    expect(ids({ state: 'out' })).toEqual(['1']);
    expect(ids({ storageArea: 'Bar' })).toEqual(['3']);
    expect(ids({ supplierId: 'sup-020' })).toEqual(['3']);
    expect(ids({ category: 'Dairy', activeOnly: false })).toEqual(['1', '2']);
  });
  it('sums value by category in cents and usage value per day', () => {
    expect(valueByCategory([item({ amount: 1, unitCost: 0.1 }), item({ amount: 2, unitCost: 0.1 })])).toEqual([
      { category: 'Produce', items: 2, value: 0.3 },
    ]);
    const a = item({ id: 'a', unitCost: 2 });
    expect(
      dailyUsageValue(
        [{ itemId: 'a', windowDays: 2, from: '2025-01-01', to: '2025-01-02', averageDailyUsage: 1, totalUsage: 2, daily: [0.5, 1.5] }],
        new Map([['a', a]]),
      ),
    ).toEqual([1, 3]);
  });
});
