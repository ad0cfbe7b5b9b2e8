/**
 * Permission strings (module.action) as the route tables of docs/rules/session.md#store-routes write them.
 * Dashboard, users and reports share two opaque ids (docs/rules/session.md#permissions): defined here only.
 */
export const SHARED_READ_ID = 'perm_7f3a91c2';
const SHARED_WRITE_ID = 'perm_c41d08e6';

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

/** The actions a module may have (the matrix's columns), in display order. */
export const PERMISSION_ACTIONS = ['read', 'write', 'update', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export interface PermissionModule {
  /** The key's module part (`orders` of `orders.read`); `shared` for the opaque ids. */
  key: string;
  actions: Partial<Record<PermissionAction, Permission>>;
}

/**
 * The one permission table as modules × actions (docs/rules/session.md#permissions): the permission editor's matrix.
 * Every id of PERMISSIONS sits in exactly one cell (tested); dashboard, users and reports share
 * one row because they share their two ids. What people read of a row or a cell (its name in their language)
 * is the permissions module's (src/modules/permissions/permissionNames.ts), by the row's key.
 */
export const PERMISSION_TABLE: readonly PermissionModule[] = [
  { key: 'shared', actions: { read: PERMISSIONS.dashboardRead, write: PERMISSIONS.dashboardWrite } },
  { key: 'orders', actions: { read: PERMISSIONS.ordersRead, write: PERMISSIONS.ordersWrite } },
  {
    key: 'products',
    actions: {
      read: PERMISSIONS.productsRead,
      write: PERMISSIONS.productsWrite,
      delete: PERMISSIONS.productsDelete,
    },
  },
  { key: 'suppliers', actions: { read: PERMISSIONS.suppliersRead, write: PERMISSIONS.suppliersWrite } },
  { key: 'inventory', actions: { read: PERMISSIONS.inventoryRead, write: PERMISSIONS.inventoryWrite } },
  { key: 'stores', actions: { read: PERMISSIONS.storesRead, write: PERMISSIONS.storesWrite, manage: PERMISSIONS.storesManage } },
  { key: 'time_entry', actions: { read: PERMISSIONS.timeEntryRead, write: PERMISSIONS.timeEntryWrite } },
  { key: 'shift', actions: { read: PERMISSIONS.shiftRead, write: PERMISSIONS.shiftWrite, update: PERMISSIONS.shiftUpdate } },
  { key: 'permissions', actions: { read: PERMISSIONS.permissionsRead, write: PERMISSIONS.permissionsWrite } },
  { key: 'tip', actions: { read: PERMISSIONS.tipRead, write: PERMISSIONS.tipWrite } },
];

const P = PERMISSIONS;

/**
 * Presets of the permission editor, and what the demo's manager and staff hold: one list each.
 * Staff count stock, record their time and give their availability; a manager runs a store;
 * an owner holds everything.
 */
export const PERMISSION_PRESETS = {
  staff: [P.inventoryRead, P.inventoryWrite, P.timeEntryWrite, P.shiftRead, P.shiftWrite],
  manager: [
    P.dashboardRead,
    P.ordersRead,
    P.ordersWrite,
    P.productsRead,
    P.productsWrite,
    P.suppliersRead,
    P.suppliersWrite,
    P.inventoryRead,
    P.inventoryWrite,
    P.shiftRead,
    P.shiftWrite,
    P.shiftUpdate,
    P.timeEntryRead,
    P.timeEntryWrite,
    P.tipRead,
    P.tipWrite,
    P.permissionsRead,
  ],
  owner: ALL_PERMISSIONS,
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
