import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { todayIso } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { InventoryAmountUpdateSchema, InventoryItemInputSchema } from '@/modules/inventory/schema';
import type { InventoryItem } from '@/modules/inventory/types';
import { products, suppliers } from '../db/catalog';
import { averageUsage, historyOn, inventoryHistory, inventoryItems } from '../db/inventory';
import { apiPath, assertValid, authorize, badRequest, notFound, readBody, requireQuery, route } from '../http';

/**
 * Inventory (spec 7): every call is for one store, checked with that store's permission.
 * A count (`PATCH …/amount`) writes a history entry; average usage comes from the history.
 */
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const byName = (a: InventoryItem, b: InventoryItem) => a.name.localeCompare(b.name);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function storeItems(storeId: string): InventoryItem[] {
  return inventoryItems.where((i) => i.storeId === storeId).sort(byName);
}

function itemOfStore(storeId: string, id: string): InventoryItem {
  const item = inventoryItems.get(id);
  if (!item || item.storeId !== storeId) throw notFound('Inventory item');
  return item;
}

/**
 * Checks a create/update body with the app's own input schema, then what only the server knows
 * (store, product and supplier exist); answers 422 with the field errors.
 */
function toItem(body: Record<string, unknown>, storeId: string): Omit<InventoryItem, 'id' | 'lastCountedAt'> {
  const errors = fieldErrorsOf(InventoryItemInputSchema, body);
  if (body.storeId !== undefined && body.storeId !== storeId) errors.storeId = 'The item belongs to another store.';
  const productId = str(body.productId);
  if (productId) {
    const product = products.get(productId);
    if (!product || product.storeId !== storeId) errors.productId = 'Unknown product in this store.';
  }
  const supplierId = str(body.supplierId);
  if (supplierId && !suppliers.get(supplierId)) errors.supplierId = 'Unknown supplier.';
  assertValid(errors);
  const input = InventoryItemInputSchema.parse(body);
  return {
    ...input,
    storeId,
    productId: productId || null,
    supplierId: supplierId || null,
    name: input.name.trim(),
    category: input.category.trim(),
    storageArea: input.storageArea.trim(),
    unit: input.unit.trim(),
    unitCost: Math.round(input.unitCost * 100) / 100,
  };
}

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/inventory/:storeId/list'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      return HttpResponse.json(storeItems(storeId));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/list-active'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      return HttpResponse.json(storeItems(storeId).filter((i) => i.active));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/average-usage'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      return HttpResponse.json(averageUsage(storeId));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/item'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      return HttpResponse.json(itemOfStore(storeId, requireQuery(new URL(request.url), 'id')));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/history'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      const date = new URL(request.url).searchParams.get('date');
      if (!date) throw badRequest('Date is required for fetching inventory history');
      if (!DATE.test(date)) throw badRequest('The date must be YYYY-MM-DD.');
      return HttpResponse.json(historyOn(storeId, date));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/supplier'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      const id = requireQuery(new URL(request.url), 'id');
      if (!suppliers.get(id)) throw notFound('Supplier');
      return HttpResponse.json(storeItems(storeId).filter((i) => i.supplierId === id));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/product'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryRead, storeId);
      const id = requireQuery(new URL(request.url), 'id');
      const product = products.get(id);
      if (!product || product.storeId !== storeId) throw notFound('Product');
      return HttpResponse.json(storeItems(storeId).filter((i) => i.productId === id));
    }),
  ),
  http.post(
    apiPath('v1/inventory/:storeId/item'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryWrite, storeId);
      const fields = toItem(await readBody(request), storeId);
      const item = inventoryItems.insert({ ...fields, id: inventoryItems.nextId('inv'), lastCountedAt: null });
      return HttpResponse.json(item, { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/inventory/:storeId/item'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryWrite, storeId);
      const body = await readBody(request);
      const existing = itemOfStore(storeId, str(body.id));
      const fields = toItem(body, storeId);
      return HttpResponse.json(inventoryItems.update(existing.id, fields));
    }),
  ),
  http.patch(
    apiPath('v1/inventory/:storeId/amount'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      const user = authorize(request, PERMISSIONS.inventoryWrite, storeId);
      const body = await readBody(request);
      const errors = fieldErrorsOf(InventoryAmountUpdateSchema, body);
      if (!errors.userId && body.userId !== user.id) errors.userId = 'The count must be made by the signed-in user.';
      assertValid(errors);
      const count = InventoryAmountUpdateSchema.parse(body);
      const item = itemOfStore(storeId, count.id);
      const amount = Math.round(count.amount * 1000) / 1000;
      const now = new Date();
      const at = now.toISOString();
      inventoryHistory.insert({
        id: inventoryHistory.nextId('invh'),
        itemId: item.id,
        storeId,
        at,
        date: todayIso(now),
        type: 'count',
        delta: Math.round((amount - (item.amount ?? 0)) * 1000) / 1000,
        amountAfter: amount,
        userId: user.id,
        userName: user.name,
        itemName: item.name,
        note: '',
      });
      return HttpResponse.json(inventoryItems.update(item.id, { amount, lastCountedAt: at }));
    }),
  ),
  http.delete(
    apiPath('v1/inventory'),
    route(({ request }) => {
      const id = requireQuery(new URL(request.url), 'id');
      const item = inventoryItems.get(id);
      // Authenticate before answering 404, so unknown ids reveal nothing to strangers.
      authorize(request, PERMISSIONS.inventoryWrite, item?.storeId);
      if (!item) throw notFound('Inventory item');
      inventoryItems.remove(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
