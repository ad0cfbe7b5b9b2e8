import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import {
  CountEntryInputSchema,
  FinishCountInputSchema,
  InventoryAmountUpdateSchema,
  InventoryItemInputSchema,
} from '@/modules/inventory/schema';
import type { CountDifference, CountSession, InventoryHistoryEntry, InventoryItem } from '@/modules/inventory/types';
import { products, suppliers } from '../db/catalog';
import { averageUsage, countSessions, historyOn, inventoryHistory, inventoryItems } from '../db/inventory';
import { assertValid, authorize, badRequest, found, handle, HttpError, json, noContent, notFound, storeRoute, str } from '../http';
import { schemaErrors } from '../schemaErrors';
import type { MockUser } from '../db/people';
import { nextVersion, raisedVersion, versioned } from './versions';
import { machineToday } from '../rules/calendar';
import { storedName } from '../rules/text';

/**
 * Inventory (docs/rules/purchasing.md#inventory-calls): every call is for one store, checked with that store's permission.
 * A count (`PATCH …/amount`) writes a history entry; average usage comes from the history.
 * Every answered item carries `version` (issue #41, `./versions.ts`): an update (`PUT …/item`)
 * sends the one it read (stale: 409 with the current item; none: 422); a count (the spec's call,
 * which sends no version) and a delivery raise it, so an item form opened before sees the new amount.
 */
/** Every item of an answer with its version. */
const itemJson = (body: InventoryItem | InventoryItem[], status?: number) =>
  json(Array.isArray(body) ? versioned(body) : versioned(body), status);
const byName = (a: InventoryItem, b: InventoryItem) => a.name.localeCompare(b.name);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function storeItems(storeId: string): InventoryItem[] {
  return inventoryItems.where((i) => i.storeId === storeId).sort(byName);
}

const itemOfStore = (storeId: string, id: string): InventoryItem => found(inventoryItems.get(id), 'Inventory item', storeId);

/**
 * Checks a create/update body with the contract's input schema, then what only the server knows
 * (store, product and supplier exist); answers 422 with the field errors.
 */
