import { describe, expect, it } from 'vitest';
import { APP_MODULES } from '@/app/modules';
import { permissionTable } from '@/lib/permissionTable';
import { applyPreset, grantRefusal, GRANT_MESSAGES, lockedPermissions, recordLock, type Granter, type GrantTarget } from './grantRules';
import { PERMISSION_PRESETS } from './presets';

const TABLE = permissionTable(APP_MODULES);
const ALL_PERMISSIONS = TABLE.all;

const manager: Granter = {
  userId: 'm',
  globalPermissions: [],
  storePermissions: (storeId) => (storeId === 'berlin' ? [...PERMISSION_PRESETS.manager, 'permissions.write'] : []),
};
const staffRecord: GrantTarget = { userId: 's', storeId: 'berlin', current: [...PERMISSION_PRESETS.staff], member: true, owner: false };

describe('grant rules', () => {
  it('locks what the granter does not hold in the scope, and on their own record what it does not hold yet', () => {
    const locked = lockedPermissions(manager, staffRecord, TABLE);
    expect(locked.has('stores.write')).toBe(true);
    expect(locked.has('stores.manage')).toBe(true);
    expect(locked.has('orders.read')).toBe(false);
    const own = lockedPermissions(manager, { ...staffRecord, userId: 'm', current: ['orders.read'] }, TABLE);
    expect(own.has('orders.read')).toBe(false);
    expect(own.has('orders.write')).toBe(true);
    expect(lockedPermissions(manager, { ...staffRecord, storeId: 'munich' }, TABLE).size).toBe(ALL_PERMISSIONS.length);
  });

  it('refuses, in this order: an owner’s record, a person not in the store, widening one’s own, permissions not held', () => {
    expect(recordLock(manager, { ...staffRecord, owner: true })).toBe(GRANT_MESSAGES.owner);
    expect(recordLock(manager, { ...staffRecord, current: null, member: false })).toBe(GRANT_MESSAGES.addPerson);
    expect(recordLock(manager, { ...staffRecord, current: null, member: true })).toBeNull();
    expect(grantRefusal(manager, { ...staffRecord, userId: 'm' }, [...PERMISSION_PRESETS.staff, 'orders.read'], TABLE)).toBe(
      GRANT_MESSAGES.self,
    );
    expect(grantRefusal(manager, staffRecord, ['stores.write'], TABLE)).toBe(GRANT_MESSAGES.notHeld(['Stores: write']));
    expect(grantRefusal(manager, staffRecord, ['orders.read', 'permissions.write'], TABLE)).toBeNull();
    const manages: Granter = { ...manager, storePermissions: () => [...ALL_PERMISSIONS] };
    expect(grantRefusal(manages, { ...staffRecord, owner: true, current: null, member: false }, ['stores.write'], TABLE)).toBeNull();
  });

  it('a preset fills the cells the granter may change; one holding a permission they cannot give is refused', () => {
    const locked = lockedPermissions(manager, staffRecord, TABLE);
    expect(applyPreset(ALL_PERMISSIONS, staffRecord.current ?? [], locked, TABLE)).toBeNull();
    expect(applyPreset(PERMISSION_PRESETS.manager, staffRecord.current ?? [], locked, TABLE)?.sort()).toEqual(
      [...PERMISSION_PRESETS.manager].sort(),
    );
    const withStores = [...PERMISSION_PRESETS.staff, 'stores.write'];
    expect(
      applyPreset(
        PERMISSION_PRESETS.manager,
        withStores,
        lockedPermissions(manager, { ...staffRecord, current: withStores }, TABLE),
        TABLE,
      ),
    ).toContain('stores.write');
  });
});
