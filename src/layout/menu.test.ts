import { describe, expect, it } from 'vitest';
import { APP_MODULES } from '@/app/modules';
import { ROUTE_TABLE } from '@/app/routeTable';
import { PATHS as AVAILABILITY_PATHS } from '@/modules/availability/paths';
import { PATHS as DASHBOARD_PATHS } from '@/modules/dashboard/paths';
import { PATHS as FINANCE_PATHS } from '@/modules/finance/paths';
import { PATHS as INVENTORY_PATHS } from '@/modules/inventory/paths';
import { PATHS as INVOICES_PATHS } from '@/modules/invoices/paths';
import { PATHS as ORDERS_PATHS } from '@/modules/orders/paths';
import { PATHS as PERMISSIONS_PATHS } from '@/modules/permissions/paths';
import { PATHS as PRODUCTS_PATHS } from '@/modules/products/paths';
import { PATHS as REPORTS_PATHS } from '@/modules/reports/paths';
import { PATHS as SHIFT_REPORT_PATHS } from '@/modules/shift-report/paths';
import { PATHS as SHIFTS_PATHS } from '@/modules/shifts/paths';
import { PATHS as STORES_PATHS } from '@/modules/stores/paths';
import { PATHS as SUPPLIERS_PATHS } from '@/modules/suppliers/paths';
import { PATHS as TIME_ENTRIES_PATHS } from '@/modules/time-entries/paths';
import { SHARED_PERMISSIONS, type Permission } from '@/config/permissions';
import { permissionTable } from '@/lib/permissionTable';
import { SPEC_MODULES } from '@/test/specModules';
import { i18n } from '@/lib/i18n/i18n';
import { buildMenu, filterMenu, findActive, flattenLinks, groupsToOpen, type MenuItem } from './menu';

const PATHS = {
  ...AVAILABILITY_PATHS,
  ...DASHBOARD_PATHS,
  ...FINANCE_PATHS,
  ...INVENTORY_PATHS,
  ...INVOICES_PATHS,
  ...ORDERS_PATHS,
  ...PERMISSIONS_PATHS,
  ...PRODUCTS_PATHS,
  ...REPORTS_PATHS,
  ...SHIFT_REPORT_PATHS,
  ...SHIFTS_PATHS,
  ...STORES_PATHS,
  ...SUPPLIERS_PATHS,
  ...TIME_ENTRIES_PATHS,
};

const MENU = buildMenu(APP_MODULES);

const grant =
  (...held: Permission[]) =>
  (p: Permission) =>
    held.includes(p);
const urls = (items: MenuItem[]) => flattenLinks(items).map((l) => l.item.url);

describe('the side menu table (docs/rules/layout.md#side-menu)', () => {
  it('holds the production entries of docs/rules/layout.md#side-menu in their order, each url once', () => {
    const all = urls(filterMenu(MENU, { can: () => true, hasStore: true, production: true }));
    expect(new Set(all).size).toBe(all.length);
    // Entries of modules added since (each declared in its module.ts) may stand between them.
    const spec: string[] = [
      PATHS.dashboard,
      PATHS.inventory,
      PATHS.inventoryAnalysis,
      PATHS.inventoryPatch,
      PATHS.timeEntryForm,
      PATHS.suppliers,
      PATHS.products,
      PATHS.orders,
      PATHS.invoices,
      PATHS.shifts,
      PATHS.shiftOwn,
      PATHS.shiftPatch,
      PATHS.shiftsReport,
      PATHS.timeEntryReview,
      PATHS.myTips,
      PATHS.stores,
      PATHS.storeFinancialDetails,
      PATHS.storeShifts,
      PATHS.permissions,
      PATHS.tips,
      PATHS.userFinancialDetails,
    ];
    expect(all.filter((url) => url !== undefined && spec.includes(url))).toEqual(spec);
  });
});

describe('filterMenu', () => {
  it("shows a staff member's entries only (inventory, time entry, own shifts)", () => {
    const staff = grant('inventory.read', 'inventory.write', 'time_entry.write', 'shift.read', 'shift.write');
    const visible = filterMenu(MENU, { can: staff, hasStore: true, production: true });
    expect(urls(visible)).toEqual([
      PATHS.inventory,
      PATHS.inventoryAnalysis,
      PATHS.inventoryPatch,
      PATHS.timeEntryForm,
      PATHS.shifts,
      PATHS.shiftOwn,
      PATHS.shiftsReport,
      PATHS.myTips,
    ]);
    // Titles without entries under them go too.
    expect(visible.filter((i) => i.isTitle).map((i) => i18n._(i.label))).toEqual(['Operations', 'Team']);
  });

  it('hides entries that need a store when none is selected; store management stays', () => {
    // The spec's modules: a later module may bring a global page of its own (the overview of all stores).
    const specModules = APP_MODULES.filter((m) => SPEC_MODULES.includes(m.name));
    const visible = filterMenu(buildMenu(specModules), {
      can: grant(...permissionTable(APP_MODULES).all),
      hasStore: false,
      production: true,
    });
    expect(urls(visible)).toEqual([PATHS.stores, PATHS.storeFinancialDetails, PATHS.storeShifts]);
  });

  it('hides a parent whose own permission is missing, even with visible children', () => {
    // shift.read without shift.write: the Shift group (parent needs shift write) is hidden.
    const visible = filterMenu(MENU, { can: grant('shift.read'), hasStore: true, production: true });
    expect(urls(visible)).toEqual([]);
    expect(visible).toEqual([]);
  });

  it('hides a parent with no visible children', () => {
    // stores.write on the parent is not enough when no child is allowed.
    const table: MenuItem[] = [
      {
        key: 'g',
        label: { id: 'Group' },
        requiredPermission: 'stores.write',
        children: [{ key: 'c', label: { id: 'Child' }, url: '/c', requiredPermission: 'tip.read' }],
      },
      { key: 'x', label: { id: 'Other' }, url: '/x' },
    ];
    expect(filterMenu(table, { can: grant('stores.write'), hasStore: true, production: true }).map((i) => i.key)).toEqual(['x']);
    // Nested: an empty inner group empties the outer one too.
    const nested: MenuItem[] = [
      {
        key: 'o',
        label: { id: 'Outer' },
        children: [
          { key: 'i', label: { id: 'Inner' }, children: [{ key: 'l', label: { id: 'Leaf' }, url: '/l', requiredPermission: 'tip.read' }] },
        ],
      },
    ];
    expect(filterMenu(nested, { can: grant(), hasStore: true, production: true })).toEqual([]);
    expect(urls(filterMenu(nested, { can: grant('tip.read'), hasStore: true, production: true }))).toEqual(['/l']);
  });

  it('drops template entries from production builds only', () => {
    const table: MenuItem[] = [
      { key: 'demo', label: { id: 'Demo' }, url: '/dashboard2', showInProduction: false, badge: { value: 1200, variant: 'primary' } },
    ];
    expect(filterMenu(table, { can: grant(), hasStore: true, production: true })).toEqual([]);
    expect(filterMenu(table, { can: grant(), hasStore: true, production: false })).toHaveLength(1);
  });
});

