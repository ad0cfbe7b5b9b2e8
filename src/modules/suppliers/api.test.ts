import { toSupplierInput } from './logic';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { suppliersApi } from './api';
import { emptySupplier } from './logic';
import { logRequests } from '@/test/requestLog';
import type { SupplierInput } from './types';

const input: SupplierInput = {
  ...emptySupplier(),
  name: 'Kaffee & Co. Test',
  email: 'hello@kaffee.example',
  deliveryWeekdays: [2, 4],
  orderCutoffTime: '11:30',
};

const managerStore = () => makeStore(signedInState('manager'));
const { getSuppliers, getSupplier, searchSuppliers, createSupplier, updateSupplier, deleteSupplier } = suppliersApi.endpoints;

function queryStatus(store: ReturnType<typeof managerStore>, endpoint: string, arg?: unknown) {
  const entry = Object.values(store.getState().api.queries).find(
    (q) => q?.endpointName === endpoint && (arg === undefined || JSON.stringify(q.originalArgs) === JSON.stringify(arg)),
  );
  return entry?.status;
}

describe('supplier endpoints: requests as the server receives them', () => {
  it('GET v1/supplier lists, GET v1/supplier/{id} reads one', async () => {
    const store = managerStore();
    const log = logRequests(server);
    const list = await store.dispatch(getSuppliers.initiate());
    const one = await store.dispatch(getSupplier.initiate('sup-001'));
    expect(log.all).toEqual([
      { method: 'GET', path: 'v1/supplier', query: {}, search: '', body: undefined },
      { method: 'GET', path: 'v1/supplier/sup-001', query: {}, search: '', body: undefined },
    ]);
    expect(list.data).toHaveLength(30);
    expect(one.data?.name).toBe('Frischehof Brandenburg');
  });

  it('GET v1/supplier/search?q= sends the text URL-encoded', async () => {
    const store = managerStore();
    const log = logRequests(server);
    const result = await store.dispatch(searchSuppliers.initiate('Ronnefeldt & Co'));
    expect(log.all[0]).toMatchObject({ method: 'GET', path: 'v1/supplier/search', query: { q: 'Ronnefeldt & Co' } });
    expect(log.all[0]?.search).toBe('?q=Ronnefeldt+%26+Co');
    expect(result.data?.map((s) => s.id)).toEqual(['sup-022']);
  });

  it('POST v1/supplier with the body; PUT v1/supplier/{id} with the body; DELETE v1/supplier/{id}', async () => {
    const store = managerStore();
    const log = logRequests(server);
    const created = await store.dispatch(createSupplier.initiate(input)).unwrap();
    expect(log.all[0]).toEqual({ method: 'POST', path: 'v1/supplier', query: {}, search: '', body: input });
    expect(created).toMatchObject({ ...input, id: expect.stringMatching(/^sup-/) as string });

    const changed = { ...input, phone: '+49 40 5550123' };
    // An update sends the version it read (issue #41).
    await store.dispatch(updateSupplier.initiate({ id: created.id, supplier: changed, version: created.version })).unwrap();
    expect(log.all[1]).toEqual({
      method: 'PUT',
      path: `v1/supplier/${created.id}`,
      query: {},
      search: '',
      body: { ...changed, version: 1 },
    });

    await store.dispatch(deleteSupplier.initiate(created.id)).unwrap();
    expect(log.all[2]).toEqual({ method: 'DELETE', path: `v1/supplier/${created.id}`, query: {}, search: '', body: undefined });
    const gone = await store.dispatch(getSupplier.initiate(created.id));
    expect(gone.error).toMatchObject({ status: 404 });
  });
});

describe('supplier cache (docs/rules/purchasing.md#supplier-calls)', () => {
  it('after a create the list is fetched again', async () => {
    const store = managerStore();
    const sub = store.dispatch(getSuppliers.initiate());
    await sub;
    const log = logRequests(server);
    await store.dispatch(createSupplier.initiate(input));
    await vi.waitFor(() => expect(log.count('GET', 'v1/supplier')).toBe(1));
    const listLength = () => (store.getState().api.queries['getSuppliers(undefined)']?.data as unknown[] | undefined)?.length;
    await vi.waitFor(() => expect(listLength()).toBe(31));
    sub.unsubscribe();
  });

  it('after an update the list and that supplier are fetched again (other suppliers are not)', async () => {
    const store = managerStore();
    const subs = [
      store.dispatch(getSuppliers.initiate()),
      store.dispatch(getSupplier.initiate('sup-002')),
      store.dispatch(getSupplier.initiate('sup-003')),
    ];
    await Promise.all(subs);
    const current = (await store.dispatch(getSupplier.initiate('sup-002'))).data;
    const log = logRequests(server);
    await store.dispatch(
      updateSupplier.initiate({
        id: 'sup-002',
        supplier: { ...toSupplierInput(current!), notes: 'Ring twice' },
        version: current?.version,
      }),
    );
    await vi.waitFor(() => {
      expect(log.count('GET', 'v1/supplier')).toBe(1);
      expect(log.count('GET', 'v1/supplier/sup-002')).toBe(1);
    });
    expect(log.count('GET', 'v1/supplier/sup-003')).toBe(0);
    await vi.waitFor(() => expect(queryStatus(store, 'getSupplier', 'sup-002')).toBe('fulfilled'));
    subs.forEach((s) => s.unsubscribe());
  });

  it('after a delete the list is fetched again', async () => {
    const store = managerStore();
    const created = await store.dispatch(createSupplier.initiate(input)).unwrap();
    const sub = store.dispatch(getSuppliers.initiate());
    await sub;
    const log = logRequests(server);
    await store.dispatch(deleteSupplier.initiate(created.id));
    await vi.waitFor(() => expect(log.count('GET', 'v1/supplier')).toBe(1));
    await vi.waitFor(() => expect(queryStatus(store, 'getSuppliers')).toBe('fulfilled'));
    sub.unsubscribe();
  });

  it('a failed save refetches nothing', async () => {
    const store = managerStore();
    const subs = [store.dispatch(getSuppliers.initiate()), store.dispatch(getSupplier.initiate('sup-002'))];
    await Promise.all(subs);
    server.use(failWith('post', 'v1/supplier', 500, 'Database down'), failWith('put', 'v1/supplier/:id', 500, 'Database down'));
    const log = logRequests(server);
    const created = await store.dispatch(createSupplier.initiate(input));
    const updated = await store.dispatch(updateSupplier.initiate({ id: 'sup-002', supplier: input }));
    expect('error' in created && 'error' in updated).toBe(true);
    // An invalidation would have started the refetch synchronously (status 'pending').
    expect(queryStatus(store, 'getSuppliers')).toBe('fulfilled');
    expect(queryStatus(store, 'getSupplier', 'sup-002')).toBe('fulfilled');
    expect(log.all.map((r) => `${r.method} ${r.path}`)).toEqual(['POST v1/supplier', 'PUT v1/supplier/sup-002']);
    subs.forEach((s) => s.unsubscribe());
  });

  it('a second visit within 60 s sends no request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const store = managerStore();
      const log = logRequests(server);
      const first = store.dispatch(getSuppliers.initiate());
      await first;
      first.unsubscribe();
      await vi.advanceTimersByTimeAsync(59_000);
      const second = store.dispatch(getSuppliers.initiate());
      await second;
      expect(log.count('GET', 'v1/supplier')).toBe(1);
      second.unsubscribe();
      // After 60 s unused the entry is gone: the next visit asks again.
      await vi.advanceTimersByTimeAsync(61_000);
      await store.dispatch(getSuppliers.initiate());
      expect(log.count('GET', 'v1/supplier')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
