import { describe, expect, it } from 'vitest';
import { effectivePermissions, hasPermission, hasRole } from './permissions';

const store = { id: 'store-1', name: 'Berlin', roles: ['manager'], permissions: ['orders.read', 'shift.read'] };

describe('permissions (docs/rules/session.md#effective-permissions)', () => {
  it('effective permissions are the union of global and current-store permissions', () => {
    expect([...effectivePermissions(['stores.read', 'orders.read'], store)].sort()).toEqual(['orders.read', 'shift.read', 'stores.read']);
  });

  it('a check passes when the name is in either list', () => {
    expect(hasPermission(['stores.read'], store, 'stores.read')).toBe(true);
    expect(hasPermission([], store, 'shift.read')).toBe(true);
    expect(hasPermission(['stores.read'], store, 'tip.read')).toBe(false);
  });

  it('without a current store only global permissions count', () => {
    expect(hasPermission(['stores.read'], null, 'stores.read')).toBe(true);
    expect(hasPermission(undefined, null, 'orders.read')).toBe(false);
  });

  it("a role check looks only at the current store's roles", () => {
    expect(hasRole(store, 'manager')).toBe(true);
    expect(hasRole({ ...store, roles: ['staff'] }, 'manager')).toBe(false);
    expect(hasRole(null, 'manager')).toBe(false);
  });
});
