import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { getErrorStatus, getFieldErrors } from '@/api/errors';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { storesApi } from './api';
import { IBAN_MESSAGES } from './logic';
import { SHIFT_DETAILS_MESSAGES } from './schema';
import type { StoreFinancialDetailsInput, StoreInput, StoreShiftDetailsInput } from './types';

const E = storesApi.endpoints;
const ownerStore = () => makeStore(signedInState('owner'));

const newStore: StoreInput = {
  name: 'Leipzig Test Café',
  code: 'LEJ9',
  address: { street: 'Karl-Heine-Straße 40', postalCode: '04229', city: 'Leipzig', country: 'DE' },
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  active: true,
};

const financial: StoreFinancialDetailsInput = {
  legalName: 'Mitte Kaffee GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  addressCity: 'Berlin',
  addressCountry: 'DE',
  creditorReference: '',
  currency: 'EUR',
};

const shiftDetails: StoreShiftDetailsInput = {
  timeZone: 'Europe/Berlin',
  weekStartsOn: 1,
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    opensAt: weekday === 0 ? '' : '08:00',
    closesAt: weekday === 0 ? '' : '18:00',
    closed: weekday === 0,
  })),
  staffingRequirements: [{ weekday: 1, role: 'barista', start: '08:00', end: '13:00', minStaff: 2 }],
  rules: { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 40, minRestHours: 11, maxConsecutiveDays: 6 },
};

const plain = { query: {}, search: '' };

