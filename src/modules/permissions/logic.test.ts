import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_PRESETS,
  PERMISSION_TABLE,
  PERMISSIONS,
  SHARED_READ_ID,
} from '@/config/permissions';
import { permissionName } from './permissionNames';
import { effectiveByStore, filterRecords, fromMatrix, toMatrix, unknownPermissions } from './logic';
import type { PermissionRecord } from './types';

describe('the matrix and permission lists', () => {
  it('every permission id sits in exactly one cell of the table, and every cell is a known id', () => {
    const cells = PERMISSION_TABLE.flatMap((row) => PERMISSION_ACTIONS.flatMap((a) => (row.actions[a] ? [row.actions[a]] : [])));
    expect([...cells].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('maps each single permission to one ticked cell and back', () => {
    for (const id of ALL_PERMISSIONS) {
      const matrix = toMatrix([id]);
      const ticked = Object.entries(matrix).flatMap(([key, cells]) =>
        Object.entries(cells)
          .filter(([, on]) => on)
          .map(([action]) => `${key}.${action}`),
      );
      expect(ticked).toHaveLength(1);
      expect(fromMatrix(matrix)).toEqual([id]);
    }
  });

  it('round-trips the presets and the full list exactly (same set, each once)', () => {
    for (const list of [...Object.values(PERMISSION_PRESETS), ALL_PERMISSIONS, []]) {
      const back = fromMatrix(toMatrix(list));
      expect([...back].sort()).toEqual([...new Set(list)].sort());
      expect(new Set(back).size).toBe(back.length);
    }
  });

  it('keeps unknown keys out of the matrix and names them', () => {
    expect(fromMatrix(toMatrix(['orders.read', 'orders.fly']))).toEqual([PERMISSIONS.ordersRead]);
    expect(unknownPermissions(['orders.read', 'orders.fly'])).toEqual(['orders.fly']);
  });

  it('gives the opaque shared ids a readable name', () => {
    expect(permissionName(SHARED_READ_ID)).toBe('Dashboard, users and reports: read');
    expect(permissionName('orders.write')).toBe('Orders and invoices: write');
  });
});

const rec = (id: string, userId: string, storeId: string | null, permissions: string[]): PermissionRecord => ({
  id,
  userId,
  userName: userId,
  storeId,
  permissions,
  grantedBy: '',
  grantedByName: '',
});

describe('effective permissions (docs/rules/session.md#effective-permissions: global ∪ store)', () => {
  const records = [
    rec('g', 'u1', null, [PERMISSIONS.storesRead]),
    rec('s1', 'u1', 'store-1', [PERMISSIONS.ordersRead]),
    rec('s3', 'u1', 'store-3', [PERMISSIONS.storesRead, PERMISSIONS.tipRead]),
    rec('x', 'u2', 'store-1', [PERMISSIONS.tipWrite]),
  ];

  it('is the union of global and each store, per store, the other person left out', () => {
    expect(effectiveByStore(records, 'u1')).toEqual([
      { storeId: 'store-1', permissions: [PERMISSIONS.ordersRead, PERMISSIONS.storesRead] },
      { storeId: 'store-3', permissions: [PERMISSIONS.storesRead, PERMISSIONS.tipRead] },
    ]);
  });

  it('shows the draft being edited in place of its saved record (a new store too)', () => {
    expect(effectiveByStore(records, 'u1', { storeId: null, permissions: [] })[0]?.permissions).toEqual([PERMISSIONS.ordersRead]);
    expect(effectiveByStore(records, 'u2', { storeId: 'store-2', permissions: [PERMISSIONS.shiftRead] })).toEqual([
      { storeId: 'store-1', permissions: [PERMISSIONS.tipWrite] },
      { storeId: 'store-2', permissions: [PERMISSIONS.shiftRead] },
    ]);
  });

  it('filters records by person, scope and permission', () => {
    expect(filterRecords(records, { person: 'U1', scope: '', permission: '' })).toHaveLength(3);
    expect(filterRecords(records, { person: '', scope: 'global', permission: '' }).map((r) => r.id)).toEqual(['g']);
    expect(filterRecords(records, { person: '', scope: 'store-1', permission: PERMISSIONS.tipWrite }).map((r) => r.id)).toEqual(['x']);
  });
});
