import { OrderInputSchema } from '@/modules/orders/schema';
import type { Order, OrderLine, OrderReceipt } from '@/modules/orders/types';
import { products, suppliers } from '../db/catalog';
import { inventoryHistory, inventoryItems } from '../db/inventory';
import { orders } from '../db/orders';
import type { MockUser } from '../db/people';
import { str } from '../http';
import { raisedVersion } from './versions';
import { machineToday } from '../rules/calendar';
import { linesAfterDelivery, statusAfterDelivery, stockDelta, type DeliveredQuantity } from '../rules/orders';

/**
 * What the demo server does with an order's body and deliveries (`orders.ts` holds the routes):
 * the lines it keeps, the references it checks, and the booking of a delivery into the stock.
 */

/** The lines of a valid body (checked with the contract's input schema). */
export function linesOf(body: Record<string, unknown>): OrderLine[] {
  return OrderInputSchema.parse(body).lines.map((l) => ({
    ...l,
    productId: l.productId.trim(),
    unit: l.unit.trim(),
    receivedQuantity: l.receivedQuantity ?? 0,
  }));
}

/** Body checks a server makes beyond the shapes: supplier and products exist and match. */
export function checkReferences(body: Record<string, unknown>, errors: Record<string, string>): void {
  const storeId = str(body.storeId);
  const supplierId = str(body.supplierId);
  const supplier = supplierId ? suppliers.get(supplierId) : undefined;
  if (supplierId && !supplier) errors.supplierId = 'Unknown supplier.';
  if (!Array.isArray(body.lines)) return;
  body.lines.forEach((l: unknown, i) => {
    const key = `lines.${i}.productId`;
    if (errors[key]) return;
    const product = products.get(typeof l === 'object' && l !== null && 'productId' in l ? str(l.productId) : '');
    if (!product || product.storeId !== storeId) errors[key] = 'Unknown product in this store.';
    else if (supplierId && product.supplierId !== supplierId) errors[key] = 'This product is not from the chosen supplier.';
  });
}

/**
 * Books one delivery (issue #12): raises each line's received quantity, moves the status
 * (partially received / received), and for every product with an inventory item in the order's
 * store writes a `receipt` history entry referencing the order and raises the item's amount.
 */
export function bookReceipt(order: Order, quantities: readonly DeliveredQuantity[], deliveryNote: string, user: MockUser): Order {
  const now = new Date();
  const at = now.toISOString();
  const arrived = quantities.filter((q) => q.quantity > 0);
  const receiptLines: OrderReceipt['lines'] = arrived.map(({ productId, quantity }) => {
    const line = order.lines.find((l) => l.productId === productId);
    const item = inventoryItems.where((i) => i.storeId === order.storeId && i.productId === productId)[0];
    if (!item || !line) return { productId, quantity, itemId: null };
    const delta = stockDelta(quantity, line.unit, item.unit, products.get(productId));
    const amountAfter = Math.round(((item.amount ?? 0) + delta) * 1000) / 1000;
    inventoryHistory.insert({
      id: inventoryHistory.nextId('invh'),
      itemId: item.id,
      storeId: order.storeId,
      at,
      date: machineToday(now),
      type: 'receipt',
      delta,
      amountAfter,
      userId: user.id,
      userName: user.name,
      itemName: item.name,
      note: deliveryNote ? `Order ${order.number}, delivery note ${deliveryNote}` : `Order ${order.number}`,
      reference: { type: 'order', id: order.id },
    });
    // The item's version moves with its stock, so an item form opened before sees the delivery (issue #41).
    inventoryItems.update(item.id, { amount: amountAfter, version: raisedVersion(item) });
    return { productId, quantity, itemId: item.id };
  });
  // Orders stored before receipts existed carry none.
  const earlier: OrderReceipt[] = Array.isArray(order.receipts) ? order.receipts : [];
  const receipt: OrderReceipt = { id: `${order.id}-r${earlier.length + 1}`, at, deliveryNote, userId: user.id, lines: receiptLines };
  const lines = linesAfterDelivery(order.lines, arrived);
  return (
    orders.update(order.id, { lines, status: statusAfterDelivery(lines), receipts: arrived.length ? [...earlier, receipt] : earlier }) ??
    order
  );
}
