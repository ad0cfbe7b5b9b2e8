import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { listTags, onSuccess } from '@/api/tags';
import { MESSAGES } from '@/config/messages';
import { todayIso } from '@/lib/format';
import type {
  AverageUsage,
  InventoryAmountUpdate,
  InventoryHistoryEntry,
  InventoryItem,
  InventoryItemInput,
  InventoryItemUpdate,
} from './types';

export interface StoreArg {
  storeId: string;
}
export interface StoreIdArg {
  storeId: string;
  id: string;
}
export interface HistoryArg {
  storeId: string;
  /** YYYY-MM-DD; required (spec 5), checked before any request. */
  date: string | null | undefined;
}
export interface CreateItemArg {
  storeId: string;
  item: InventoryItemInput;
}
export interface UpdateItemArg {
  storeId: string;
  item: InventoryItemUpdate;
}
export type UpdateAmountArg = InventoryAmountUpdate & { storeId: string };

const base = (storeId: string) => `v1/inventory/${encodeURIComponent(storeId)}`;

/** Tags, each scoped to one store: a store's lists, one per item, a store's day of history, a store's usage. */
export const inventoryListTag = (storeId: string) => ({ type: 'InventoryItem' as const, id: `LIST:${storeId}` });
export const inventoryHistoryTag = (storeId: string, date: string) => ({
  type: 'InventoryHistory' as const,
  id: `${storeId}:${date}`,
});
export const inventoryUsageTag = (storeId: string) => ({ type: 'InventoryUsage' as const, id: storeId });

/** The client-side check of spec 5: no request goes out without a date. */
export const historyDateRequiredError: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: MESSAGES.inventory.historyDateRequired,
};

/**
 * Inventory calls of spec 7, all for an explicit store. A count (`updateInventoryAmount`)
 * refreshes that item (and so every list holding it), that day's history and the store's usage.
 */
export const inventoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInventoryItems: build.query<InventoryItem[], StoreArg>({
      query: ({ storeId }) => `${base(storeId)}/list`,
      providesTags: (result, _e, { storeId }) => listTags('InventoryItem', result, `LIST:${storeId}`),
    }),
    getActiveInventoryItems: build.query<InventoryItem[], StoreArg>({
      query: ({ storeId }) => `${base(storeId)}/list-active`,
      providesTags: (result, _e, { storeId }) => listTags('InventoryItem', result, `LIST:${storeId}`),
    }),
    getAverageUsage: build.query<AverageUsage[], StoreArg>({
      query: ({ storeId }) => `${base(storeId)}/average-usage`,
      providesTags: (_r, _e, { storeId }) => [inventoryUsageTag(storeId)],
    }),
    getInventoryItem: build.query<InventoryItem, StoreIdArg>({
      query: ({ storeId, id }) => ({ url: `${base(storeId)}/item`, params: { id } }),
      providesTags: (_r, _e, { id }) => [{ type: 'InventoryItem', id }],
    }),
    getInventoryHistory: build.query<InventoryHistoryEntry[], HistoryArg>({
      async queryFn({ storeId, date }, _api, _extra, baseQuery) {
        if (!date) return { error: historyDateRequiredError };
        const result = await baseQuery({ url: `${base(storeId)}/history`, params: { date } });
        if (result.error) return { error: result.error };
        return { data: result.data as InventoryHistoryEntry[] };
      },
      providesTags: (_r, _e, { storeId, date }) => (date ? [inventoryHistoryTag(storeId, date)] : []),
    }),
    getInventoryBySupplier: build.query<InventoryItem[], StoreIdArg>({
      query: ({ storeId, id }) => ({ url: `${base(storeId)}/supplier`, params: { id } }),
      providesTags: (result, _e, { storeId }) => listTags('InventoryItem', result, `LIST:${storeId}`),
    }),
    getInventoryByProduct: build.query<InventoryItem[], StoreIdArg>({
      query: ({ storeId, id }) => ({ url: `${base(storeId)}/product`, params: { id } }),
      providesTags: (result, _e, { storeId }) => listTags('InventoryItem', result, `LIST:${storeId}`),
    }),
    createInventoryItem: build.mutation<InventoryItem, CreateItemArg>({
      query: ({ storeId, item }) => ({ url: `${base(storeId)}/item`, method: 'POST', body: item }),
      invalidatesTags: onSuccess((_r, { storeId }) => [inventoryListTag(storeId), inventoryUsageTag(storeId)]),
    }),
    updateInventoryItem: build.mutation<InventoryItem, UpdateItemArg>({
      query: ({ storeId, item }) => ({ url: `${base(storeId)}/item`, method: 'PUT', body: item }),
      // The list tag too: active, supplier and product decide which lists hold the item.
      invalidatesTags: onSuccess((_r, { storeId, item }) => [
        inventoryListTag(storeId),
        { type: 'InventoryItem' as const, id: item.id },
        inventoryUsageTag(storeId),
      ]),
    }),
    updateInventoryAmount: build.mutation<InventoryItem, UpdateAmountArg>({
      query: ({ storeId, id, amount, userId }) => ({
        url: `${base(storeId)}/amount`,
        method: 'PATCH',
        body: { id, amount, userId },
      }),
      invalidatesTags: onSuccess((result, { storeId, id }) => [
        { type: 'InventoryItem' as const, id },
        inventoryHistoryTag(storeId, result.lastCountedAt ? todayIso(new Date(result.lastCountedAt)) : todayIso()),
        inventoryUsageTag(storeId),
      ]),
    }),
    deleteInventoryItem: build.mutation<null, StoreIdArg>({
      // Spec 7: DELETE v1/inventory?id (no store in the path); the store scopes the cache only.
      query: ({ id }) => ({ url: 'v1/inventory', method: 'DELETE', params: { id } }),
      invalidatesTags: onSuccess((_r, { storeId }) => [inventoryListTag(storeId), inventoryUsageTag(storeId)]),
    }),
  }),
});

export const {
  useGetInventoryItemsQuery,
  useGetActiveInventoryItemsQuery,
  useGetAverageUsageQuery,
  useGetInventoryItemQuery,
  useGetInventoryHistoryQuery,
  useGetInventoryBySupplierQuery,
  useGetInventoryByProductQuery,
  useCreateInventoryItemMutation,
  useUpdateInventoryItemMutation,
  useUpdateInventoryAmountMutation,
  useDeleteInventoryItemMutation,
} = inventoryApi;
