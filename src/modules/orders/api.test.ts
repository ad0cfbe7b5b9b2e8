import { todayIso } from '@/lib/format';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/http';
import { failWith } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { recordRequests } from '@/test/requestLog';
import { ordersApi } from './api';
import type { OrderInput } from './types';

/** Records every order request as the mock receives it, then lets the real handler answer. */
const record = () => recordRequests(server, 'v1/order');

const draft: OrderInput = {
  storeId: 'store-1',
  supplierId: '',
  orderDate: '2025-03-03',
  expectedDeliveryDate: '2025-03-05',
  notes: 'Back door',
  lines: [],
};

async function setup() {
  const store = makeStore(signedInState('manager'));
  const products = await fetch(apiPath('v1/product/list?storeId=store-1'), {
    headers: { Authorization: `Bearer ${store.getState().auth.accessToken}` },
  }).then((r) => r.json() as Promise<{ id: string; supplierId: string; unitPrice: number; vatRate: number; purchaseUnit: string }[]>);
  const p = products[0];
  const input: OrderInput = {
    ...draft,
    supplierId: p.supplierId,
    lines: [{ productId: p.id, quantity: 3, unit: p.purchaseUnit, unitPrice: p.unitPrice, vatRate: p.vatRate }],
  };
  return { store, input };
}

describe('orders api: request shapes', () => {
  it('lists with storeId, gets by id and by supplier', async () => {
    const { store } = await setup();
    const seen = record();
    const list = await store.dispatch(ordersApi.endpoints.getOrders.initiate({ storeId: 'store-1' }));
    expect(list.data?.length).toBeGreaterThan(0);
    expect(list.data?.every((o) => o.storeId === 'store-1')).toBe(true);
    const first = list.data?.[0];
    await store.dispatch(ordersApi.endpoints.getOrder.initiate(first?.id ?? ''));
    await store.dispatch(ordersApi.endpoints.getOrdersBySupplier.initiate(first?.supplierId ?? ''));
    expect(seen.map((s) => [s.method, s.path, s.query])).toEqual([
      ['GET', '/api/v1/order/list', { storeId: 'store-1' }],
      ['GET', '/api/v1/order', { id: first?.id }],
      ['GET', '/api/v1/order/supplier', { id: first?.supplierId }],
    ]);
  });

  it('creates (POST), updates (PUT with id), moves status (PATCH {id, status}) and deletes (DELETE ?id)', async () => {
    const { store, input } = await setup();
    const seen = record();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const order = created.data;
    expect(order?.status).toBe('draft');
    expect(order?.number).toMatch(/^PO-\d{4}-\d{4}$/);
    expect(order?.createdBy).toBe('user-manager');
    const id = order?.id ?? '';
    await store.dispatch(ordersApi.endpoints.updateOrder.initiate({ ...input, id, notes: 'Front door' }));
    const moved = await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status: 'cancelled' }));
    expect(moved.data?.status).toBe('cancelled');
    await store.dispatch(ordersApi.endpoints.deleteOrder.initiate({ id, storeId: 'store-1', supplierId: input.supplierId }));
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/order', body: input });
    expect(seen[1]).toMatchObject({ method: 'PUT', path: '/api/v1/order', body: { ...input, id, notes: 'Front door' } });
    expect(seen[2]).toEqual({ method: 'PATCH', path: '/api/v1/order/status', query: {}, body: { id, status: 'cancelled' } });
    expect(seen[3]).toMatchObject({ method: 'DELETE', path: '/api/v1/order', query: { id } });
  });

  it('the server refuses a move that is not allowed (draft → received)', async () => {
    const { store, input } = await setup();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const result = await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: created.data?.id ?? '', status: 'received' }));
    expect(result.error).toMatchObject({ status: 409 });
  });

  it('a status move refreshes the store list; a failed one refreshes nothing', async () => {
    const { store, input } = await setup();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const id = created.data?.id ?? '';
    const sub = store.dispatch(ordersApi.endpoints.getOrders.initiate({ storeId: 'store-1' }));
    await sub;
    const list = () => ordersApi.endpoints.getOrders.select({ storeId: 'store-1' })(store.getState());
    // The queries RTK Query has in flight (a refetch an invalidation starts is one of them, started when the mutation ends).
    const running = () => store.dispatch(ordersApi.util.getRunningQueriesThunk());
    const loaded = list().fulfilledTimeStamp;
    expect(loaded).toEqual(expect.any(Number));
    const seen = record();
    server.use(failWith('patch', 'v1/order/status', 500, 'Database down', { once: true }));
    const failed = await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status: 'sent' }));
    expect(failed.error).toMatchObject({ status: 500 });
    expect(running()).toEqual([]);
    expect(list()).toMatchObject({ status: 'fulfilled', fulfilledTimeStamp: loaded });
    expect(seen.filter((s) => s.method === 'GET')).toEqual([]);
    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status: 'sent' }));
    expect(running()).toHaveLength(1);
    expect(list().status).toBe('pending');
    await Promise.all(running());
    expect(seen.filter((s) => s.method === 'GET').map((s) => s.path)).toEqual(['/api/v1/order/list']);
    expect(list().status).toBe('fulfilled');
    expect(list().fulfilledTimeStamp).toBeGreaterThan(loaded ?? Number.POSITIVE_INFINITY);
    expect(list().data?.find((o) => o.id === id)?.status).toBe('sent');
    sub.unsubscribe();
  });
});

