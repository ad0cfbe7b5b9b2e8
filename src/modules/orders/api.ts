/* eslint-disable lingui/no-unlocalized-strings -- no text a person reads here: cache tag names and the contract's summaries (docs/openapi.json) */
import { z } from 'zod/mini';
import { defineContract } from '@/api/contract';
import { asBody, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { inventoryHistoryTag, inventoryListTag } from '@/api/stockTags';
import { listTags, recordTags, storeListTag, storeListTags } from '@/api/tags';
import { todayIso } from '@/lib/format';
import {
  OrderInputSchema,
  OrderListSchema,
  OrderReceiptInputSchema,
  OrderSchema,
  OrderStatusUpdateSchema,
  OrderUpdateSchema,
} from './schema';
import type { Order, OrderInput, OrderReceiptInput, OrderStatusUpdate, OrderUpdate } from './types';

/** The tag types this module declares (src/api/tags.ts); it also adds InventoryItem, InventoryHistory (declared where they are defined), which its tags use. */
declare module '@/api/tags' {
  interface TagTypes {
    Order: true;
  }
}

/** An update's body: the order plus the version it was read at (none: the last write wins). */
export type OrderUpdateArg = OrderUpdate & { version?: number };
const OrderUpdateBodySchema = z.safeExtend(OrderUpdateSchema, { version: z.optional(z.number()) });

export interface OrdersArg {
  storeId: string;
}
/** The order's store and supplier name the lists a delete refreshes; only `id` is sent. */
export interface DeleteOrderArg {
  id: string;
  storeId: string;
  supplierId: string;
}

/** List tag of one store's orders (the list carries `storeId`, docs/rules/api.md#contract-conventions). */
export const orderListTag = storeListTag('Order');
/** List tag of one supplier's orders (`GET v1/order/supplier?id`). */
export const supplierOrdersTag = (supplierId: string) => ({
  type: 'Order' as const,
  id: `SUPPLIER:${supplierId}`,
});

const idQuery = z.object({ id: z.string() });

/**
 * What the order's newest delivery changed in stock: the items it raised (so every list holding
 * them, the reorder list among them), the store's item lists and that day's history.
 */
function stockTags(order: Order) {
  const last = order.receipts.at(-1);
  if (!last) return [];
  return [
    inventoryListTag(order.storeId),
    inventoryHistoryTag(order.storeId, last.at ? todayIso(new Date(last.at)) : todayIso()),
    ...last.lines.flatMap((l) => (l.itemId ? [{ type: 'InventoryItem' as const, id: l.itemId }] : [])),
  ];
}

/** An order's own tag and its store's list: what every change of an existing order refreshes. */
const orderTags = (order: Order) => [{ type: 'Order' as const, id: order.id }, orderListTag(order.storeId)];

/** Order calls of docs/rules/purchasing.md#order-calls: path, permission and schemas, written once. */
export const orderContract = defineContract({
  getOrders: {
    method: 'GET',
    path: 'v1/order/list',
    summary: "List a store's orders",
    access: 'orders.read',
    query: z.object({ storeId: z.string() }),
    response: OrderListSchema,
  },
  getOrder: {
    method: 'GET',
    path: 'v1/order',
    summary: 'One order',
    access: 'orders.read',
    query: idQuery,
    response: OrderSchema,
  },
  getOrdersBySupplier: {
    method: 'GET',
    path: 'v1/order/supplier',
    summary: "A supplier's orders in the stores the user may read (id = the supplier's id)",
    access: 'orders.read',
    query: idQuery,
    response: OrderListSchema,
  },
  createOrder: {
    method: 'POST',
    path: 'v1/order',
    summary: 'Create a draft order (the server assigns id, number, createdBy and status)',
    access: 'orders.write',
    body: OrderInputSchema,
    response: OrderSchema,
  },
  updateOrder: {
    method: 'PUT',
    path: 'v1/order',
    summary:
      'Update an order (supplier and lines only while it is a draft; 409 otherwise). Answers carry `version` (raised by every accepted update); an update sends the `version` it was read at, and a stale one answers 409 `{message, current}` with the current order (no lost update). Without `version` the last write wins.',
    access: 'orders.write',
    body: OrderUpdateBodySchema,
    response: OrderSchema,
  },
  updateOrderStatus: {
    method: 'PATCH',
    path: 'v1/order/status',
    summary: "Move an order's status (409 for a move the status chart does not allow)",
    access: 'orders.write',
    body: OrderStatusUpdateSchema,
    response: OrderSchema,
  },
  receiveOrder: {
    method: 'POST',
    path: 'v1/order/receipt',
    summary:
      'Book a delivery (contract addition): received quantity per line and a delivery note; the status follows ' +
      '(partially_received, received) and each product with an inventory item gets a receipt history entry and a higher amount',
    access: 'orders.write',
    body: OrderReceiptInputSchema,
    response: OrderSchema,
  },
  deleteOrder: {
    method: 'DELETE',
    path: 'v1/order',
    summary: 'Delete a draft or cancelled order',
    access: 'orders.write',
    query: idQuery,
    response: null,
  },
});
const C = orderContract;

/**
 * Order calls (docs/rules/purchasing.md#order-calls). Tags: every answer carries one tag per order, lists carry their list
 * tag. A create refreshes the store's list and the supplier's list; an update or status move
 * refreshes that order (so every list holding it) plus the store's and the new supplier's lists;
 * a delivery (and "Mark received") also refreshes the inventory items it raised, the store's item
 * lists and that day's inventory history; a delete refreshes the store's and the supplier's lists. `onSuccess`: a failure invalidates nothing.
 */
export const ordersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Order', 'InventoryItem', 'InventoryHistory'] as const })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrders: build.query<Order[], OrdersArg>(
        contractQuery(C.getOrders, { request: ({ storeId }) => ({ query: { storeId } }), provides: storeListTags('Order') }),
      ),
      getOrder: build.query<Order, string>(
        contractQuery(C.getOrder, { request: (id) => ({ query: { id } }), provides: recordTags('Order') }),
      ),
      getOrdersBySupplier: build.query<Order[], string>(
        contractQuery(C.getOrdersBySupplier, {
          request: (supplierId) => ({ query: { id: supplierId } }),
          provides: (result, supplierId) => listTags('Order', result, `SUPPLIER:${supplierId}`),
        }),
      ),
      createOrder: build.mutation<Order, OrderInput>(
        contractMutation(C.createOrder, {
          request: asBody,
          invalidates: (result) => [orderListTag(result.storeId), supplierOrdersTag(result.supplierId)],
        }),
      ),
      updateOrder: build.mutation<Order, OrderUpdateArg>(
        contractMutation(C.updateOrder, {
          request: asBody,
          invalidates: (result) => [...orderTags(result), supplierOrdersTag(result.supplierId)],
        }),
      ),
      // "Mark received" books the outstanding quantities into stock as well.
      updateOrderStatus: build.mutation<Order, OrderStatusUpdate>(
        contractMutation(C.updateOrderStatus, {
          request: asBody,
          invalidates: (result) => [...orderTags(result), ...(result.status === 'received' ? stockTags(result) : [])],
        }),
      ),
      receiveOrder: build.mutation<Order, OrderReceiptInput>(
        contractMutation(C.receiveOrder, { request: asBody, invalidates: (result) => [...orderTags(result), ...stockTags(result)] }),
      ),
      // The lists that held it; the order's own entry is not refetched (it would answer 404).
      deleteOrder: build.mutation<null, DeleteOrderArg>(
        contractMutation(C.deleteOrder, {
          request: ({ id }) => ({ query: { id } }),
          invalidates: (_result, { storeId, supplierId }) => [orderListTag(storeId), supplierOrdersTag(supplierId)],
        }),
      ),
    }),
  });

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetOrdersBySupplierQuery,
  useCreateOrderMutation,
  useUpdateOrderMutation,
  useUpdateOrderStatusMutation,
  useReceiveOrderMutation,
  useDeleteOrderMutation,
} = ordersApi;
