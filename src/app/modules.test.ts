import { describe, expect, it } from 'vitest';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { SPEC_MODULES } from '@/test/specModules';
import { APP_MODULES } from './modules';

/**
 * The routes of docs/rules/session.md#store-routes (store: yes) and #store-management-routes
 * (store: no), written out by hand: [path, permission, needs a store]. The dashboard and reports
 * read the shared opaque id, which is written in src/config/permissions.ts only.
 */
const SPEC: readonly [path: string, permission: string, requireStore: boolean][] = [
  ['/dashboard', SHARED_PERMISSIONS.dashboardRead, true],
  ['/reports', SHARED_PERMISSIONS.reportsRead, true],
  ['/suppliers', 'suppliers.read', true],
  ['/supplier/:supplierId', 'suppliers.read', true],
  ['/supplier', 'suppliers.write', true],
  ['/products', 'products.read', true],
  ['/product/:productId', 'products.read', true],
  ['/product', 'products.write', true],
  ['/orders', 'orders.read', true],
  ['/invoices', 'orders.read', true],
  ['/order/:orderId', 'orders.read', true],
  ['/invoice/:invoiceId', 'orders.read', true],
  ['/order', 'orders.write', true],
  ['/invoice', 'orders.write', true],
  ['/invoice/e-invoice', 'orders.write', true],
  ['/inventory', 'inventory.read', true],
  ['/inventory/analysis', 'inventory.read', true],
  ['/inventory/:inventoryId', 'inventory.read', true],
  ['/inventory/new', 'inventory.write', true],
  ['/inventory/patch', 'inventory.write', true],
  ['/time-entry/form', 'time_entry.write', true],
  ['/time-entry/review', 'shift.update', true],
  ['/permissions', 'permissions.read', true],
  ['/permission', 'permissions.write', true],
  ['/permission/:permissionId', 'permissions.write', true],
  ['/finance/tips', 'tip.read', true],
  ['/tip', 'tip.write', true],
  ['/tip/:tipId', 'tip.write', true],
  ['/user-financial-details', 'tip.write', true],
  ['/finance/my-tips', 'shift.read', true],
  ['/shifts', 'shift.read', true],
  ['/shifts/report', 'shift.read', true],
  ['/shift', 'shift.write', true],
  ['/shift/patch', 'shift.update', true],
  ['/stores', 'stores.read', false],
  ['/store', 'stores.write', false],
  ['/store/:id', 'stores.write', false],
  ['/store/financial-details', 'stores.write', false],
  ['/store/shifts', 'stores.write', false],
];

const byPath = <T extends readonly [string, ...unknown[]]>(rows: T[]) => [...rows].sort(([a], [b]) => a.localeCompare(b));

describe('module routes', () => {
  it('are the routes of docs/rules/session.md, each with its permission and store rule, and no others', () => {
    const specModules = APP_MODULES.filter((m) => SPEC_MODULES.includes(m.name));
    expect(specModules.map((m) => m.name).sort()).toEqual([...SPEC_MODULES].sort());
    const pages = specModules.flatMap((m) => m.routes).map((r) => [r.path, r.permission, r.requireStore] as const);
    expect(byPath(pages)).toEqual(byPath([...SPEC]));
    // None asks for a store role (docs/rules/session.md#route-guard: optional; no route of the spec names one).
    expect(APP_MODULES.flatMap((m) => m.routes).filter((r) => r.role !== undefined)).toEqual([]);
  });

  it('no two modules claim the same path or search source', () => {
    const paths = APP_MODULES.flatMap((m) => m.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
    const keys = APP_MODULES.flatMap((m) => (m.searchSources ?? []).map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
