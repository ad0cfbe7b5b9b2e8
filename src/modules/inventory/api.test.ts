import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { makeStore, type AppStore } from '@/app/store';
import { INVENTORY_MESSAGES } from './messages';
import { todayIso } from '@/lib/format';
import { signedInState } from '@/test/render';
import { recordRequests, type RecordedRequest } from '@/test/requestLog';
import { inventoryApi } from './api';
import type { InventoryItemInput } from './types';

let seen: RecordedRequest[] = [];
let store: AppStore;

beforeEach(() => {
  seen = recordRequests(server, 'v1/inventory');
  store = makeStore(signedInState('manager', 'store-1'));
});
afterEach(() => {
  store.dispatch(inventoryApi.util.resetApiState());
});

const pathOf = (p: string) => new URL(apiPath(p), 'http://localhost').pathname;
const base = pathOf('v1/inventory/store-1');
const newItem: InventoryItemInput = {
  storeId: 'store-1',
  productId: null,
  supplierId: null,
  name: 'Test crates',
  category: 'Supplies',
  storageArea: 'Dry store',
  countOrder: 5,
  unit: 'crate',
  amount: 4,
  parLevel: 10,
  minAmount: 2,
  unitCost: 3.5,
  active: true,
};

describe('inventory api: request shapes (docs/rules/purchasing.md#inventory-calls)', () => {
  it('sends the reads to the store-scoped paths with their queries', async () => {
    const { endpoints: e } = inventoryApi;
    await store.dispatch(e.getInventoryItems.initiate({ storeId: 'store-1' })).unwrap();
    await store.dispatch(e.getActiveInventoryItems.initiate({ storeId: 'store-1' })).unwrap();
    const usage = await store.dispatch(e.getAverageUsage.initiate({ storeId: 'store-1' })).unwrap();
    await store.dispatch(e.getInventoryItem.initiate({ storeId: 'store-1', id: 'inv-1-001' })).unwrap();
    await store.dispatch(e.getInventoryHistory.initiate({ storeId: 'store-1', date: '2025-01-15' })).unwrap();
    await store.dispatch(e.getInventoryBySupplier.initiate({ storeId: 'store-1', id: 'sup-001' })).unwrap();
    await store.dispatch(e.getInventoryByProduct.initiate({ storeId: 'store-1', id: 'prod-1-001' })).unwrap();
    expect(seen.map((s) => [s.method, s.path, s.query])).toEqual([
      ['GET', `${base}/list`, {}],
      ['GET', `${base}/list-active`, {}],
      ['GET', `${base}/average-usage`, {}],
      ['GET', `${base}/item`, { id: 'inv-1-001' }],
      ['GET', `${base}/history`, { date: '2025-01-15' }],
      ['GET', `${base}/supplier`, { id: 'sup-001' }],
      ['GET', `${base}/product`, { id: 'prod-1-001' }],
    ]);
    // Average usage is stated over its window, computed from the seeded history.
    expect(usage[0]).toMatchObject({ windowDays: 28 });
    expect(usage.some((u) => (u.averageDailyUsage ?? 0) > 0)).toBe(true);
  });

  it('creates with POST, updates with PUT, counts with PATCH {id, amount, userId}, deletes with DELETE ?id', async () => {
    const { endpoints: e } = inventoryApi;
    const created = await store.dispatch(e.createInventoryItem.initiate({ storeId: 'store-1', item: newItem })).unwrap();
    await store
      .dispatch(
        e.updateInventoryItem.initiate({
          storeId: 'store-1',
          item: { ...newItem, id: created.id, parLevel: 12, version: created.version },
        }),
      )
      .unwrap();
    const counted = await store
      .dispatch(e.updateInventoryAmount.initiate({ storeId: 'store-1', id: created.id, amount: 7, userId: 'user-manager' }))
      .unwrap();
    await store.dispatch(e.deleteInventoryItem.initiate({ storeId: 'store-1', id: created.id })).unwrap();
    expect(seen).toEqual([
      { method: 'POST', path: `${base}/item`, query: {}, body: newItem },
      { method: 'PUT', path: `${base}/item`, query: {}, body: { ...newItem, id: created.id, parLevel: 12, version: 1 } },
      { method: 'PATCH', path: `${base}/amount`, query: {}, body: { id: created.id, amount: 7, userId: 'user-manager' } },
      { method: 'DELETE', path: pathOf('v1/inventory'), query: { id: created.id }, body: undefined },
    ]);
    // The count raises the version (issue #41): a form opened before the count sees it.
    expect(counted).toMatchObject({ amount: 7, version: 3 });
  });
});

