import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { OrderInputSchema, OrderReceiptInputSchema, OrderStatusUpdateSchema } from '@/modules/orders/schema';
import { allStillDue, deliveryProblems, isDraft, mayMove } from '../rules/orders';
import type { Order } from '@/modules/orders/types';
import { suppliers } from '../db/catalog';
import { orders, nextOrderNumber } from '../db/orders';
import { SPEC_ONLY_KEY } from '../scenarios';
import {
  assertValid,
  authorize,
  found,
  handle,
  holds,
  HttpError,
  json as plainJson,
  noContent,
  storeRoute,
  str,
  validated,
  type RouteContext,
} from '../http';
import { schemaErrors } from '../schemaErrors';
import { bookReceipt, checkReferences, linesOf } from './orderRules';
import { nextVersion, versioned } from './versions';

/**
 * Purchase orders (docs/rules/purchasing.md#order-calls). The list takes `storeId` as an extra query parameter
 * (docs/rules/api.md#contract-conventions); every other call finds the store through the order and checks the
 * permission there. The server assigns id, number, createdBy and the status `draft`; status
 * moves only through `PATCH v1/order/status` and only along the allowed moves (409 otherwise).
 * `PUT` changes supplier and lines only while the order is a draft; later only notes and the
 * expected delivery date. Deliveries are booked with `POST v1/order/receipt` (contract addition).
 */
const newestFirst = (a: Order, b: Order) => b.orderDate.localeCompare(a.orderDate) || b.number.localeCompare(a.number);

/** The demo plays a spec-only server (docs/rules/api.md#spec-only-server) (mocks/scenarios.ts `specOnly`). */
const specOnlyServer = () => typeof localStorage !== 'undefined' && localStorage.getItem(SPEC_ONLY_KEY) === '1';

/** A read answer carries the supplier's name (contract addition: `supplierName`). */
const named = (order: Order): Order => ({ ...order, supplierName: suppliers.get(order.supplierId)?.name });

const findOrder = (id: string): Order => found(orders.get(id), 'Order');

/** The order named by the `id` query parameter (400 without it, 404 unknown), if the user holds the permission in its store. */
function queriedOrder({ request, need }: RouteContext, permission: string): Order {
  const order = findOrder(need('id')[0]);
  authorize(request, permission, order.storeId);
  return order;
}

/** Every order answered with its version (issue #29, `./versions.ts`). */
function json(body: Order | Order[] | undefined, status?: number) {
  return plainJson(body === undefined ? body : Array.isArray(body) ? versioned(body) : versioned(body), status);
}

