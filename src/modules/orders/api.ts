import { baseApi } from '@/api/baseApi';
import { listTags, onSuccess } from '@/api/tags';
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

/**
 * Order calls (spec 7). Tags: every answer carries one tag per order, lists carry their list
 * tag. A create refreshes the store's list and the supplier's list; an update or status move
 * refreshes that order (so every list holding it) plus the store's and the new supplier's lists;
 * a delete refreshes the store's and the supplier's lists. `onSuccess`: a failure invalidates nothing.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], OrdersArg>({
      query: ({ storeId }) => ({ url: 'v1/order/list', params: { storeId } }),
      providesTags: (result, _error, { storeId }) => listTags('Order', result, `LIST:${storeId}`),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => ({ url: 'v1/order', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getOrdersBySupplier: build.query<Order[], string>({
      query: (supplierId) => ({ url: 'v1/order/supplier', params: { id: supplierId } }),
      providesTags: (result, _error, supplierId) => listTags('Order', result, `SUPPLIER:${supplierId}`),
    }),
    createOrder: build.mutation<Order, OrderInput>({
      query: (body) => ({ url: 'v1/order', method: 'POST', body }),
      invalidatesTags: onSuccess((result) => [orderListTag(result.storeId), supplierOrdersTag(result.supplierId)]),
    }),
    updateOrder: build.mutation<Order, OrderUpdate>({
      query: (body) => ({ url: 'v1/order', method: 'PUT', body }),
      invalidatesTags: onSuccess((result) => [
        { type: 'Order' as const, id: result.id },
        orderListTag(result.storeId),
        supplierOrdersTag(result.supplierId),
      ]),
    }),
    updateOrderStatus: build.mutation<Order, OrderStatusUpdate>({
      query: (body) => ({ url: 'v1/order/status', method: 'PATCH', body }),
      invalidatesTags: onSuccess((result) => [
        { type: 'Order' as const, id: result.id },
        orderListTag(result.storeId),
      ]),
    }),
    deleteOrder: build.mutation<null, DeleteOrderArg>({
      query: ({ id }) => ({ url: 'v1/order', method: 'DELETE', params: { id } }),
      // The lists that held it; the order's own entry is not refetched (it would answer 404).
      invalidatesTags: onSuccess((_result, { storeId, supplierId }) => [
        orderListTag(storeId),
        supplierOrdersTag(supplierId),
      ]),
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetOrdersBySupplierQuery,
  useCreateOrderMutation,
  useUpdateOrderMutation,
  useUpdateOrderStatusMutation,
  useDeleteOrderMutation,
} = ordersApi;
