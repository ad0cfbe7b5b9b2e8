import { describe, expect, it } from 'vitest';
import { orders } from '../db/orders';
import { shifts } from '../db/shifts';
import { apiPath } from '../http';

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

/** Issue #29: the demo server refuses a stale update with 409 and the current record; an update without a version wins. */
describe('versioned updates of the demo server', () => {
  it('orders: answers carry a version, a stale PUT answers 409 with the current order, a PUT without one is accepted', async () => {
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
    const last = await call('PUT', 'v1/order', { ...unversioned, notes: 'last write' }, token);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ notes: 'last write', version: 3 });
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
  });
});
