import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { findUserByEmail, userInfoOf } from '@mocks/db/people';
import { makeStore } from '@/app/store';
import { getErrorMessage } from '@/api/errors';
import { PERMISSION_MESSAGES } from './messages';
import { SHARED_READ_ID } from '@/config/permissions';
import { logRequests } from '@/test/requestLog';
import { signedInState, type DemoRole } from '@/test/render';
import { apiPath } from '@mocks/http';
import { permissionsApi } from './api';

const { getPermissions, getPermission, createPermission, updatePermission } = permissionsApi.endpoints;
const storeAs = (role: DemoRole) => makeStore(signedInState(role));

describe('permission endpoints: requests as the server receives them', () => {
  it('GET v1/permissions (optionally ?userId) and GET v1/permissions/{id}', async () => {
    const store = storeAs('owner');
    const log = logRequests(server);
    const all = await store.dispatch(getPermissions.initiate({}));
    const staffs = await store.dispatch(getPermissions.initiate({ userId: 'user-staff' }));
    const one = await store.dispatch(getPermission.initiate('perm-user-staff-store-1'));
    expect(log.all.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: 'v1/permissions', query: {} },
      { method: 'GET', path: 'v1/permissions', query: { userId: 'user-staff' } },
      { method: 'GET', path: 'v1/permissions/perm-user-staff-store-1', query: {} },
    ]);
    expect(all.data?.find((r) => r.userId === 'user-owner' && r.storeId === null)?.permissions).toContain(SHARED_READ_ID);
    expect(staffs.data?.map((r) => r.storeId)).toEqual(['store-1']);
    expect(one.data).toMatchObject({ userId: 'user-staff', userName: 'Sam Staff', storeId: 'store-1', grantedBy: 'user-owner' });
  });

  it('PUT v1/permissions/{id} sends the list; the next profile load carries it', async () => {
    const store = storeAs('owner');
    const log = logRequests(server);
    const before = findUserByEmail('staff@storeops.test');
    const list = [...(before?.memberships[0]?.permissions ?? []), 'orders.read'];
    const saved = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-staff-store-1', body: { permissions: list, version: 1 } }),
    );
    expect(log.all).toEqual([
      { method: 'PUT', path: 'v1/permissions/perm-user-staff-store-1', query: {}, search: '', body: { permissions: list, version: 1 } },
    ]);
    expect(saved.data).toMatchObject({ permissions: list, grantedBy: 'user-owner', grantedByName: 'Olivia Owner' });
    const staff = findUserByEmail('staff@storeops.test');
    expect(staff && userInfoOf(staff).stores.find((s) => s.id === 'store-1')?.permissions).toContain('orders.read');
  });

  it('POST v1/permissions creates a scope; a second POST for it answers 409; unknown keys come back as fieldErrors', async () => {
    const store = storeAs('owner');
    const log = logRequests(server);
    const body = { userId: 'user-staff', storeId: 'store-2', permissions: ['inventory.read'] };
    const created = await store.dispatch(createPermission.initiate(body));
    expect(log.all[0]).toMatchObject({ method: 'POST', path: 'v1/permissions', body });
    expect(created.data).toMatchObject({ id: 'perm-user-staff-store-2', storeId: 'store-2' });
    const staff = findUserByEmail('staff@storeops.test');
    expect(staff && userInfoOf(staff).stores.map((s) => s.id)).toEqual(['store-1', 'store-2']);

    const again = await store.dispatch(createPermission.initiate(body));
    expect(again.error).toMatchObject({ status: 409 });

    // The client never sends an unknown key (the form's schema); the server refuses one too.
    const raw = await fetch(apiPath('v1/permissions/perm-user-staff-store-1'), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${store.getState().auth.accessToken ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ permissions: ['orders.read', 'orders.fly'] }),
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ fieldErrors: { permissions: 'Unknown permission: orders.fly' } });
  });

  it('a manager may read but not grant; global grants need a global permissions.write', async () => {
    const store = storeAs('manager');
    const list = await store.dispatch(getPermissions.initiate({}));
    // Global records and those of the manager's two stores; none of Munich's.
    expect(list.data?.some((r) => r.storeId === 'store-3')).toBe(false);
    expect(list.data?.some((r) => r.storeId === null)).toBe(true);
    const token = store.getState().auth.accessToken ?? '';
    const put = await fetch(apiPath('v1/permissions/perm-user-staff-store-1'), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ permissions: [] }),
    });
    expect(put.status).toBe(403);
  });

  it("a failed read shows the server's message, else 'Failed to fetch permissions'", async () => {
    server.use(http.get(apiPath('v1/permissions'), () => HttpResponse.json({}, { status: 500 })));
    const result = await storeAs('owner').dispatch(getPermissions.initiate({}));
    expect(getErrorMessage(result.error, PERMISSION_MESSAGES.fetch)).toBe('Failed to fetch permissions');
  });

  it('the base query never sends a permission call the user lacks (staff has no permissions.read)', async () => {
    const log = logRequests(server);
    const result = await storeAs('staff').dispatch(getPermissions.initiate({}));
    expect(result.error).toBeDefined();
    expect(log.all).toEqual([]);
  });

  it('the auditor reads every record of their store', async () => {
    const result = await storeAs('auditor').dispatch(getPermissions.initiate({}));
    expect(result.data?.some((r) => r.userId === 'user-staff' && r.storeId === 'store-1')).toBe(true);
  });
});
