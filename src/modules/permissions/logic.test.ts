import { describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, SHARED_READ_ID } from '@/config/permissions';
import { APP_MODULES } from '@/app/modules';
import { permissionTable } from '@/lib/permissionTable';
import { permissionName } from './permissionNames';
import { PERMISSION_PRESETS } from './presets';
import { effectiveByStore, filterRecords, fromMatrix, toMatrix, unknownPermissions } from './logic';
import type { PermissionRecord } from './types';

const TABLE = permissionTable(APP_MODULES);
const ALL_PERMISSIONS = TABLE.all;

describe('the matrix and permission lists', () => {
  it('every permission id sits in exactly one cell of the table, and every cell is a known id', () => {
    const cells = TABLE.rows.flatMap((row) => PERMISSION_ACTIONS.flatMap((a) => (row.actions[a] ? [row.actions[a]] : [])));
    expect([...cells].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('maps each single permission to one ticked cell and back', () => {
    for (const id of ALL_PERMISSIONS) {
      const matrix = toMatrix([id], TABLE);
      const ticked = Object.entries(matrix).flatMap(([key, cells]) =>
        Object.entries(cells)
          .filter(([, on]) => on)
          .map(([action]) => `${key}.${action}`),
      );
      expect(ticked).toHaveLength(1);
      expect(fromMatrix(matrix, TABLE)).toEqual([id]);
    }
  });

  it('round-trips the presets and the full list exactly (same set, each once)', () => {
    for (const list of [...Object.values(PERMISSION_PRESETS), ALL_PERMISSIONS, []]) {
      const back = fromMatrix(toMatrix(list, TABLE), TABLE);
      expect([...back].sort()).toEqual([...new Set(list)].sort());
      expect(new Set(back).size).toBe(back.length);
    }
  });

  it('keeps unknown keys out of the matrix and names them', () => {
    expect(fromMatrix(toMatrix(['orders.read', 'orders.fly'], TABLE), TABLE)).toEqual(['orders.read']);
    expect(unknownPermissions(['orders.read', 'orders.fly'], TABLE)).toEqual(['orders.fly']);
  });

  it('gives the opaque shared ids a readable name', () => {
    expect(permissionName(SHARED_READ_ID, TABLE)).toBe('Dashboard, users and reports: read');
    expect(permissionName('orders.write', TABLE)).toBe('Orders and invoices: write');
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
    rec('g', 'u1', null, ['stores.read']),
    rec('s1', 'u1', 'store-1', ['orders.read']),
    rec('s3', 'u1', 'store-3', ['stores.read', 'tip.read']),
    rec('x', 'u2', 'store-1', ['tip.write']),
  ];

  it('is the union of global and each store, per store, the other person left out', () => {
    expect(effectiveByStore(records, 'u1', TABLE)).toEqual([
      { storeId: 'store-1', permissions: ['orders.read', 'stores.read'] },
      { storeId: 'store-3', permissions: ['stores.read', 'tip.read'] },
    ]);
  });

  it('shows the draft being edited in place of its saved record (a new store too)', () => {
    expect(effectiveByStore(records, 'u1', TABLE, { storeId: null, permissions: [] })[0]?.permissions).toEqual(['orders.read']);
    expect(effectiveByStore(records, 'u2', TABLE, { storeId: 'store-2', permissions: ['shift.read'] })).toEqual([
      { storeId: 'store-1', permissions: ['tip.write'] },
      { storeId: 'store-2', permissions: ['shift.read'] },
    ]);
  });

  it('filters records by person, scope and permission', () => {
    expect(filterRecords(records, { person: 'U1', scope: '', permission: '' })).toHaveLength(3);
    expect(filterRecords(records, { person: '', scope: 'global', permission: '' }).map((r) => r.id)).toEqual(['g']);
    expect(filterRecords(records, { person: '', scope: 'store-1', permission: 'tip.write' }).map((r) => r.id)).toEqual(['x']);
  });
});