describe('orders api: receiving into stock', () => {
  it('two deliveries move the status, write receipt history referencing the order and raise the item', async () => {
    const { store, input } = await setup();
    const token = store.getState().auth.accessToken ?? '';
    const get = <T>(path: string) =>
      fetch(apiPath(path), { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<T>);
    const productId = input.lines[0]?.productId ?? '';
    const itemOf = async () =>
      (await get<{ id: string; productId: string | null; amount: number }[]>('v1/inventory/store-1/list')).find(
        (i) => i.productId === productId,
      );
    const before = await itemOf();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const id = created.data?.id ?? '';
    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status: 'sent' }));
    const seen = record();

    const first = await store.dispatch(
      ordersApi.endpoints.receiveOrder.initiate({ id, deliveryNote: 'DN-1', lines: [{ productId, quantity: 1.5 }] }),
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/order/receipt',
      body: { id, deliveryNote: 'DN-1', lines: [{ productId, quantity: 1.5 }] },
    });
    expect(first.data?.status).toBe('partially_received');
    expect(first.data?.lines[0]?.receivedQuantity).toBe(1.5);
    expect((await itemOf())?.amount).toBeCloseTo((before?.amount ?? 0) + 1.5, 3);

    const tooMuch = await store.dispatch(
      ordersApi.endpoints.receiveOrder.initiate({ id, deliveryNote: '', lines: [{ productId, quantity: 2 }] }),
    );
    expect(tooMuch.error).toMatchObject({ status: 422, data: { fieldErrors: { 'lines.0.quantity': 'At most 1.5 is outstanding.' } } });

    const second = await store.dispatch(
      ordersApi.endpoints.receiveOrder.initiate({ id, deliveryNote: 'DN-2', lines: [{ productId, quantity: 1.5 }] }),
    );
    expect(second.data?.status).toBe('received');
    expect(second.data?.receipts.map((r) => r.deliveryNote)).toEqual(['DN-1', 'DN-2']);
    expect((await itemOf())?.amount).toBeCloseTo((before?.amount ?? 0) + 3, 3);
    const date = todayIso();
    const history = await get<{ type: string; delta: number; reference?: { type: string; id: string } }[]>(
      `v1/inventory/store-1/history?date=${date}`,
    );
    const receipts = history.filter((e) => e.type === 'receipt' && e.reference?.id === id);
    expect(receipts.map((e) => [e.delta, e.reference?.type])).toEqual([
      [1.5, 'order'],
      [1.5, 'order'],
    ]);
  });

  it('no status call marks an order partially received: that takes a delivery with its quantities', async () => {
    const { store, input } = await setup();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const id = created.data?.id ?? '';
    for (const status of ['sent', 'confirmed'] as const)
      await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status }));
    const partial = await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id, status: 'partially_received' }));
    expect(partial.error).toMatchObject({
      status: 409,
      data: { message: 'Book the delivery with its quantities to mark an order partially received.' },
    });
    const order = await store.dispatch(ordersApi.endpoints.getOrder.initiate(id, { forceRefetch: true }));
    expect(order.data?.status).toBe('confirmed');
    expect(order.data?.lines.every((l) => !l.receivedQuantity)).toBe(true);
  });

  it('the status PATCH checks its body with the schema: an unknown status is a field error', async () => {
    const { store, input } = await setup();
    const created = await store.dispatch(ordersApi.endpoints.createOrder.initiate(input));
    const res = await fetch(apiPath('v1/order/status'), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${store.getState().auth.accessToken ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: created.data?.id, status: 'shipped' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ fieldErrors: { status: 'Unknown status.' } });
  });
});