describe('inventory history: the date is required (docs/rules/api.md#client-side-checks)', () => {
  it('answers the spec message and sends no request without a date', async () => {
    const result = await store.dispatch(inventoryApi.endpoints.getInventoryHistory.initiate({ storeId: 'store-1', date: '' }));
    expect(result.error).toEqual({ kind: 'invalidRequest', message: INVENTORY_MESSAGES.historyDateRequired });
    const none = await store.dispatch(inventoryApi.endpoints.getInventoryHistory.initiate({ storeId: 'store-1', date: null }));
    expect(none.error).toEqual({ kind: 'invalidRequest', message: 'Date is required for fetching inventory history' });
    expect(seen).toEqual([]);
  });
});

describe('inventory cache', () => {
  it('a count refreshes the item, the lists holding it, the day’s history and the usage', async () => {
    const { endpoints: e } = inventoryApi;
    const today = todayIso();
    const subs = [
      store.dispatch(e.getInventoryItems.initiate({ storeId: 'store-1' })),
      store.dispatch(e.getActiveInventoryItems.initiate({ storeId: 'store-1' })),
      store.dispatch(e.getInventoryItem.initiate({ storeId: 'store-1', id: 'inv-1-002' })),
      store.dispatch(e.getInventoryHistory.initiate({ storeId: 'store-1', date: today })),
      store.dispatch(e.getAverageUsage.initiate({ storeId: 'store-1' })),
      store.dispatch(e.getInventoryItems.initiate({ storeId: 'store-2' })),
    ];
    await Promise.all(subs.map((s) => s.unwrap()));
    seen.length = 0;
    await store
      .dispatch(e.updateInventoryAmount.initiate({ storeId: 'store-1', id: 'inv-1-002', amount: 42, userId: 'user-manager' }))
      .unwrap();
    await expect.poll(() => seen.filter((s) => s.method === 'GET').length).toBe(5);
    expect(
      seen
        .filter((s) => s.method === 'GET')
        .map((s) => s.path)
        .sort(),
    ).toEqual([`${base}/average-usage`, `${base}/history`, `${base}/item`, `${base}/list`, `${base}/list-active`].sort());
    await expect
      .poll(
        () =>
          e.getInventoryItems
            .select({ storeId: 'store-1' })(store.getState())
            .data?.find((i) => i.id === 'inv-1-002')?.amount,
      )
      .toBe(42);
    const history = () => e.getInventoryHistory.select({ storeId: 'store-1', date: today })(store.getState()).data ?? [];
    await expect
      .poll(() =>
        history().some((h) => h.itemId === 'inv-1-002' && h.type === 'count' && h.amountAfter === 42 && h.userName === 'Marco Manager'),
      )
      .toBe(true);
    subs.forEach((s) => s.unsubscribe());
  });

  it('a failed count invalidates nothing', async () => {
    const { endpoints: e } = inventoryApi;
    const sub = store.dispatch(e.getInventoryItems.initiate({ storeId: 'store-1' }));
    await sub.unwrap();
    const list = () => e.getInventoryItems.select({ storeId: 'store-1' })(store.getState());
    const loaded = list().fulfilledTimeStamp;
    expect(loaded).toEqual(expect.any(Number));
    server.use(failWith('patch', 'v1/inventory/:storeId/amount', 500, 'Down'));
    seen.length = 0;
    const result = await store.dispatch(
      e.updateInventoryAmount.initiate({ storeId: 'store-1', id: 'inv-1-002', amount: 1, userId: 'user-manager' }),
    );
    expect(result.error).toMatchObject({ status: 500, data: { message: 'Down' } });
    // An invalidation starts its refetches as the mutation ends: none is in flight, the list keeps its answer.
    expect(store.dispatch(inventoryApi.util.getRunningQueriesThunk())).toEqual([]);
    expect(list()).toMatchObject({ status: 'fulfilled', fulfilledTimeStamp: loaded });
    expect(seen.filter((s) => s.method === 'GET')).toEqual([]);
    sub.unsubscribe();
  });
});
