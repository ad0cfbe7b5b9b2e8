/* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries document the api for developers; no person reads them in the app */
import { z } from 'zod/mini';
import { defineContract } from '@/api/contract';
import {
  AverageUsageListSchema,
  CountEntryInputSchema,
  CountSessionSchema,
  FinishCountInputSchema,
  FinishedCountSchema,
  InventoryAmountUpdateSchema,
  InventoryHistorySchema,
  InventoryItemInputSchema,
  InventoryItemListSchema,
  InventoryItemSchema,
  InventoryItemUpdateSchema,
  OpenCountSessionSchema,
} from './schema';

const idQuery = z.object({ id: z.string() });
const read = 'inventory.read';
const write = 'inventory.write';

/** Inventory calls of docs/rules/purchasing.md#inventory-calls, all for an explicit store: path, permission and schemas, written once. */
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
    summary:
      'Update an inventory item (the body carries its id). Answers carry `version` (raised by every accepted change: an update, a count, a delivery); an update sends the `version` it was read at, and a stale one answers 409 `{message, current}` with the current item (no lost update). A server that does not version answers none: then none is sent and the last write wins.',
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
