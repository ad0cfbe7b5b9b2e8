import { describe, expect, it } from 'vitest';
import { orders } from '../db/orders';
import { shifts } from '../db/shifts';
import { inventoryItems } from '../db/inventory';
import { apiPath } from '../http';
import { MISSING_VERSION } from './versions';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(apiPath(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function ownerToken(): Promise<string> {
  const login = await call('POST', 'v1/auth/login', { email: 'owner@storeops.test', password: 'demo1234' });
  return String(login.body.accessToken);
}

/**
 * Issues #29 and #41: the demo server refuses a stale update with 409 and the current record, and
 * an update without a version with 422 for the kinds versioned in issue #41 (every answered record
 * carries one, the seeds' at 1); suppliers, orders and shifts still take one without (last write wins).
 */
describe('versioned updates of the demo server', () => {
  it('orders: answers carry a version, a stale PUT answers 409 with the current order, a PUT without one writes last', async () => {
    const token = await ownerToken();
    const draft = orders.where((o) => o.status === 'draft')[0];
    if (!draft) throw new Error('the seed has a draft order');
    const read = await call('GET', `v1/order?id=${draft.id}`, undefined, token);
    expect(read.body.version).toBe(1);
    const body = { ...read.body, notes: 'first' };

    const first = await call('PUT', 'v1/order', { ...body, version: 1 }, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ notes: 'first', version: 2 });

    const stale = await call('PUT', 'v1/order', { ...body, notes: 'stale', version: 1 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This order was changed by someone else since you opened it.');
    expect(stale.body.current).toMatchObject({ id: draft.id, notes: 'first', version: 2 });
    expect(orders.get(draft.id)?.notes).toBe('first');

    const { version: _version, ...unversioned }: Record<string, unknown> = body;
    // Orders, suppliers and shifts were versioned before issue #41: a client that sends none still writes last.
    const blind = await call('PUT', 'v1/order', { ...unversioned, notes: 'blind write' }, token);
    expect(blind.status).toBe(200);
    expect(orders.get(draft.id)).toMatchObject({ notes: 'blind write', version: 3 });
  });

  it('shifts: PUT checks a version it is sent and raises it', async () => {
    const token = await ownerToken();
    const shift = shifts.all()[0];
    if (!shift) throw new Error('the seed has a shift');
    const first = await call('PUT', 'v1/shift', { ...shift, notes: 'mine', version: 1 }, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ notes: 'mine', version: 2 });
    const stale = await call('PUT', 'v1/shift', { ...shift, notes: 'stale', version: 1 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: shift.id, notes: 'mine', version: 2 });
    const bad = await call('PUT', 'v1/shift', { ...shift, version: 'two' }, token);
    expect(bad.status).toBe(422);
    // JSON leaves out an undefined version: the body has none.
    const blind = await call('PUT', 'v1/shift', { ...shift, notes: 'blind', version: undefined }, token);
    expect(blind).toMatchObject({ status: 200, body: { notes: 'blind', version: 3 } });
  });

  it('products: a seeded product answers version 1; POST with its id and version 1 saves (2), again with 1 is 409, without one 422', async () => {
    const token = await ownerToken();
    const read = await call('GET', 'v1/product?id=prod-1-002&storeId=store-1', undefined, token);
    expect(read).toMatchObject({ status: 200, body: { id: 'prod-1-002', version: 1 } });
    const { version: _v, ...product } = read.body;
    const mine = await call('POST', 'v1/product', { ...product, category: 'Mine', version: 1 }, token);
    expect(mine).toMatchObject({ status: 200, body: { category: 'Mine', version: 2 } });
    const stale = await call('POST', 'v1/product', { ...product, name: 'Stale', version: 1 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else since you opened it.');
    expect(stale.body.current).toMatchObject({ id: 'prod-1-002', category: 'Mine', version: 2 });
    const blind = await call('POST', 'v1/product', { ...product, name: 'Blind' }, token);
    expect(blind).toMatchObject({ status: 422, body: { message: MISSING_VERSION } });
    expect((await call('GET', 'v1/product?id=prod-1-002&storeId=store-1', undefined, token)).body).toMatchObject({
      name: read.body.name,
      category: 'Mine',
      version: 2,
    });
  });

  it('inventory items: PUT checks the version; a count (the spec call, no version) raises it, so a form opened before gets 409', async () => {
    const token = await ownerToken();
    const item = inventoryItems.where((i) => i.storeId === 'store-1')[0];
    if (!item) throw new Error('the seed has an item in store-1');
    const read = await call('GET', `v1/inventory/store-1/item?id=${item.id}`, undefined, token);
    expect(read.body.version).toBe(1);
    const { version: _v, lastCountedAt: _at, ...body } = read.body;
    const saved = await call('PUT', 'v1/inventory/store-1/item', { ...body, category: 'Mine', version: 1 }, token);
    expect(saved).toMatchObject({ status: 200, body: { category: 'Mine', version: 2 } });
    const count = await call('PATCH', 'v1/inventory/store-1/amount', { id: item.id, amount: 7, userId: 'user-owner' }, token);
    expect(count).toMatchObject({ status: 200, body: { amount: 7, version: 3 } });
    const stale = await call('PUT', 'v1/inventory/store-1/item', { ...body, category: 'Mine', amount: 1, version: 2 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ amount: 7, category: 'Mine', version: 3 });
    const blind = await call('PUT', 'v1/inventory/store-1/item', { ...body, amount: 1 }, token);
    expect(blind).toMatchObject({ status: 422, body: { message: MISSING_VERSION } });
    expect(inventoryItems.get(item.id)).toMatchObject({ amount: 7, version: 3 });
  });
});

describe('versioned stores and their details (issue #41)', () => {
  it('a store, its shift details and its financial details: answered at version 1, saved with it (2), refused stale (409) or without it (422)', async () => {
    const token = await ownerToken();
    const store = await call('GET', 'v1/store/store-2', undefined, token);
    expect(store.body.version).toBe(1);
    const { id: _id, version: _v, ...storeBody } = store.body;
    expect(await call('PUT', 'v1/store/store-2', { ...storeBody, name: 'Mine', version: 1 }, token)).toMatchObject({
      status: 200,
      body: { name: 'Mine', version: 2 },
    });
    const staleStore = await call('PUT', 'v1/store/store-2', { ...storeBody, name: 'Stale', version: 1 }, token);
    expect(staleStore).toMatchObject({ status: 409, body: { current: { name: 'Mine', version: 2 } } });
    expect(await call('PUT', 'v1/store/store-2', { ...storeBody, name: 'Blind' }, token)).toMatchObject({
      status: 422,
      body: { message: MISSING_VERSION },
    });

    for (const path of ['v1/store/store-2/shifts', 'v1/store/store-2/financial-details']) {
      const read = await call('GET', path, undefined, token);
      expect(read.body.version).toBe(1);
      const { storeId: _s, version: _rv, ...details } = read.body;
      const body = path.endsWith('shifts')
        ? details
        : { ...details, legalName: 'Mine GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
      expect(await call('PATCH', path, { ...body, version: 1 }, token)).toMatchObject({ status: 200, body: { version: 2 } });
      const stale = await call('PATCH', path, { ...body, version: 1 }, token);
      expect(stale).toMatchObject({ status: 409, body: { current: { version: 2 } } });
      expect(await call('PATCH', path, body, token)).toMatchObject({ status: 422, body: { message: MISSING_VERSION } });
    }
  });
});

describe('versioned permission records (issue #41)', () => {
  it('a seeded record answers version 1; a grant with it raises it (2); a stale one is 409, one without 422', async () => {
    const token = await ownerToken();
    const path = 'v1/permissions/perm-user-staff-store-1';
    const read = await call('GET', path, undefined, token);
    expect(read.body.version).toBe(1);
    const permissions = read.body.permissions as string[];
    const granted = await call('PUT', path, { permissions: [...permissions, 'orders.read'], version: 1 }, token);
    expect(granted).toMatchObject({ status: 200, body: { version: 2 } });
    const stale = await call('PUT', path, { permissions, version: 1 }, token);
    expect(stale).toMatchObject({ status: 409, body: { current: { version: 2 } } });
    expect((stale.body.current as { permissions: string[] }).permissions).toContain('orders.read');
    expect(await call('PUT', path, { permissions }, token)).toMatchObject({ status: 422, body: { message: MISSING_VERSION } });
  });
});
