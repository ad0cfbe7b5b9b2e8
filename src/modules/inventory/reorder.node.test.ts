import { describe, it, expect } from 'vitest';
import { reorderQuantity, reorderLines, onOrderByProduct } from './reorder';
import { planDrafts, expectedDelivery, minimumWarning } from './reorderDrafts';
import type { Supplier } from '@/modules/suppliers';
import { anItem, aProduct } from './testItem';
import type { Order } from '@/modules/orders';

const item = anItem;

const product = aProduct;

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
    const draft = order({
      id: 'ord-9',
      status: 'draft',
      lines: [orderLine({ productId: 'prod-1', quantity: 2 }), orderLine({ productId: 'prod-7', quantity: 1 })],
    });
    const lines = reorderLines([item({ amount: 0 })], new Map([['prod-1', product()]]), onOrderByProduct([draft]));
    expect(lines[0]?.quantity).toBe(8); // par 10 − 2 already on the draft
    const [plan] = planDrafts(lines, [draft], 'store-1', '2025-03-01', '09:00', new Map());
    expect(plan?.kind).toBe('update');
    expect(plan?.order).toMatchObject({
      id: 'ord-9',
      lines: [
        { productId: 'prod-1', quantity: 10 },
        { productId: 'prod-7', quantity: 1 },
      ],
    });
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
      order({
        status: 'partially_received',
        lines: [orderLine({ quantity: 5, receivedQuantity: 4 }), orderLine({ productId: 'prod-2', quantity: 2 })],
      }),
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

describe('expected delivery', () => {
  // 2025-03-03 is a Monday.
  const supplier = (over: Partial<Supplier> = {}) =>
    ({ leadTimeDays: 1, deliveryWeekdays: [], orderCutoffTime: '', ...over }) satisfies Pick<
      Supplier,
      'leadTimeDays' | 'deliveryWeekdays' | 'orderCutoffTime'
    >;
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
