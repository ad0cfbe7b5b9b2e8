/**
 * Permission strings (module.action) as the route tables of spec 2 write them.
 * Dashboard, users and reports share two opaque ids (spec 6, decisions.md): defined here only.
 */
export const SHARED_READ_ID = 'perm_7f3a91c2';
export const SHARED_WRITE_ID = 'perm_c41d08e6';

export const PERMISSIONS = {
  ordersRead: 'orders.read',
  ordersWrite: 'orders.write',
  productsRead: 'products.read',
  productsWrite: 'products.write',
  productsDelete: 'products.delete',
  suppliersRead: 'suppliers.read',
  suppliersWrite: 'suppliers.write',
  inventoryRead: 'inventory.read',
  inventoryWrite: 'inventory.write',
  storesRead: 'stores.read',
  storesWrite: 'stores.write',
  storesManage: 'stores.manage',
  timeEntryRead: 'time_entry.read',
  timeEntryWrite: 'time_entry.write',
  shiftRead: 'shift.read',
  shiftWrite: 'shift.write',
  shiftUpdate: 'shift.update',
  permissionsRead: 'permissions.read',
  permissionsWrite: 'permissions.write',
  tipRead: 'tip.read',
  tipWrite: 'tip.write',
  dashboardRead: SHARED_READ_ID,
  dashboardWrite: SHARED_WRITE_ID,
  usersRead: SHARED_READ_ID,
  usersWrite: SHARED_WRITE_ID,
  reportsRead: SHARED_READ_ID,
  reportsWrite: SHARED_WRITE_ID,
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Every distinct permission string, e.g. for the owner's global grant and the permission matrix. */
export const ALL_PERMISSIONS: readonly Permission[] = [...new Set(Object.values(PERMISSIONS))];
