import { PATHS } from '@/config/paths';
import { PERMISSIONS, type Permission } from '@/config/permissions';

/** Every protected route of spec 2.2 and 2.3 with its permission: the one table. */
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

export const ROUTE_TABLE: readonly RouteRule[] = [
  store(PATHS.dashboard, 'Dashboard', PERMISSIONS.dashboardRead),
  store(PATHS.reports, 'Reports', PERMISSIONS.reportsRead),
  store(PATHS.suppliers, 'Suppliers', PERMISSIONS.suppliersRead),
  store(PATHS.products, 'Products', PERMISSIONS.productsRead),
  store(PATHS.orders, 'Orders', PERMISSIONS.ordersRead),
  store(PATHS.invoices, 'Invoices', PERMISSIONS.ordersRead),
  store(PATHS.inventory, 'Inventory', PERMISSIONS.inventoryRead),
  store(PATHS.inventoryAnalysis, 'Inventory analysis', PERMISSIONS.inventoryRead),
  store(PATHS.permissions, 'Permissions', PERMISSIONS.permissionsRead),
  store(PATHS.tips, 'Tips', PERMISSIONS.tipRead),
  store(PATHS.orderNew, 'New order', PERMISSIONS.ordersWrite),
  store('/order/:orderId', 'Order', PERMISSIONS.ordersRead),
  store(PATHS.invoiceNew, 'New invoice', PERMISSIONS.ordersWrite),
  store('/invoice/:invoiceId', 'Invoice', PERMISSIONS.ordersRead),
  store(PATHS.supplierNew, 'New supplier', PERMISSIONS.suppliersWrite),
  store('/supplier/:supplierId', 'Supplier', PERMISSIONS.suppliersRead),
  store(PATHS.productNew, 'New product', PERMISSIONS.productsWrite),
  store('/product/:productId', 'Product', PERMISSIONS.productsRead),
  store(PATHS.inventoryNew, 'New inventory item', PERMISSIONS.inventoryWrite),
  store('/inventory/:inventoryId', 'Inventory item', PERMISSIONS.inventoryRead),
  store(PATHS.inventoryPatch, 'Update inventory', PERMISSIONS.inventoryWrite),
  store(PATHS.timeEntryForm, 'Time entry', PERMISSIONS.timeEntryWrite),
  store(PATHS.permissionNew, 'New permission', PERMISSIONS.permissionsWrite),
  store('/permission/:permissionId', 'Permission', PERMISSIONS.permissionsWrite),
  store(PATHS.tipNew, 'New tip', PERMISSIONS.tipWrite),
  store('/tip/:tipId', 'Tip', PERMISSIONS.tipWrite),
  store(PATHS.userFinancialDetails, 'Employee details', PERMISSIONS.tipWrite),
  store(PATHS.shifts, 'Shift planning', PERMISSIONS.shiftRead),
  store(PATHS.shiftsReport, 'Shift report', PERMISSIONS.shiftRead),
  store(PATHS.shiftOwn, 'My availability', PERMISSIONS.shiftWrite),
  store(PATHS.shiftPatch, 'Team availability', PERMISSIONS.shiftUpdate),
  noStore(PATHS.stores, 'Stores', PERMISSIONS.storesRead),
  noStore(PATHS.storeNew, 'New store', PERMISSIONS.storesWrite),
  noStore(PATHS.storeFinancialDetails, 'Store financial details', PERMISSIONS.storesWrite),
  noStore(PATHS.storeShifts, 'Store shift details', PERMISSIONS.storesWrite),
  noStore('/store/:id', 'Store', PERMISSIONS.storesWrite),
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
