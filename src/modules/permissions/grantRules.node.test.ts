import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSION_PRESETS, PERMISSIONS } from '@/config/permissions';
import { applyPreset, grantRefusal, GRANT_MESSAGES, lockedPermissions, recordLock, type Granter, type GrantTarget } from './grantRules';

const P = PERMISSIONS;
const manager: Granter = {
  userId: 'm',
  globalPermissions: [],
  storePermissions: (storeId) => (storeId === 'berlin' ? [...PERMISSION_PRESETS.manager, P.permissionsWrite] : []),
};
const staffRecord: GrantTarget = { userId: 's', storeId: 'berlin', current: [...PERMISSION_PRESETS.staff], member: true, owner: false };

describe('grant rules', () => {
  it('locks what the granter does not hold in the scope, and on their own record what it does not hold yet', () => {
    const locked = lockedPermissions(manager, staffRecord);
    expect(locked.has(P.storesWrite)).toBe(true);
    expect(locked.has(P.storesManage)).toBe(true);
    expect(locked.has(P.ordersRead)).toBe(false);
    const own = lockedPermissions(manager, { ...staffRecord, userId: 'm', current: [P.ordersRead] });
    expect(own.has(P.ordersRead)).toBe(false);
    expect(own.has(P.ordersWrite)).toBe(true);
    expect(lockedPermissions(manager, { ...staffRecord, storeId: 'munich' }).size).toBe(ALL_PERMISSIONS.length);
  });

  it('refuses, in this order: an owner’s record, a person not in the store, widening one’s own, permissions not held', () => {
    expect(recordLock(manager, { ...staffRecord, owner: true })).toBe(GRANT_MESSAGES.owner);
    expect(recordLock(manager, { ...staffRecord, current: null, member: false })).toBe(GRANT_MESSAGES.addPerson);
    expect(recordLock(manager, { ...staffRecord, current: null, member: true })).toBeNull();
    expect(grantRefusal(manager, { ...staffRecord, userId: 'm' }, [...PERMISSION_PRESETS.staff, P.ordersRead])).toBe(GRANT_MESSAGES.self);
    expect(grantRefusal(manager, staffRecord, [P.storesWrite])).toBe(GRANT_MESSAGES.notHeld(['Stores: write']));
    expect(grantRefusal(manager, staffRecord, [P.ordersRead, P.permissionsWrite])).toBeNull();
    const manages: Granter = { ...manager, storePermissions: () => [...ALL_PERMISSIONS] };
    expect(grantRefusal(manages, { ...staffRecord, owner: true, current: null, member: false }, [P.storesWrite])).toBeNull();
  });

  it('a preset fills the cells the granter may change; one holding a permission they cannot give is refused', () => {
    const locked = lockedPermissions(manager, staffRecord);
    expect(applyPreset(PERMISSION_PRESETS.owner, staffRecord.current ?? [], locked)).toBeNull();
    expect(applyPreset(PERMISSION_PRESETS.manager, staffRecord.current ?? [], locked)?.sort()).toEqual(
      [...PERMISSION_PRESETS.manager].sort(),
    );
    const withStores = [...PERMISSION_PRESETS.staff, P.storesWrite];
    expect(
      applyPreset(PERMISSION_PRESETS.manager, withStores, lockedPermissions(manager, { ...staffRecord, current: withStores })),
    ).toContain(P.storesWrite);
  });
});