describe('store endpoints: requests as the server receives them', () => {
  it('GET v1/store lists the stores, GET v1/store/{id} reads one', async () => {
    const store = ownerStore();
    const log = logRequests(server);
    const list = await store.dispatch(E.getStores.initiate());
    const one = await store.dispatch(E.getStore.initiate('store-2'));
    expect(log.all).toEqual([
      { method: 'GET', path: 'v1/store', ...plain, body: undefined },
      { method: 'GET', path: 'v1/store/store-2', ...plain, body: undefined },
    ]);
    expect(list.data?.map((s) => s.id)).toEqual(['store-1', 'store-2', 'store-3']);
    expect(one.data).toMatchObject({ name: 'Hamburg Harbour Bistro', address: { city: 'Hamburg' }, timeZone: 'Europe/Berlin' });
  });

  it('POST v1/store with the body, PUT v1/store/{id}, DELETE v1/store/{id}; the profile is fetched again', async () => {
    const store = ownerStore();
    const log = logRequests(server);
    const created = await store.dispatch(E.createStore.initiate(newStore)).unwrap();
    expect(log.all[0]).toEqual({ method: 'POST', path: 'v1/store', ...plain, body: newStore });
    expect(created).toMatchObject({ ...newStore, id: expect.stringMatching(/^store-/) as string });
    // The session's store list (top-bar selector) knows the new store.
    await expect.poll(() => store.getState().auth.userInfo?.stores.map((s) => s.name)).toContain('Leipzig Test Café');

    // An update sends the version it read (issue #41).
    const renamed = { ...newStore, name: 'Leipzig Lindenau Café', version: created.version };
    await store.dispatch(E.updateStore.initiate({ id: created.id, store: renamed })).unwrap();
    expect(log.all.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: `v1/store/${created.id}`, ...plain, body: renamed });
    await expect.poll(() => store.getState().auth.userInfo?.stores.map((s) => s.name)).toContain('Leipzig Lindenau Café');

    await store.dispatch(E.deleteStore.initiate(created.id)).unwrap();
    expect(log.all.find((r) => r.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: `v1/store/${created.id}`,
      ...plain,
      body: undefined,
    });
    await expect.poll(() => store.getState().auth.userInfo?.stores.map((s) => s.id)).not.toContain(created.id);
  });

  it('a store that data refers to cannot be deleted: 409 with what still depends on it', async () => {
    const store = ownerStore();
    const result = await store.dispatch(E.deleteStore.initiate('store-1'));
    expect(getErrorStatus(result.error)).toBe(409);
    expect(JSON.stringify(result.error)).toMatch(/Berlin Mitte Café cannot be deleted: it still has \d+ orders/);
  });

  it('GET and PATCH v1/store/{id}/financial-details; a bad IBAN is refused by the server too (422)', async () => {
    const store = ownerStore();
    const log = logRequests(server);
    const read = await store.dispatch(E.getStoreFinancialDetails.initiate({ storeId: 'store-1' }));
    expect(log.all[0]).toEqual({ method: 'GET', path: 'v1/store/store-1/financial-details', ...plain, body: undefined });
    expect(read.data).toMatchObject({ storeId: 'store-1', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });

    const saved = await store
      .dispatch(E.updateStoreFinancialDetails.initiate({ storeId: 'store-2', details: { ...financial, version: 1 } }))
      .unwrap();
    expect(log.all[1]).toEqual({
      method: 'PATCH',
      path: 'v1/store/store-2/financial-details',
      ...plain,
      body: { ...financial, version: 1 },
    });
    expect(saved).toMatchObject({ storeId: 'store-2', legalName: 'Mitte Kaffee GmbH' });

    const bad = await store.dispatch(
      E.updateStoreFinancialDetails.initiate({ storeId: 'store-2', details: { ...financial, iban: 'DE89370400440532013001', version: 2 } }),
    );
    expect(getErrorStatus(bad.error)).toBe(422);
    expect(getFieldErrors(bad.error)).toEqual({ iban: IBAN_MESSAGES.checksum });
  });

  it('financial details are not kept in the cache once nobody uses them', async () => {
    const store = ownerStore();
    const sub = store.dispatch(E.getStoreFinancialDetails.initiate({ storeId: 'store-3' }));
    await sub;
    expect(E.getStoreFinancialDetails.select({ storeId: 'store-3' })(store.getState()).data?.iban).toBe('DE02500105170137075030');
    sub.unsubscribe();
    await expect.poll(() => E.getStoreFinancialDetails.select({ storeId: 'store-3' })(store.getState()).data).toBeUndefined();
  });

  it('GET and PATCH v1/store/{id}/shifts; overlapping windows are refused by the server (422)', async () => {
    const store = ownerStore();
    const log = logRequests(server);
    const read = await store.dispatch(E.getStoreShiftDetails.initiate({ storeId: 'store-1' }));
    expect(log.all[0]).toEqual({ method: 'GET', path: 'v1/store/store-1/shifts', ...plain, body: undefined });
    expect(read.data).toMatchObject({
      storeId: 'store-1',
      timeZone: 'Europe/Berlin',
      weekStartsOn: 1,
      rules: { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 40, minRestHours: 11, maxConsecutiveDays: 6 },
    });
    expect(new Set(read.data?.staffingRequirements.map((w) => w.role))).toEqual(
      new Set(['barista', 'cook', 'service', 'cashier', 'manager']),
    );
    expect(read.data?.openingHours.find((d) => d.weekday === 0)?.closed).toBe(true);

    const saved = await store
      .dispatch(E.updateStoreShiftDetails.initiate({ storeId: 'store-3', details: { ...shiftDetails, version: 1 } }))
      .unwrap();
    expect(log.all[1]).toEqual({ method: 'PATCH', path: 'v1/store/store-3/shifts', ...plain, body: { ...shiftDetails, version: 1 } });
    expect(saved.staffingRequirements).toEqual(shiftDetails.staffingRequirements);

    const overlapping = {
      ...shiftDetails,
      version: 2,
      staffingRequirements: [
        ...shiftDetails.staffingRequirements,
        { weekday: 1, role: 'barista' as const, start: '12:00', end: '16:00', minStaff: 1 },
      ],
    };
    const bad = await store.dispatch(E.updateStoreShiftDetails.initiate({ storeId: 'store-3', details: overlapping }));
    expect(getErrorStatus(bad.error)).toBe(422);
    expect(getFieldErrors(bad.error)).toEqual({ 'staffingRequirements.1.start': SHIFT_DETAILS_MESSAGES.overlap });
  });

  it('any member of a store reads its shift details (no stores permission needed); others are refused (403 signs out)', async () => {
    const store = makeStore(signedInState('staff'));
    const own = await store.dispatch(E.getStoreShiftDetails.initiate({ storeId: 'store-1' }));
    expect(own.data?.storeId).toBe('store-1');
    const other = await store.dispatch(E.getStoreShiftDetails.initiate({ storeId: 'store-2' }));
    // docs/rules/api.md#session-expired: the 403 signs the user out (so pages never ask for another store's details).
    expect(other.data).toBeUndefined();
    await expect.poll(() => store.getState().auth.accessToken).toBeNull();
  });
});
