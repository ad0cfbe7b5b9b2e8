import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { todayIso } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import {
  applyReceipt,
  canMove,
  isEditable,
  receiptErrors,
  remainderOf,
  statusAfterReceipt,
  stockIncrease,
  validateOrder,
  type ReceiptQuantity,
} from '@/modules/orders/logic';
import { OrderInputSchema, OrderReceiptInputSchema, OrderStatusUpdateSchema } from '@/modules/orders/schema';
import type { Order, OrderLine, OrderReceipt } from '@/modules/orders/types';
import { products, suppliers } from '../db/catalog';
import { inventoryHistory, inventoryItems } from '../db/inventory';
import { orders, nextOrderNumber } from '../db/orders';
import type { MockUser } from '../db/people';
import { apiPath, assertValid, authorize, HttpError, notFound, readBody, requireQuery, route } from '../http';

/**
 * Purchase orders (spec 7). The list takes `storeId` as an extra query parameter
 * (decisions.md); every other call finds the store through the order and checks the
 * permission there. The server assigns id, number, createdBy and the status `draft`; status
 * moves only through `PATCH v1/order/status` and only along the allowed moves (409 otherwise).
 * `PUT` changes supplier and lines only while the order is a draft; later only notes and the
 * expected delivery date. Deliveries are booked with `POST v1/order/receipt` (contract addition).
 */
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const newestFirst = (a: Order, b: Order) => b.orderDate.localeCompare(a.orderDate) || b.number.localeCompare(a.number);

/** The lines of a valid body (checked with the app's own input schema). */
function linesOf(body: Record<string, unknown>): OrderLine[] {
  return OrderInputSchema.parse(body).lines.map((l) => ({
    ...l,
    productId: l.productId.trim(),
    unit: l.unit.trim(),
    receivedQuantity: l.receivedQuantity ?? 0,
  }));
}