function toItem(body: Record<string, unknown>, storeId: string): Omit<InventoryItem, 'id' | 'lastCountedAt'> {
  const errors = schemaErrors(InventoryItemInputSchema, body);
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
    name: storedName(input.name),
    category: input.category.trim(),
    storageArea: input.storageArea.trim(),
    unit: input.unit.trim(),
    unitCost: Math.round(input.unitCost * 100) / 100,
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Sets an item's counted amount and writes the history entry of type count; answers the updated item. */
function recordCount(item: InventoryItem, counted: number, user: MockUser, reference?: InventoryHistoryEntry['reference']): InventoryItem {
  const amount = round3(counted);
  const now = new Date();
  const at = now.toISOString();
  inventoryHistory.insert({
    id: inventoryHistory.nextId('invh'),
    itemId: item.id,
    storeId: item.storeId,
    at,
    date: machineToday(now),
    type: 'count',
    delta: round3(amount - (item.amount ?? 0)),
    amountAfter: amount,
    userId: user.id,
    userName: user.name,
    itemName: item.name,
    note: reference ? 'Count session' : '',
    ...(reference ? { reference } : {}),
  });
  return inventoryItems.update(item.id, { amount, lastCountedAt: at, version: raisedVersion(item) }) ?? item;
}

const openSession = (storeId: string): CountSession | null =>
  countSessions.where((c) => c.storeId === storeId && c.status === 'open')[0] ?? null;

function sessionOf(storeId: string, id: string): CountSession {
  const session = found(countSessions.get(id), 'Count', storeId);
  if (session.status !== 'open') throw new HttpError(409, 'This count is already finished.');
  return session;
}

const READ = PERMISSIONS.inventoryRead;
const WRITE = PERMISSIONS.inventoryWrite;

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/inventory/:storeId/list', READ, ({ storeId }) => itemJson(storeItems(storeId))),
  storeRoute('get', 'v1/inventory/:storeId/list-active', READ, ({ storeId }) => itemJson(storeItems(storeId).filter((i) => i.active))),
  storeRoute('get', 'v1/inventory/:storeId/average-usage', READ, ({ storeId }) => json(averageUsage(storeId))),
  storeRoute('get', 'v1/inventory/:storeId/item', READ, ({ storeId, need }) => itemJson(itemOfStore(storeId, need('id')[0]))),
  storeRoute('get', 'v1/inventory/:storeId/history', READ, ({ storeId, query }) => {
    const date = query.get('date');
    if (!date) throw badRequest('Date is required for fetching inventory history');
    if (!DATE.test(date)) throw badRequest('The date must be YYYY-MM-DD.');
    return json(historyOn(storeId, date));
  }),
  storeRoute('get', 'v1/inventory/:storeId/supplier', READ, ({ storeId, need }) => {
    const [id] = need('id');
    found(suppliers.get(id), 'Supplier');
    return itemJson(storeItems(storeId).filter((i) => i.supplierId === id));
  }),
  storeRoute('get', 'v1/inventory/:storeId/product', READ, ({ storeId, need }) => {
    const [id] = need('id');
    found(products.get(id), 'Product', storeId);
    return itemJson(storeItems(storeId).filter((i) => i.productId === id));
  }),
  storeRoute('post', 'v1/inventory/:storeId/item', WRITE, async ({ storeId, body }) => {
    const fields = toItem(await body(), storeId);
    return itemJson(inventoryItems.insert({ ...fields, id: inventoryItems.nextId('inv'), lastCountedAt: null }), 201);
  }),
  storeRoute('put', 'v1/inventory/:storeId/item', WRITE, async ({ storeId, body }) => {
    const input = await body();
    const existing = itemOfStore(storeId, str(input.id));
    // A stale version answers 409 with the current item, a missing one 422 (no lost update).
    const version = nextVersion(existing, input.version, 'inventory item', true);
    return itemJson(found(inventoryItems.update(existing.id, { ...toItem(input, storeId), version }), 'Inventory item'));
  }),
  storeRoute('patch', 'v1/inventory/:storeId/amount', WRITE, async ({ storeId, user, body }) => {
    const input = await body();
    const errors = schemaErrors(InventoryAmountUpdateSchema, input);
    if (!errors.userId && input.userId !== user.id) errors.userId = 'The count must be made by the signed-in user.';
    assertValid(errors);
    const count = InventoryAmountUpdateSchema.parse(input);
    return itemJson(recordCount(itemOfStore(storeId, count.id), count.amount, user));
  }),
  storeRoute('get', 'v1/inventory/:storeId/count-session', WRITE, ({ storeId }) => json(openSession(storeId))),
  storeRoute('post', 'v1/inventory/:storeId/count-session', WRITE, ({ storeId, user }) => {
    // One open count per store: starting again continues it (a second device, a second click).
    const open = openSession(storeId);
    if (open) return json(open);
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
    return json(session, 201);
  }),
  storeRoute('put', 'v1/inventory/:storeId/count-session/entry', WRITE, async ({ storeId, user, input }) => {
    const entryInput = await input(CountEntryInputSchema);
    const session = sessionOf(storeId, entryInput.sessionId);
    itemOfStore(storeId, entryInput.itemId);
    const entry = { itemId: entryInput.itemId, amount: round3(entryInput.amount), userId: user.id, enteredAt: new Date().toISOString() };
    const entries = [...session.entries.filter((e) => e.itemId !== entryInput.itemId), entry];
    return json(countSessions.update(session.id, { entries }));
  }),
  storeRoute('post', 'v1/inventory/:storeId/count-session/finish', WRITE, async ({ storeId, user, input }) => {
    const session = sessionOf(storeId, (await input(FinishCountInputSchema)).sessionId);
    const differences: CountDifference[] = [];
    for (const entry of session.entries) {
      const item = inventoryItems.get(entry.itemId);
      if (!item || item.storeId !== storeId) continue;
      // The app posts each amount with the spec's PATCH …/amount before it closes the count: an
      // amount already posted since the count started is not posted twice.
      if (item.lastCountedAt && item.lastCountedAt >= session.startedAt && item.amount === entry.amount) continue;
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
    return json({ session: closed, differences });
  }),
  handle('delete', 'v1/inventory', ({ request, need }) => {
    const [id] = need('id');
    const item = inventoryItems.get(id);
    // Authenticate before answering 404, so unknown ids reveal nothing to strangers.
    authorize(request, WRITE, item?.storeId);
    if (!item) throw notFound('Inventory item');
    inventoryItems.remove(id);
    return noContent();
  }),
];
