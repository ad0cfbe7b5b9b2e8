import { request } from '@/api/contract';
import { accessOf, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi, checkedAnswer } from '@/api/baseApi';
import { invalidRequestError, type ApiError } from '@/api/errors';
import { storeListTags } from '@/api/tags';
import { inventoryHistoryTag, inventoryListTag } from '@/api/stockTags';
import { INVENTORY_MESSAGES } from './messages';
import { InventoryHistorySchema } from './schema';
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
  /** YYYY-MM-DD; required (docs/rules/api.md#client-side-checks), checked before any request. */
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

/** The client-side check of docs/rules/api.md#client-side-checks: no request goes out without a date. */
/** Made when the call is refused: the message in the language active then. */
const historyDateRequiredError = (): ApiError => invalidRequestError(INVENTORY_MESSAGES.historyDateRequired);

import { inventoryContract } from './contract';

/** The tag types this module declares (src/api/tags.ts); it also adds InventoryItem, InventoryHistory (declared where they are defined), which its tags use. */
declare module '@/api/tags' {
  interface TagTypes {
    InventoryUsage: true;
    InventoryCount: true;
  }
}

export { inventoryContract };
const C = inventoryContract;

/** The request parts of a store's call, and of a store's call about one item (`?id`). */
const inStore = ({ storeId }: StoreArg) => ({ path: { storeId } });
const inStoreById = ({ storeId, id }: StoreIdArg) => ({ path: { storeId }, query: { id } });
/** A store's item list: one tag per item and the store's list tag. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag, not a text
const storeList = storeListTags('InventoryItem');

/**
 * Inventory calls of docs/rules/purchasing.md#inventory-calls, all for an explicit store. A count (`updateInventoryAmount`)
 * refreshes that item (and so every list holding it), that day's history and the store's usage.
 */
export const inventoryApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['InventoryItem', 'InventoryHistory', 'InventoryUsage', 'InventoryCount'] as const })
  .injectEndpoints({
    endpoints: (build) => ({
      getInventoryItems: build.query<InventoryItem[], StoreArg>(
        contractQuery(C.getInventoryItems, { request: inStore, provides: storeList }),
      ),
      getActiveInventoryItems: build.query<InventoryItem[], StoreArg>(
        contractQuery(C.getActiveInventoryItems, { request: inStore, provides: storeList }),
      ),
      getAverageUsage: build.query<AverageUsage[], StoreArg>(
        contractQuery(C.getAverageUsage, { request: inStore, provides: (_r, { storeId }) => [inventoryUsageTag(storeId)] }),
      ),
      getInventoryItem: build.query<InventoryItem, StoreIdArg>(
        contractQuery(C.getInventoryItem, { request: inStoreById, provides: (_r, { id }) => [{ type: 'InventoryItem', id }] }),
      ),
      getInventoryHistory: build.query<InventoryHistoryEntry[], HistoryArg>({
        async queryFn({ storeId, date }, _api, _extra, baseQuery) {
          if (!date) return { error: historyDateRequiredError() };
          const result = await baseQuery(request(C.getInventoryHistory, { path: { storeId }, query: { date } }));
          return result.error ? { error: result.error } : checkedAnswer('getInventoryHistory', InventoryHistorySchema, result.data);
        },
        extraOptions: accessOf(C.getInventoryHistory),
        providesTags: (_r, _e, { storeId, date }) => (date ? [inventoryHistoryTag(storeId, date)] : []),
      }),
      getInventoryBySupplier: build.query<InventoryItem[], StoreIdArg>(
        contractQuery(C.getInventoryBySupplier, { request: inStoreById, provides: storeList }),
      ),
      getInventoryByProduct: build.query<InventoryItem[], StoreIdArg>(
        contractQuery(C.getInventoryByProduct, { request: inStoreById, provides: storeList }),
      ),
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
      // docs/rules/purchasing.md#inventory-calls: DELETE v1/inventory?id (no store in the path); the store scopes the cache only.
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
} = inventoryApi;
