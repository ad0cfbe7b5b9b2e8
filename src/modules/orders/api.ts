import { z } from 'zod/mini';
import { answer, defineContract, request } from '@/api/contract';
import { baseApi } from '@/api/baseApi';
import { permitted } from '@/api/permitted';
import { listTags, onSuccess } from '@/api/tags';
import { PERMISSIONS } from '@/config/permissions';
import { OrderInputSchema, OrderListSchema, OrderSchema, OrderStatusUpdateSchema, OrderUpdateSchema } from './schema';
import type { Order, OrderInput, OrderStatusUpdate, OrderUpdate } from './types';

export interface OrdersArg {
  storeId: string;
}
/** The order's store and supplier name the lists a delete refreshes; only `id` is sent. */
export interface DeleteOrderArg {
  id: string;
  storeId: string;
  supplierId: string;
}

/** List tag of one store's orders (the list carries `storeId`, decisions.md). */
export const orderListTag = (storeId: string) => ({ type: 'Order' as const, id: `LIST:${storeId}` });
/** List tag of one supplier's orders (`GET v1/order/supplier?id`). */
export const supplierOrdersTag = (supplierId: string) => ({
  type: 'Order' as const,
  id: `SUPPLIER:${supplierId}`,
});

const idQuery = z.object({ id: z.string() });

/** Order calls of spec 7: path, permission and schemas, written once. */
export const orderContract = defineContract({
  getOrders: {
    method: 'GET',
    path: 'v1/order/list',
    summary: "List a store's orders",
    access: PERMISSIONS.ordersRead,
    query: z.object({ storeId: z.string() }),
    response: OrderListSchema,
  },
  getOrder: { method: 'GET', path: 'v1/order', summary: 'One order', access: PERMISSIONS.ordersRead, query: idQuery, response: OrderSchema },
  getOrdersBySupplier: {
    method: 'GET',
    path: 'v1/order/supplier',
    summary: "A supplier's orders in the stores the user may read (id = the supplier's id)",
    access: PERMISSIONS.ordersRead,
    query: idQuery,
    response: OrderListSchema,
  },
  createOrder: {
    method: 'POST',
    path: 'v1/order',
    summary: 'Create a draft order (the server assigns id, number, createdBy and status)',
    access: PERMISSIONS.ordersWrite,
    body: OrderInputSchema,
    response: OrderSchema,
  },
  updateOrder: {
    method: 'PUT',
    path: 'v1/order',
    summary: 'Update an order (supplier and lines only while it is a draft; 409 otherwise)',
    access: PERMISSIONS.ordersWrite,
    body: OrderUpdateSchema,
    response: OrderSchema,
  },
  updateOrderStatus: {
    method: 'PATCH',
    path: 'v1/order/status',
    summary: "Move an order's status (409 for a move the status chart does not allow)",
    access: PERMISSIONS.ordersWrite,
    body: OrderStatusUpdateSchema,
    response: OrderSchema,
  },
  deleteOrder: {
    method: 'DELETE',
    path: 'v1/order',
    summary: 'Delete a draft or cancelled order',
    access: PERMISSIONS.ordersWrite,
    query: idQuery,
    response: null,
  },
});
const C = orderContract;

/**
 * Order calls (spec 7). Tags: every answer carries one tag per order, lists carry their list
 * tag. A create refreshes the store's list and the supplier's list; an update or status move
 * refreshes that order (so every list holding it) plus the store's and the new supplier's lists;
 * a delete refreshes the store's and the supplier's lists. `onSuccess`: a failure invalidates nothing.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], OrdersArg>({
      query: ({ storeId }) => request(C.getOrders, { query: { storeId } }),
      responseSchema: answer(C.getOrders.response),
      providesTags: (result, _error, { storeId }) => listTags('Order', result, `LIST:${storeId}`),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => request(C.getOrder, { query: { id } }),
      responseSchema: answer(C.getOrder.response),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getOrdersBySupplier: build.query<Order[], string>({
      query: (supplierId) => request(C.getOrdersBySupplier, { query: { id: supplierId } }),
      responseSchema: answer(C.getOrdersBySupplier.response),
      providesTags: (result, _error, supplierId) => listTags('Order', result, `SUPPLIER:${supplierId}`),
    }),
    createOrder: build.mutation<Order, OrderInput>({
      query: (body) => request(C.createOrder, { body }),
      responseSchema: answer(C.createOrder.response),
      invalidatesTags: onSuccess((result) => [orderListTag(result.storeId), supplierOrdersTag(result.supplierId)]),
    }),
    updateOrder: build.mutation<Order, OrderUpdate>({
      query: (body) => request(C.updateOrder, { body }),
      responseSchema: answer(C.updateOrder.response),
      invalidatesTags: onSuccess((result) => [
        { type: 'Order' as const, id: result.id },
        orderListTag(result.storeId),
        supplierOrdersTag(result.supplierId),
      ]),
    }),
    updateOrderStatus: build.mutation<Order, OrderStatusUpdate>({
      query: (body) => request(C.updateOrderStatus, { body }),
      responseSchema: answer(C.updateOrderStatus.response),
      invalidatesTags: onSuccess((result) => [
        { type: 'Order' as const, id: result.id },
        orderListTag(result.storeId),
      ]),
    }),
    deleteOrder: build.mutation<null, DeleteOrderArg>({
      query: ({ id }) => request(C.deleteOrder, { query: { id } }),
      // The lists that held it; the order's own entry is not refetched (it would answer 404).
      invalidatesTags: onSuccess((_result, { storeId, supplierId }) => [
        orderListTag(storeId),
        supplierOrdersTag(supplierId),
      ]),
    }),
  }),
});

export const useGetOrdersQuery = permitted(ordersApi.endpoints.getOrders);
export const useGetOrderQuery = permitted(ordersApi.endpoints.getOrder);
export const useGetOrdersBySupplierQuery = permitted(ordersApi.endpoints.getOrdersBySupplier);
export const { useCreateOrderMutation, useUpdateOrderMutation, useUpdateOrderStatusMutation, useDeleteOrderMutation } = ordersApi;
