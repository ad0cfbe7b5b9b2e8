import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '@mocks/db/people';
import { makeStore } from '@/app/store';
import { APP_MODULES } from '@/app/modules';
import { permissionTable } from '@/lib/permissionTable';
import { sessionEffects } from '@/session/sessionEffects';
import { signedInAs } from '@/test/render';
import { permissionsApi } from './api';
import { GRANT_MESSAGES } from './grantRules';
import { PERMISSION_PRESETS } from './presets';

const ALL_PERMISSIONS = permissionTable(APP_MODULES).all;

const { createPermission, updatePermission, getPermission } = permissionsApi.endpoints;

/** The demo manager with permissions.write in Berlin only (the attacker of issue 28). */
function berlinGranter() {
  const manager = users.get('user-manager');
  if (!manager) throw new Error('no manager');
  const next = users.update(manager.id, {
    memberships: manager.memberships.map((m) =>
      m.storeId === 'store-1' ? { ...m, permissions: [...m.permissions, 'permissions.write'] } : m,
    ),
  });
  if (!next) throw new Error('no manager');
  return makeStore(signedInAs(next, 'store-1'));
}

const errorOf = (result: { error?: unknown }) =>
  result.error as { status: number; data: { message: string; fieldErrors?: Record<string, string> } };

describe('the demo server refuses grants beyond the granter (422, never 403)', () => {
  let redirect: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    redirect = vi.spyOn(sessionEffects, 'hardRedirect').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // None of these refusals may end the session (a 403 would).
    expect(redirect).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('granting a permission the granter does not hold in that store', async () => {
    const store = berlinGranter();
    const result = await store.dispatch(
      updatePermission.initiate({
        id: 'perm-user-staff-store-1',
        body: { permissions: [...PERMISSION_PRESETS.staff, 'stores.write', 'permissions.write'] },
      }),
    );
    expect(errorOf(result).status).toBe(422);
    expect(errorOf(result).data.message).toBe(GRANT_MESSAGES.notHeld(['Stores: write']));
    expect(errorOf(result).data.fieldErrors?.permissions).toBe(errorOf(result).data.message);
    expect(users.get('user-staff')?.memberships[0]?.permissions).toEqual([...PERMISSION_PRESETS.staff]);
  });

  it('what the granter holds may be given and taken away; a permission they lack stays as it was', async () => {
    const store = berlinGranter();
    const given = await store.dispatch(
      updatePermission.initiate({
        id: 'perm-user-staff-store-1',
        body: { permissions: ['inventory.read', 'orders.read', 'permissions.write'], version: 1 },
      }),
    );
    expect(given.error).toBeUndefined();
    expect(users.get('user-staff')?.memberships[0]?.permissions).toEqual(['inventory.read', 'orders.read', 'permissions.write']);
    // The staff member holds stores.write in Berlin (given by the owner): the manager cannot take it away.
    const staff = users.get('user-staff');
    if (staff)
      users.update(staff.id, { memberships: [{ storeId: 'store-1', roles: ['staff'], permissions: ['inventory.read', 'stores.write'] }] });
    const stripped = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-staff-store-1', body: { permissions: ['inventory.read'] } }),
    );
    expect(errorOf(stripped).status).toBe(422);
    expect(errorOf(stripped).data.message).toBe(GRANT_MESSAGES.notHeld(['Stores: write']));
  });

  it('widening one’s own record, even with permissions one holds elsewhere', async () => {
    const store = berlinGranter();
    // Read once, not kept subscribed: a kept query would be fetched again after the save below,
    // after this test, with a session the reset mock database no longer knows (a 401 then).
    const own = await store.dispatch(getPermission.initiate('perm-user-manager-store-1', { subscribe: false }));
    const wider = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-manager-store-1', body: { permissions: [...ALL_PERMISSIONS] } }),
    );
    expect(errorOf(wider)).toMatchObject({ status: 422, data: { message: GRANT_MESSAGES.self } });
    // Taking one of one's own away is allowed.
    const narrower = (own.data?.permissions ?? []).filter((p) => p !== 'tip.write');
    const saved = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-manager-store-1', body: { permissions: narrower, version: own.data?.version } }),
    );
    expect(saved.data?.permissions).toEqual(narrower);
  });

  it('adding a person to a store needs stores.manage there', async () => {
    const store = berlinGranter();
    const result = await store.dispatch(
      createPermission.initiate({ userId: 'user-nostore', storeId: 'store-1', permissions: ['inventory.read'] }),
    );
    expect(errorOf(result)).toMatchObject({ status: 422, data: { message: GRANT_MESSAGES.addPerson } });
    expect(users.get('user-nostore')?.memberships).toEqual([]);
  });

  it("changing the owner's Berlin record needs stores.manage there", async () => {
    const store = berlinGranter();
    const result = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-owner-store-1', body: { permissions: ['inventory.read'] } }),
    );
    expect(errorOf(result)).toMatchObject({ status: 422, data: { message: GRANT_MESSAGES.owner } });
    expect(users.get('user-owner')?.memberships.find((m) => m.storeId === 'store-1')?.permissions).toEqual([]);
  });

  it('the owner (stores.manage everywhere) adds a person to a store and changes any record', async () => {
    const owner = users.get('user-owner');
    if (!owner) throw new Error('no owner');
    const store = makeStore(signedInAs(owner));
    const added = await store.dispatch(
      createPermission.initiate({ userId: 'user-nostore', storeId: 'store-1', permissions: ['inventory.read'] }),
    );
    expect(added.data).toMatchObject({ userId: 'user-nostore', storeId: 'store-1', permissions: ['inventory.read'] });
    const manager = await store.dispatch(
      updatePermission.initiate({ id: 'perm-user-manager-store-1', body: { permissions: [...ALL_PERMISSIONS], version: 1 } }),
    );
    expect(manager.error).toBeUndefined();
  });
});
