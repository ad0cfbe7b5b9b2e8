import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod/mini';
import { defineContract, request } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi, checkAnswer } from '@/api/baseApi';
import { apiHooks } from '@/api/permitted';
import { inventoryHistoryTag, inventoryListTag } from '@/api/stockTags';
import { storeListTags } from '@/api/tags';
import { MESSAGES } from '@/config/messages';
import { PERMISSIONS } from '@/config/permissions';
import {
  AverageUsageListSchema,
  CountEntryInputSchema,
  CountSessionSchema,
  FinishCountInputSchema,
  FinishedCountSchema,
  OpenCountSessionSchema,
  InventoryAmountUpdateSchema,
  InventoryHistorySchema,
  InventoryItemInputSchema,
  InventoryItemListSchema,
  InventoryItemSchema,
  InventoryItemUpdateSchema,
} from './schema';
import { todayIso } from '@/lib/format';
import type {
  AverageUsage,
  CountSession,
  FinishedCount,
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

/** Tags, each scoped to one store: a store's lists, one per item, a store's day of history (src/api/stockTags.ts), a store's usage. */
export const inventoryUsageTag = (storeId: string) => ({ type: 'InventoryUsage' as const, id: storeId });
/** The store's open count session. */
export const inventoryCountTag = (storeId: string) => ({ type: 'InventoryCount' as const, id: storeId });

export interface CountEntryArg {
  storeId: string;
  sessionId: string;
  itemId: string;
  amount: number;
}
export interface CountSessionArg {
  storeId: string;
  sessionId: string;
}

/** The client-side check of spec 5: no request goes out without a date. */
export const historyDateRequiredError: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: MESSAGES.inventory.historyDateRequired,
};

const idQuery = z.object({ id: z.string() });
const read = PERMISSIONS.inventoryRead;
const write = PERMISSIONS.inventoryWrite;

/** Inventory calls of spec 7, all for an explicit store: path, permission and schemas, written once. */
export const inventoryContract = defineContract({
  getInventoryItems: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/list',
    summary: "A store's inventory items",
    access: read,
    response: InventoryItemListSchema,
  },
  getActiveInventoryItems: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/list-active',
    summary: "A store's active inventory items",
    access: read,
    response: InventoryItemListSchema,
  },
  getAverageUsage: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/average-usage',
    summary: 'Average daily usage per item over a stated window',
    access: read,
    response: AverageUsageListSchema,
  },
  getInventoryItem: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/item',
    summary: 'One inventory item',
    access: read,
    query: idQuery,
    response: InventoryItemSchema,
  },
  getInventoryHistory: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/history',
    summary: "A store's inventory history of one day (the date is required: 400 without it)",
    access: read,
    query: z.object({ date: z.string() }),
    response: InventoryHistorySchema,
  },
  getInventoryBySupplier: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/supplier',
    summary: "A store's items of one supplier (id = the supplier's id)",
    access: read,
    query: idQuery,
    response: InventoryItemListSchema,
  },
  getInventoryByProduct: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/product',
    summary: "A store's items of one product (id = the product's id)",
    access: read,
    query: idQuery,
    response: InventoryItemListSchema,
  },
  createInventoryItem: {
    method: 'POST',
    path: 'v1/inventory/{storeId}/item',
    summary: 'Create an inventory item',
    access: write,
    body: InventoryItemInputSchema,
    response: InventoryItemSchema,
  },
  updateInventoryItem: {
    method: 'PUT',
    path: 'v1/inventory/{storeId}/item',
    summary: 'Update an inventory item (the body carries its id)',
    access: write,
    body: InventoryItemUpdateSchema,
    response: InventoryItemSchema,
  },
  updateInventoryAmount: {
    method: 'PATCH',
    path: 'v1/inventory/{storeId}/amount',
    summary: 'Record a count (writes a history entry; userId must be the signed-in user)',
    access: write,
    body: InventoryAmountUpdateSchema,
    response: InventoryItemSchema,
  },
  getCountSession: {
    method: 'GET',
    path: 'v1/inventory/{storeId}/count-session',
    summary: "The store's open count (null when none is open): its entered amounts, on every device",
    access: write,
    response: OpenCountSessionSchema,
  },
  startCountSession: {
    method: 'POST',
    path: 'v1/inventory/{storeId}/count-session',
    summary: 'Start a count (answers the open one when a count is already open)',
    access: write,
    body: z.object({}),
    response: CountSessionSchema,
  },
  putCountEntry: {
    method: 'PUT',
    path: 'v1/inventory/{storeId}/count-session/entry',
    summary: 'Enter (or re-enter) the amount counted for one item in the open count; stock is unchanged until finish',
    access: write,
    body: CountEntryInputSchema,
    response: CountSessionSchema,
  },
  finishCountSession: {
    method: 'POST',
    path: 'v1/inventory/{storeId}/count-session/finish',
    summary:
      'Close the count (contract addition). The app posts each amount with PATCH …/amount first; an entered amount not yet ' +
      'posted since the count started is posted here (history entry of type count); answers the differences it posted',
    access: write,
    body: FinishCountInputSchema,
    response: FinishedCountSchema,
  },
  deleteInventoryItem: {
    method: 'DELETE',
    path: 'v1/inventory',
    summary: 'Delete an inventory item',
    access: write,
    query: idQuery,
    response: null,
  },
});
const C = inventoryContract;

/** The request parts of a store's call, and of a store's call about one item (`?id`). */
const inStore = ({ storeId }: StoreArg) => ({ path: { storeId } });
const inStoreById = ({ storeId, id }: StoreIdArg) => ({ path: { storeId }, query: { id } });
/** A store's item list: one tag per item and the store's list tag. */
const storeList = storeListTags('InventoryItem');