/** Body checks a server makes beyond the shapes: supplier and products exist and match. */
function checkReferences(body: Record<string, unknown>, errors: Record<string, string>): void {
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
function bookReceipt(order: Order, quantities: readonly ReceiptQuantity[], deliveryNote: string, user: MockUser): Order {
  const now = new Date();
  const at = now.toISOString();
  const arrived = quantities.filter((q) => q.quantity > 0);
  const receiptLines: OrderReceipt['lines'] = arrived.map(({ productId, quantity }) => {
    const line = order.lines.find((l) => l.productId === productId);
    const item = inventoryItems.where((i) => i.storeId === order.storeId && i.productId === productId)[0];
    if (!item || !line) return { productId, quantity, itemId: null };
    const delta = stockIncrease(quantity, line.unit, item.unit, products.get(productId));
    const amountAfter = Math.round(((item.amount ?? 0) + delta) * 1000) / 1000;
    inventoryHistory.insert({
      id: inventoryHistory.nextId('invh'),
      itemId: item.id,
      storeId: order.storeId,
      at,
      date: todayIso(now),
      type: 'receipt',
      delta,
      amountAfter,
      userId: user.id,
      userName: user.name,
      itemName: item.name,
      note: deliveryNote ? `Order ${order.number}, delivery note ${deliveryNote}` : `Order ${order.number}`,
      reference: { type: 'order', id: order.id },
    });
    inventoryItems.update(item.id, { amount: amountAfter });
    return { productId, quantity, itemId: item.id };
  });
  // Orders stored before receipts existed carry none.
  const earlier: OrderReceipt[] = Array.isArray(order.receipts) ? order.receipts : [];
  const receipt: OrderReceipt = { id: `${order.id}-r${earlier.length + 1}`, at, deliveryNote, userId: user.id, lines: receiptLines };
  const lines = applyReceipt(order.lines, arrived);
  return orders.update(order.id, { lines, status: statusAfterReceipt(lines), receipts: arrived.length ? [...earlier, receipt] : earlier }) ?? order;
}

function findOrder(id: string): Order {
  const order = orders.get(id);
  if (!order) throw notFound('Order');
  return order;
}

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/order/list'),
    route(({ request }) => {
      const storeId = requireQuery(new URL(request.url), 'storeId');
      authorize(request, PERMISSIONS.ordersRead, storeId);
      return HttpResponse.json(orders.where((o) => o.storeId === storeId).sort(newestFirst));
    }),
  ),
  http.get(
    apiPath('v1/order/supplier'),
    route(({ request }) => {
      const supplierId = requireQuery(new URL(request.url), 'id');
      const user = authorize(request, PERMISSIONS.ordersRead);
      if (!suppliers.get(supplierId)) throw notFound('Supplier');
      // Only the orders of stores where the caller may read orders.
      const readable = (storeId: string) =>
        user.globalPermissions.includes(PERMISSIONS.ordersRead) ||
        user.memberships.some((m) => m.storeId === storeId && m.permissions.includes(PERMISSIONS.ordersRead));
      return HttpResponse.json(orders.where((o) => o.supplierId === supplierId && readable(o.storeId)).sort(newestFirst));
    }),
  ),
  http.get(
    apiPath('v1/order'),
    route(({ request }) => {
      const id = requireQuery(new URL(request.url), 'id');
      const order = findOrder(id);
      authorize(request, PERMISSIONS.ordersRead, order.storeId);
      return HttpResponse.json(order);
    }),
  ),
  http.post(
    apiPath('v1/order'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const storeId = str(body.storeId);
      const user = authorize(request, PERMISSIONS.ordersWrite, storeId || undefined);
      const errors = validateOrder(body);
      checkReferences(body, errors);
      assertValid(errors);
      const orderDate = str(body.orderDate);
      const order: Order = {
        id: orders.nextId(`ord-${storeId.replace(/^store-/, '')}`),
        number: nextOrderNumber(orderDate),
        storeId,
        supplierId: str(body.supplierId),
        status: 'draft',
        orderDate,
        expectedDeliveryDate: str(body.expectedDeliveryDate),
        notes: typeof body.notes === 'string' ? body.notes : '',
        lines: linesOf(body),
        createdBy: user.id,
        currency: str(body.currency) || 'EUR',
        receipts: [],
      };
      return HttpResponse.json(orders.insert(order), { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/order'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const existing = findOrder(str(body.id));
      authorize(request, PERMISSIONS.ordersWrite, existing.storeId);
      if (str(body.storeId) !== existing.storeId) throw new HttpError(409, 'An order cannot move to another store.');
      const errors = validateOrder(body);
      checkReferences(body, errors);
      assertValid(errors);
      const lines = linesOf(body);
      if (!isEditable(existing.status)) {
        if (existing.status === 'received' || existing.status === 'cancelled') {
          throw new HttpError(409, 'A received or cancelled order cannot be changed.');
        }
        const sameLines =
          lines.length === existing.lines.length &&
          lines.every((l, i) => {
            const e = existing.lines[i];
            return e && l.productId === e.productId && l.quantity === e.quantity && l.unitPrice === e.unitPrice && l.vatRate === e.vatRate;
          });
        if (str(body.supplierId) !== existing.supplierId || !sameLines) {
          throw new HttpError(409, 'Only draft orders can change supplier or lines.');
        }
      }
      const updated = orders.update(existing.id, {
        supplierId: str(body.supplierId),
        orderDate: str(body.orderDate),
        expectedDeliveryDate: str(body.expectedDeliveryDate),
        notes: typeof body.notes === 'string' ? body.notes : '',
        // Received quantities come from deliveries only (POST v1/order/receipt), never from an edit.
        lines: isEditable(existing.status) ? lines : existing.lines,
        currency: str(body.currency) || existing.currency,
      });
      return HttpResponse.json(updated);
    }),
  ),
  http.patch(
    apiPath('v1/order/status'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const order = findOrder(str(body.id));
      const user = authorize(request, PERMISSIONS.ordersWrite, order.storeId);
      // The body's rules are the app's own schema (issue #10), not checks written here again.
      assertValid(fieldErrorsOf(OrderStatusUpdateSchema, body));
      const { status } = OrderStatusUpdateSchema.parse(body);
      // A partial delivery is reached only by booking its quantities (POST v1/order/receipt).
      if (status === 'partially_received') throw new HttpError(409, 'Book the delivery with its quantities to mark an order partially received.');
      if (!canMove(order.status, status)) {
        throw new HttpError(409, `An order cannot move from ${order.status} to ${status}.`);
      }
      if (status === 'sent' && order.lines.length === 0) throw new HttpError(409, 'An order without lines cannot be sent.');
      // "Mark received" books whatever is still outstanding as one last delivery, into stock too.
      if (status === 'received') return HttpResponse.json(bookReceipt(order, remainderOf(order.lines), '', user));
      return HttpResponse.json(orders.update(order.id, { status }));
    }),
  ),
  http.post(
    apiPath('v1/order/receipt'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const order = findOrder(str(body.id));
      const user = authorize(request, PERMISSIONS.ordersWrite, order.storeId);
      assertValid(fieldErrorsOf(OrderReceiptInputSchema, body));
      const receipt = OrderReceiptInputSchema.parse(body);
      const errors = receiptErrors(order, receipt.lines);
      if (errors.lines) throw new HttpError(409, errors.lines);
      assertValid(errors);
      return HttpResponse.json(bookReceipt(order, receipt.lines, receipt.deliveryNote.trim(), user), { status: 201 });
    }),
  ),
  http.delete(
    apiPath('v1/order'),
    route(({ request }) => {
      const id = requireQuery(new URL(request.url), 'id');
      const order = findOrder(id);
      authorize(request, PERMISSIONS.ordersWrite, order.storeId);
      if (order.status !== 'draft' && order.status !== 'cancelled') {
        throw new HttpError(409, 'Only draft or cancelled orders can be deleted.');
      }
      orders.remove(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