describe('the active item and auto-open groups', () => {
  it('is the item whose url the current path ends with; its groups open', () => {
    expect(findActive(MENU, '/inventory/analysis')?.item.key).toBe('inventory-analysis');
    expect(groupsToOpen(MENU, '/inventory/analysis')).toEqual(['inventory']);
    expect(findActive(MENU, '/inventory')?.item.key).toBe('inventory-overview');
    expect(findActive(MENU, '/shift/patch')?.item.key).toBe('shift-team');
    expect(groupsToOpen(MENU, '/store/financial-details')).toEqual(['store']);
    expect(findActive(MENU, '/suppliers/')?.item.key).toBe('suppliers');
  });

  it('has no active item (and opens nothing) on a page outside the menu', () => {
    expect(findActive(MENU, '/supplier/sup-001')).toBeNull();
    expect(groupsToOpen(MENU, '/reports')).toEqual([]);
  });

  it('prefers the longest matching url and skips disabled items', () => {
    const table: MenuItem[] = [
      { key: 'short', label: { id: 'Short' }, url: '/analysis' },
      { key: 'g', label: { id: 'G' }, children: [{ key: 'long', label: { id: 'Long' }, url: '/inventory/analysis' }] },
      { key: 'off', label: { id: 'Off' }, url: '/x/inventory/analysis', isDisabled: true },
    ];
    expect(findActive(table, '/x/inventory/analysis')?.item.key).toBe('long');
    expect(groupsToOpen(table, '/inventory/analysis')).toEqual(['g']);
  });
});

describe('the menu against the route table', () => {
  it('every link is shown with the permission and store rule of its route in docs/rules/session.md#store-routes', () => {
    const specMenu = buildMenu(APP_MODULES.filter((m) => SPEC_MODULES.includes(m.name)));
    const links = flattenLinks(specMenu).map(({ item }) => [
      item.key,
      item.url,
      item.requiredPermission,
      Boolean(item.requireStoreContext),
    ]);
    // Written out by hand from docs/rules/layout.md#side-menu (the links, in order) and docs/rules/session.md (each
    // route's permission; store management needs no store). Dashboard read is the opaque id of src/config/permissions.ts.
    expect(links).toEqual([
      ['dashboard', '/dashboard', SHARED_PERMISSIONS.dashboardRead, true],
      ['inventory-overview', '/inventory', 'inventory.read', true],
      ['inventory-analysis', '/inventory/analysis', 'inventory.read', true],
      ['inventory-update', '/inventory/patch', 'inventory.write', true],
      ['time-entry', '/time-entry/form', 'time_entry.write', true],
      ['suppliers', '/suppliers', 'suppliers.read', true],
      ['products', '/products', 'products.read', true],
      ['orders', '/orders', 'orders.read', true],
      ['invoices', '/invoices', 'orders.read', true],
      ['shift-planning', '/shifts', 'shift.read', true],
      ['shift-own', '/shift', 'shift.write', true],
      ['shift-team', '/shift/patch', 'shift.update', true],
      ['shift-report', '/shifts/report', 'shift.read', true],
      ['shift-review', '/time-entry/review', 'shift.update', true],
      ['shift-my-tips', '/finance/my-tips', 'shift.read', true],
      ['store-list', '/stores', 'stores.read', false],
      ['store-financial', '/store/financial-details', 'stores.write', false],
      ['store-shifts', '/store/shifts', 'stores.write', false],
      ['permissions', '/permissions', 'permissions.read', true],
      ['finance-tips', '/finance/tips', 'tip.read', true],
      ['finance-employees', '/user-financial-details', 'tip.write', true],
    ]);
  });

  it('every list page of the table is in the menu', () => {
    const menuUrls = new Set(urls([...MENU]));
    const lists = ROUTE_TABLE.filter((r) => !r.path.includes(':') && r.permission.endsWith('.read') && r.path !== PATHS.reports);
    expect(lists.map((r) => r.path).filter((p) => !menuUrls.has(p))).toEqual([]);
  });
});
