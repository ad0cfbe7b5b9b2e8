import { PATHS } from '@/config/paths';
import { PERMISSIONS, type Permission } from '@/config/permissions';

/** Every protected route of spec 2.2 and 2.3 with its permission: the one table (a module's routes together). */
export interface RouteRule {
  path: string;
  title: string;
  permission: Permission;
  requireStore: boolean;
}

/** A rule maker for routes inside a store (spec 2.2) or outside any (2.3, store management). */
const ruleIn =
  (requireStore: boolean) =>
  (path: string, title: string, permission: Permission): RouteRule => ({ path, title, permission, requireStore });
const store = ruleIn(true);
const noStore = ruleIn(false);

/**
 * The two routes of a kind of record: its new form ("New <title>", with `write`) and one record
 * (`route`, with `read`, by default `write` too). Paths: `recordPaths` in src/config/paths.ts.
 */
const recordsIn =
  (requireStore: boolean) =>
  (newPath: string, route: string, title: string, write: Permission, read: Permission = write): RouteRule[] => {
    const rule = ruleIn(requireStore);
    return [rule(newPath, `New ${title.charAt(0).toLowerCase()}${title.slice(1)}`, write), rule(route, title, read)];
  };
const storeRecords = recordsIn(true);
const noStoreRecords = recordsIn(false);
const P = PERMISSIONS;

export const ROUTE_TABLE: readonly RouteRule[] = [
  store(PATHS.dashboard, 'Dashboard', P.dashboardRead),
  store(PATHS.reports, 'Reports', P.reportsRead),
  store(PATHS.suppliers, 'Suppliers', P.suppliersRead),
  ...storeRecords(PATHS.supplierNew, PATHS.supplierRoute, 'Supplier', P.suppliersWrite, P.suppliersRead),
  store(PATHS.products, 'Products', P.productsRead),
  ...storeRecords(PATHS.productNew, PATHS.productRoute, 'Product', P.productsWrite, P.productsRead),
  store(PATHS.orders, 'Orders', P.ordersRead),
  ...storeRecords(PATHS.orderNew, PATHS.orderRoute, 'Order', P.ordersWrite, P.ordersRead),
  store(PATHS.invoices, 'Invoices', P.ordersRead),
  ...storeRecords(PATHS.invoiceNew, PATHS.invoiceRoute, 'Invoice', P.ordersWrite, P.ordersRead),
  store(PATHS.inventory, 'Inventory', P.inventoryRead),
  store(PATHS.inventoryAnalysis, 'Inventory analysis', P.inventoryRead),
  ...storeRecords(PATHS.inventoryNew, PATHS.inventoryItemRoute, 'Inventory item', P.inventoryWrite, P.inventoryRead),
  store(PATHS.inventoryPatch, 'Update inventory', P.inventoryWrite),
  store(PATHS.timeEntryForm, 'Time entry', P.timeEntryWrite),
  // Timesheet review (issue 31): managers of the team; the page also needs time_entry.read (README).
  store(PATHS.timeEntryReview, 'Timesheet review', P.shiftUpdate),
  store(PATHS.permissions, 'Permissions', P.permissionsRead),
  ...storeRecords(PATHS.permissionNew, PATHS.permissionRoute, 'Permission', P.permissionsWrite),
  store(PATHS.tips, 'Tips', P.tipRead),
  ...storeRecords(PATHS.tipNew, PATHS.tipRoute, 'Tip', P.tipWrite),
  store(PATHS.userFinancialDetails, 'Employee details', P.tipWrite),
  store(PATHS.myTips, 'My hours and tips', P.shiftRead),
  store(PATHS.shifts, 'Shift planning', P.shiftRead),
  store(PATHS.shiftsReport, 'Shift report', P.shiftRead),
  store(PATHS.shiftOwn, 'My availability', P.shiftWrite),
  store(PATHS.shiftPatch, 'Team availability', P.shiftUpdate),
  noStore(PATHS.stores, 'Stores', P.storesRead),
  ...noStoreRecords(PATHS.storeNew, PATHS.storeRoute, 'Store', P.storesWrite),
  noStore(PATHS.storeFinancialDetails, 'Store financial details', P.storesWrite),
  noStore(PATHS.storeShifts, 'Store shift details', P.storesWrite),
];

/**
 * A route's rule by its path: module routes, the side menu and the reports hub take path,
 * title, permission and store rule from here, so each is written once (above).
 */
export function routeRule(path: string): RouteRule {
  const rule = ROUTE_TABLE.find((r) => r.path === path);
  if (!rule) throw new Error(`No route ${path} in the route table`);
  return rule;
}
