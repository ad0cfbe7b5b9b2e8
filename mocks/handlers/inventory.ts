import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { todayIso } from '@/lib/format';
import type { InventoryItem } from '@/modules/inventory/types';
import { products, suppliers } from '../db/catalog';
import { averageUsage, historyOn, inventoryHistory, inventoryItems } from '../db/inventory';
import { apiPath, assertValid, authorize, badRequest, isText, notFound, readBody, requireQuery, route } from '../http';

/**
 * Inventory (spec 7): every call is for one store, checked with that store's permission.
 * A count (`PATCH …/amount`) writes a history entry; average usage comes from the history.
 */
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
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

/** Checks a create/update body; answers 422 with the field errors. */
function toItem(body: Record<string, unknown>, storeId: string): Omit<InventoryItem, 'id' | 'lastCountedAt'> {
  const errors: Record<string, string> = {};
  if (!isText(body.name)) errors.name = 'Enter a name.';
  if (!isText(body.category)) errors.category = 'Enter a category.';
  if (!isText(body.storageArea)) errors.storageArea = 'Choose a storage area.';
  if (!isText(body.unit)) errors.unit = 'Enter the unit counted.';
  for (const field of ['amount', 'parLevel', 'minAmount', 'unitCost'] as const) {
    if (!isNum(body[field]) || body[field] < 0) errors[field] = 'Enter a number of 0 or more.';
  }
  if (!errors.minAmount && !errors.parLevel && (body.minAmount as number) > (body.parLevel as number)) {
    errors.minAmount = 'The minimum cannot be above the par level.';
  }
  if (body.countOrder !== undefined && !isNum(body.countOrder)) errors.countOrder = 'Enter a number.';
  if (body.active !== undefined && typeof body.active !== 'boolean') errors.active = 'Must be true or false.';
  if (body.storeId !== undefined && body.storeId !== storeId) errors.storeId = 'The item belongs to another store.';
  const productId = str(body.productId);
  if (productId) {
    const product = products.get(productId);
    if (!product || product.storeId !== storeId) errors.productId = 'Unknown product in this store.';
  }
  const supplierId = str(body.supplierId);
  if (supplierId && !suppliers.get(supplierId)) errors.supplierId = 'Unknown supplier.';
  assertValid(errors);
  return {
    storeId,
    productId: productId || null,
    supplierId: supplierId || null,
    name: str(body.name),
    category: str(body.category),
    storageArea: str(body.storageArea),
    countOrder: isNum(body.countOrder) ? body.countOrder : 0,
    unit: str(body.unit),
    amount: body.amount as number,
    parLevel: body.parLevel as number,
    minAmount: body.minAmount as number,
    unitCost: Math.round((body.unitCost as number) * 100) / 100,
    active: body.active !== false,
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
      const errors: Record<string, string> = {};
      if (!isText(body.id)) errors.id = 'The item id is required.';
      if (!isNum(body.amount) || body.amount < 0) errors.amount = 'Enter a number of 0 or more.';
      if (!isText(body.userId)) errors.userId = 'The user id is required.';
      else if (body.userId !== user.id) errors.userId = 'The count must be made by the signed-in user.';
      assertValid(errors);
      const item = itemOfStore(storeId, body.id as string);
      const amount = Math.round((body.amount as number) * 1000) / 1000;
      const now = new Date();
      const at = now.toISOString();
      inventoryHistory.insert({
        id: inventoryHistory.nextId('invh'),
        itemId: item.id,
        storeId,
        at,
        date: todayIso(now),
        type: 'count',
        delta: Math.round((amount - item.amount) * 1000) / 1000,
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