/** The body, the order its `id` names (404 unknown) and the user allowed to write orders in that store. */
async function orderOfBody({ request, body }: RouteContext) {
  const sent = await body();
  const order = findOrder(str(sent.id));
  const user = authorize(request, PERMISSIONS.ordersWrite, order.storeId);
  return { sent, order, user };
}

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/order/list', PERMISSIONS.ordersRead, ({ storeId }) =>
    json(
      orders
        .where((o) => o.storeId === storeId)
        .sort(newestFirst)
        .map(named),
    ),
  ),
  handle('get', 'v1/order/supplier', ({ request, need }) => {
    const [supplierId] = need('id');
    const user = authorize(request, PERMISSIONS.ordersRead);
    found(suppliers.get(supplierId), 'Supplier');
    // Only the orders of stores where the caller may read orders.
    return json(
      orders
        .where((o) => o.supplierId === supplierId && holds(user, PERMISSIONS.ordersRead, o.storeId))
        .sort(newestFirst)
        .map(named),
    );
  }),
  handle('get', 'v1/order', (ctx) => json(named(queriedOrder(ctx, PERMISSIONS.ordersRead)))),
  handle('post', 'v1/order', async ({ request, body }) => {
    const sent = await body();
    const storeId = str(sent.storeId);
    const user = authorize(request, PERMISSIONS.ordersWrite, storeId || undefined);
    const errors = schemaErrors(OrderInputSchema, sent);
    checkReferences(sent, errors);
    assertValid(errors);
    const orderDate = str(sent.orderDate);
    const order: Order = {
      id: orders.nextId(`ord-${storeId.replace(/^store-/, '')}`),
      number: nextOrderNumber(orderDate),
      storeId,
      supplierId: str(sent.supplierId),
      status: 'draft',
      orderDate,
      expectedDeliveryDate: str(sent.expectedDeliveryDate),
      notes: typeof sent.notes === 'string' ? sent.notes : '',
      lines: linesOf(sent),
      createdBy: user.id,
      currency: str(sent.currency) || 'EUR',
      receipts: [],
    };
    return json(orders.insert(order), 201);
  }),
  handle('put', 'v1/order', async (ctx) => {
    const { sent, order: existing } = await orderOfBody(ctx);
    if (str(sent.storeId) !== existing.storeId) throw new HttpError(409, 'An order cannot move to another store.');
    // A stale version answers 409 with the current order; none: the last write wins.
    const version = nextVersion(existing, sent.version, 'order');
    const errors = schemaErrors(OrderInputSchema, sent);
    checkReferences(sent, errors);
    assertValid(errors);
    const lines = linesOf(sent);
    if (!isDraft(existing.status)) {
      if (existing.status === 'received' || existing.status === 'cancelled') {
        throw new HttpError(409, 'A received or cancelled order cannot be changed.');
      }
      const sameLines =
        lines.length === existing.lines.length &&
        lines.every((l, i) => {
          const e = existing.lines[i];
          return e && l.productId === e.productId && l.quantity === e.quantity && l.unitPrice === e.unitPrice && l.vatRate === e.vatRate;
        });
      if (str(sent.supplierId) !== existing.supplierId || !sameLines) {
        throw new HttpError(409, 'Only draft orders can change supplier or lines.');
      }
    }
    const updated = orders.update(existing.id, {
      supplierId: str(sent.supplierId),
      orderDate: str(sent.orderDate),
      expectedDeliveryDate: str(sent.expectedDeliveryDate),
      notes: typeof sent.notes === 'string' ? sent.notes : '',
      // Received quantities come from deliveries only (POST v1/order/receipt), never from an edit.
      lines: isDraft(existing.status) ? lines : existing.lines,
      currency: str(sent.currency) || existing.currency,
      version,
    });
    return json(updated);
  }),
  handle('patch', 'v1/order/status', async (ctx) => {
    const { sent, order, user } = await orderOfBody(ctx);
    // The body's shape is the contract's schema (issue #10), not checks written here again.
    const { status } = validated(sent, OrderStatusUpdateSchema);
    // A partial delivery is reached only by booking its quantities (POST v1/order/receipt).
    // Not so on a spec-only server (docs/rules/api.md#spec-only-server) (the demo's spec-only switch): it has no receipt call,
    // so the status moves as asked and nothing is booked into stock.
    if (status === 'partially_received' && !specOnlyServer()) {
      throw new HttpError(409, 'Book the delivery with its quantities to mark an order partially received.');
    }
    if (status === 'partially_received') return json(orders.update(order.id, { status }));
    if (!mayMove(order.status, status)) {
      throw new HttpError(409, `An order cannot move from ${order.status} to ${status}.`);
    }
    if (status === 'sent' && order.lines.length === 0) throw new HttpError(409, 'An order without lines cannot be sent.');
    // "Mark received" books whatever is still outstanding as one last delivery, into stock too.
    if (status === 'received') return json(bookReceipt(order, allStillDue(order.lines), '', user));
    return json(orders.update(order.id, { status }));
  }),
  handle('post', 'v1/order/receipt', async (ctx) => {
    const { sent, order, user } = await orderOfBody(ctx);
    const receipt = validated(sent, OrderReceiptInputSchema);
    const errors = deliveryProblems(order, receipt.lines);
    if (errors.lines) throw new HttpError(409, errors.lines);
    assertValid(errors);
    return json(bookReceipt(order, receipt.lines, receipt.deliveryNote.trim(), user), 201);
  }),
  handle('delete', 'v1/order', (ctx) => {
    const order = queriedOrder(ctx, PERMISSIONS.ordersWrite);
    if (order.status !== 'draft' && order.status !== 'cancelled') {
      throw new HttpError(409, 'Only draft or cancelled orders can be deleted.');
    }
    orders.remove(order.id);
    return noContent();
  }),
];
