import type { Order, OrderStatus } from '@/modules/orders/types';
import { ORDER_STATUSES } from '@/modules/orders/types';
import { products, STORE_IDS } from './catalog';
import { collection } from './collection';
import { createRandom, daysAgo, isoDate, pad } from './random';

/**
 * Seeded purchase orders: 36 per store over the last ~4 months, every status in every store
 * (the newest are drafts and sent orders, the oldest received or cancelled). Lines come from the
 * supplier's products in that store at their current prices.
 */
const PER_STORE = 36;
const CREATORS: Record<string, string> = {
  'store-1': 'user-manager',
  'store-2': 'user-manager',
  'store-3': 'user-owner',
};

function statusFor(index: number, age: number): OrderStatus {
  // Guarantee every status at least once per store, then follow the age.
  if (index < ORDER_STATUSES.length) return ORDER_STATUSES[index];
  if (age < 4) return index % 2 ? 'draft' : 'sent';
  if (age < 10) return index % 3 ? 'confirmed' : 'partially_received';
  return index % 7 === 0 ? 'cancelled' : 'received';
}

function seedOrders(): Order[] {
  const rnd = createRandom(4242);
  const out: Order[] = [];
  const year = new Date().getUTCFullYear();
  let seq = 0;
  STORE_IDS.forEach((storeId, storeIndex) => {
    const storeProducts = products.all().filter((p) => p.storeId === storeId && p.active);
    const supplierIds = [...new Set(storeProducts.map((p) => p.supplierId))].sort();
    for (let i = 0; i < PER_STORE; i += 1) {
      seq += 1;
      const age = i < ORDER_STATUSES.length ? ([1, 3, 8, 12, 20, 30][i] ?? 5) : Math.floor((i / PER_STORE) * 120);
      const status = statusFor(i, age);
      const supplierId = supplierIds[(i * 7 + storeIndex) % supplierIds.length];
      const choices = storeProducts.filter((p) => p.supplierId === supplierId);
      const count = Math.min(choices.length, rnd.int(1, 5));
      const picked = choices.slice(0, count);
      const orderDate = isoDate(daysAgo(age));
      out.push({
        id: `ord-${storeIndex + 1}-${pad(i + 1)}`,
        number: `PO-${year}-${pad(seq, 4)}`,
        storeId,
        supplierId,
        status,
        orderDate,
        expectedDeliveryDate: isoDate(daysAgo(age - rnd.int(1, 3))),
        notes: i % 5 === 0 ? 'Please deliver before 10:00.' : '',
        currency: 'EUR',
        createdBy: CREATORS[storeId] ?? 'user-owner',
        receipts: [],
        lines: picked.map((p) => {
          const quantity = rnd.int(1, 6);
          const received = status === 'received' ? quantity : status === 'partially_received' ? Math.max(1, Math.floor(quantity / 2)) : 0;
          return {
            productId: p.id,
            quantity,
            unit: p.purchaseUnit,
            unitPrice: p.unitPrice,
            vatRate: p.vatRate,
            receivedQuantity: received,
          };
        }),
      });
    }
  });
  return out;
}

export const orders = collection<Order>('orders', seedOrders);

/** The next order number: PO-<year>-<sequence>, unique over all stores. */
export function nextOrderNumber(date: string): string {
  const year = date.slice(0, 4);
  const taken = new Set(orders.all().map((o) => o.number));
  let n = orders.all().length + 1;
  while (taken.has(`PO-${year}-${pad(n, 4)}`)) n += 1;
  return `PO-${year}-${pad(n, 4)}`;
}