/**
 * Inventory calls of spec 7, all for an explicit store. A count (`updateInventoryAmount`)
 * refreshes that item (and so every list holding it), that day's history and the store's usage.
 */
export const inventoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInventoryItems: build.query<InventoryItem[], StoreArg>(contractQuery(C.getInventoryItems, { request: inStore, provides: storeList })),
    getActiveInventoryItems: build.query<InventoryItem[], StoreArg>(contractQuery(C.getActiveInventoryItems, { request: inStore, provides: storeList })),
    getAverageUsage: build.query<AverageUsage[], StoreArg>(
      contractQuery(C.getAverageUsage, { request: inStore, provides: (_r, { storeId }) => [inventoryUsageTag(storeId)] }),
    ),
    getInventoryItem: build.query<InventoryItem, StoreIdArg>(
      contractQuery(C.getInventoryItem, { request: inStoreById, provides: (_r, { id }) => [{ type: 'InventoryItem', id }] }),
    ),
    getInventoryHistory: build.query<InventoryHistoryEntry[], HistoryArg>({
      async queryFn({ storeId, date }, _api, _extra, baseQuery) {
        if (!date) return { error: historyDateRequiredError };
        const result = await baseQuery(request(C.getInventoryHistory, { path: { storeId }, query: { date } }));
        // A queryFn checks its answer itself (the same schema, the same failure as every endpoint).
        return result.error ? { error: result.error } : checkAnswer('getInventoryHistory', InventoryHistorySchema, result.data);
      },
      providesTags: (_r, _e, { storeId, date }) => (date ? [inventoryHistoryTag(storeId, date)] : []),
    }),
    getInventoryBySupplier: build.query<InventoryItem[], StoreIdArg>(contractQuery(C.getInventoryBySupplier, { request: inStoreById, provides: storeList })),
    getInventoryByProduct: build.query<InventoryItem[], StoreIdArg>(contractQuery(C.getInventoryByProduct, { request: inStoreById, provides: storeList })),
    createInventoryItem: build.mutation<InventoryItem, CreateItemArg>(
      contractMutation(C.createInventoryItem, {
        request: ({ storeId, item }) => ({ path: { storeId }, body: item }),
        invalidates: (_r, { storeId }) => [inventoryListTag(storeId), inventoryUsageTag(storeId)],
      }),
    ),
    // The list tag too: active, supplier and product decide which lists hold the item.
    updateInventoryItem: build.mutation<InventoryItem, UpdateItemArg>(
      contractMutation(C.updateInventoryItem, {
        request: ({ storeId, item }) => ({ path: { storeId }, body: item }),
        invalidates: (_r, { storeId, item }) => [
          inventoryListTag(storeId),
          { type: 'InventoryItem', id: item.id },
          inventoryUsageTag(storeId),
        ],
      }),
    ),
    updateInventoryAmount: build.mutation<InventoryItem, UpdateAmountArg>(
      contractMutation(C.updateInventoryAmount, {
        request: ({ storeId, id, amount, userId }) => ({ path: { storeId }, body: { id, amount, userId } }),
        invalidates: (result, { storeId, id }) => [
          { type: 'InventoryItem', id },
          inventoryHistoryTag(storeId, result.lastCountedAt ? todayIso(new Date(result.lastCountedAt)) : todayIso()),
          inventoryUsageTag(storeId),
        ],
      }),
    ),
    getCountSession: build.query<CountSession | null, StoreArg>(
      contractQuery(C.getCountSession, { request: inStore, provides: (_r, { storeId }) => [inventoryCountTag(storeId)] }),
    ),
    startCountSession: build.mutation<CountSession, StoreArg>(
      contractMutation(C.startCountSession, {
        request: ({ storeId }) => ({ path: { storeId }, body: {} }),
        invalidates: (_r, { storeId }) => [inventoryCountTag(storeId)],
      }),
    ),
    // An entry changes no stock: the send queue keeps the screen's own state, nothing is refetched.
    putCountEntry: build.mutation<CountSession, CountEntryArg>(
      contractMutation(C.putCountEntry, {
        request: ({ storeId, sessionId, itemId, amount }) => ({ path: { storeId }, body: { sessionId, itemId, amount } }),
      }),
    ),
    finishCountSession: build.mutation<FinishedCount, CountSessionArg>(
      contractMutation(C.finishCountSession, {
        request: ({ storeId, sessionId }) => ({ path: { storeId }, body: { sessionId } }),
        invalidates: (result, { storeId }) => [
          inventoryCountTag(storeId),
          inventoryListTag(storeId),
          ...result.differences.map((d) => ({ type: 'InventoryItem' as const, id: d.itemId })),
          inventoryHistoryTag(storeId, todayIso()),
          inventoryUsageTag(storeId),
        ],
      }),
    ),
    // Spec 7: DELETE v1/inventory?id (no store in the path); the store scopes the cache only.
    deleteInventoryItem: build.mutation<null, StoreIdArg>(
      contractMutation(C.deleteInventoryItem, {
        request: ({ id }) => ({ query: { id } }),
        invalidates: (_r, { storeId }) => [inventoryListTag(storeId), inventoryUsageTag(storeId)],
      }),
    ),
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
  useGetCountSessionQuery,
  useCreateInventoryItemMutation,
  useUpdateInventoryItemMutation,
  useUpdateInventoryAmountMutation,
  useDeleteInventoryItemMutation,
  useStartCountSessionMutation,
  usePutCountEntryMutation,
  useFinishCountSessionMutation,
} = apiHooks(inventoryApi);
