import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { todayIso } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import {
  CountEntryInputSchema,
  FinishCountInputSchema,
  InventoryAmountUpdateSchema,
  InventoryItemInputSchema,
} from '@/modules/inventory/schema';
import type { CountDifference, CountSession, InventoryHistoryEntry, InventoryItem } from '@/modules/inventory/types';
import { products, suppliers } from '../db/catalog';
import { averageUsage, countSessions, historyOn, inventoryHistory, inventoryItems } from '../db/inventory';
import { apiPath, assertValid, authorize, badRequest, HttpError, notFound, readBody, requireQuery, route } from '../http';
import type { MockUser } from '../db/people';

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

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Sets an item's counted amount and writes the history entry of type count; answers the updated item. */
function recordCount(
  item: InventoryItem,
  counted: number,
  user: MockUser,
  reference?: InventoryHistoryEntry['reference'],
): InventoryItem {
  const amount = round3(counted);
  const now = new Date();
  const at = now.toISOString();
  inventoryHistory.insert({
    id: inventoryHistory.nextId('invh'),
    itemId: item.id,
    storeId: item.storeId,
    at,
    date: todayIso(now),
    type: 'count',
    delta: round3(amount - (item.amount ?? 0)),
    amountAfter: amount,
    userId: user.id,
    userName: user.name,
    itemName: item.name,
    note: reference ? 'Count session' : '',
    ...(reference ? { reference } : {}),
  });
  return inventoryItems.update(item.id, { amount, lastCountedAt: at }) ?? item;
}

const openSession = (storeId: string): CountSession | null =>
  countSessions.where((c) => c.storeId === storeId && c.status === 'open')[0] ?? null;

function sessionOf(storeId: string, id: string): CountSession {
  const session = countSessions.get(id);
  if (!session || session.storeId !== storeId) throw notFound('Count');
  if (session.status !== 'open') throw new HttpError(409, 'This count is already finished.');
  return session;
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
      return HttpResponse.json(recordCount(itemOfStore(storeId, count.id), count.amount, user));
    }),
  ),
  http.get(
    apiPath('v1/inventory/:storeId/count-session'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.inventoryWrite, storeId);
      return HttpResponse.json(openSession(storeId));
    }),
  ),
  http.post(
    apiPath('v1/inventory/:storeId/count-session'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      const user = authorize(request, PERMISSIONS.inventoryWrite, storeId);
      // One open count per store: starting again continues it (a second device, a second click).
      const open = openSession(storeId);
      if (open) return HttpResponse.json(open);
      const session = countSessions.insert({
        id: countSessions.nextId('count'),
        storeId,
        status: 'open',
        startedAt: new Date().toISOString(),
        startedBy: user.id,
        startedByName: user.name,
        finishedAt: null,
        entries: [],
      });
      return HttpResponse.json(session, { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/inventory/:storeId/count-session/entry'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      const user = authorize(request, PERMISSIONS.inventoryWrite, storeId);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(CountEntryInputSchema, body));
      const input = CountEntryInputSchema.parse(body);
      const session = sessionOf(storeId, input.sessionId);
      itemOfStore(storeId, input.itemId);
      const entry = { itemId: input.itemId, amount: round3(input.amount), userId: user.id, enteredAt: new Date().toISOString() };
      const entries = [...session.entries.filter((e) => e.itemId !== input.itemId), entry];
      return HttpResponse.json(countSessions.update(session.id, { entries }));
    }),
  ),
  http.post(
    apiPath('v1/inventory/:storeId/count-session/finish'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      const user = authorize(request, PERMISSIONS.inventoryWrite, storeId);
      const body = await readBody(request);
      assertValid(fieldErrorsOf(FinishCountInputSchema, body));
      const session = sessionOf(storeId, FinishCountInputSchema.parse(body).sessionId);
      const differences: CountDifference[] = [];
      for (const entry of session.entries) {
        const item = inventoryItems.get(entry.itemId);
        if (!item || item.storeId !== storeId) continue;
        const before = item.amount ?? 0;
        recordCount(item, entry.amount, user, { type: 'count-session', id: session.id });
        const delta = round3(entry.amount - before);
        differences.push({
          itemId: item.id,
          itemName: item.name,
          before,
          counted: entry.amount,
          delta,
          value: Math.round(delta * (item.unitCost ?? 0) * 100) / 100,
        });
      }
      const closed = countSessions.update(session.id, { status: 'finished', finishedAt: new Date().toISOString() }) ?? session;
      return HttpResponse.json({ session: closed, differences });
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
