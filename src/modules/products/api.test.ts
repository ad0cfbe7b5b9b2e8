import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { productsApi } from './api';
import type { ProductInput } from './types';

const { getProducts, getProduct, getProductsBySupplier, saveProduct } = productsApi.endpoints;

const newProduct: ProductInput = {
  storeId: 'store-1',
  name: 'Oat barista 1 l',
  sku: 'DAI-9001',
  category: 'Dairy',
  supplierId: 'sup-004',
  supplierSku: 'MWN-1',
  baseUnit: 'l',
  purchaseUnit: 'case',
  packSize: 12,
  unitPrice: 21.6,
  currency: 'EUR',
  vatRate: 19,
  minOrderQty: 1,
  orderMultiple: 1,
  barcodes: ['4012345678901'],
  active: true,
};

function status(store: ReturnType<typeof makeStore>, endpoint: string, arg: unknown) {
  return Object.values(store.getState().api.queries).find(
    (q) => q?.endpointName === endpoint && JSON.stringify(q.originalArgs) === JSON.stringify(arg),
  )?.status;
}

describe('product endpoints: requests as the server receives them', () => {
  it('GET v1/product/list?storeId, GET v1/product?id&storeId, GET v1/product/supplier?id&storeId', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const list = await store.dispatch(getProducts.initiate({ storeId: 'store-1' }));
    const one = await store.dispatch(getProduct.initiate({ id: 'prod-1-001', storeId: 'store-1' }));
    const bySupplier = await store.dispatch(getProductsBySupplier.initiate({ supplierId: 'sup-001', storeId: 'store-1' }));
    expect(log.all.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: 'v1/product/list', query: { storeId: 'store-1' } },
      { method: 'GET', path: 'v1/product', query: { id: 'prod-1-001', storeId: 'store-1' } },
      { method: 'GET', path: 'v1/product/supplier', query: { id: 'sup-001', storeId: 'store-1' } },
    ]);
    expect(list.data).toHaveLength(120);
    expect(list.data?.every((p) => p.storeId === 'store-1')).toBe(true);
    expect(one.data?.id).toBe('prod-1-001');
    expect(bySupplier.data?.length).toBeGreaterThan(0);
    expect(bySupplier.data?.every((p) => p.supplierId === 'sup-001' && p.storeId === 'store-1')).toBe(true);
  });

  it('POST v1/product without an id creates, with an id updates', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const created = await store.dispatch(saveProduct.initiate(newProduct)).unwrap();
    expect(log.all[0]).toMatchObject({ method: 'POST', path: 'v1/product', body: newProduct });
    expect(created.id).toMatch(/^prod-1-/);
    expect(created.version).toBe(1);
    // An update sends the version it read (issue #41); the answer carries the raised one.
    const update = { ...newProduct, id: created.id, active: false, version: 1 };
    const saved = await store.dispatch(saveProduct.initiate(update)).unwrap();
    expect(log.all[1]).toMatchObject({ method: 'POST', path: 'v1/product', body: update });
    expect(saved).toEqual({ ...update, version: 2 });
  });
});

describe('product cache: one per store', () => {
  it('keeps each store apart and refreshes only the saved store', async () => {
    const store = makeStore(signedInState('manager'));
    const subs = [
      store.dispatch(getProducts.initiate({ storeId: 'store-1' })),
      store.dispatch(getProducts.initiate({ storeId: 'store-2' })),
      store.dispatch(getProductsBySupplier.initiate({ supplierId: 'sup-004', storeId: 'store-1' })),
    ];
    await Promise.all(subs);
    const log = logRequests(server);
    await store.dispatch(saveProduct.initiate(newProduct));
    await vi.waitFor(() => {
      expect(
        log.all
          .filter((r) => r.method === 'GET')
          .map((r) => `${r.path}?${new URLSearchParams(r.query).toString()}`)
          .sort(),
      ).toEqual(['v1/product/list?storeId=store-1', 'v1/product/supplier?id=sup-004&storeId=store-1']);
    });
    await vi.waitFor(() => expect(status(store, 'getProducts', { storeId: 'store-1' })).toBe('fulfilled'));
    await vi.waitFor(() => expect(status(store, 'getProductsBySupplier', { supplierId: 'sup-004', storeId: 'store-1' })).toBe('fulfilled'));
    subs.forEach((s) => s.unsubscribe());
  });

  it('a failed save refetches nothing', async () => {
    const store = makeStore(signedInState('manager'));
    const sub = store.dispatch(getProducts.initiate({ storeId: 'store-1' }));
    await sub;
    server.use(failWith('post', 'v1/product', 500, 'Database down'));
    const log = logRequests(server);
    const result = await store.dispatch(saveProduct.initiate(newProduct));
    expect('error' in result).toBe(true);
    expect(status(store, 'getProducts', { storeId: 'store-1' })).toBe('fulfilled');
    expect(log.all.map((r) => r.method)).toEqual(['POST']);
    sub.unsubscribe();
  });
});
