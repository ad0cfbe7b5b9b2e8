import { t } from '@lingui/core/macro';
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

/** A row whose `label` is read in the active language each time (a getter: the table is made once, at import). */
function row(key: string, label: () => string, actions: PermissionModule['actions']): PermissionModule {
  return {
    key,
    get label() {
      return label();
    },
    actions,
  };
}

export interface PermissionModule {
  /** The key's module part (`orders` of `orders.read`); `shared` for the opaque ids. */
  key: string;
  /** What people call it, in the active language (the opaque dashboard/users/reports ids get a readable name here). */
  label: string;
  actions: Partial<Record<PermissionAction, Permission>>;
}

/**
 * The one permission table as modules × actions (docs/rules/session.md#permissions): the permission editor's matrix.
 * Every id of PERMISSIONS sits in exactly one cell (tested); dashboard, users and reports share
 * one row because they share their two ids.
 */
export const PERMISSION_TABLE: readonly PermissionModule[] = [
  row('shared', () => t`Dashboard, users and reports`, { read: PERMISSIONS.dashboardRead, write: PERMISSIONS.dashboardWrite }),
  row('orders', () => t`Orders and invoices`, { read: PERMISSIONS.ordersRead, write: PERMISSIONS.ordersWrite }),
  row('products', () => t`Products`, {
    read: PERMISSIONS.productsRead,
    write: PERMISSIONS.productsWrite,
    delete: PERMISSIONS.productsDelete,
  }),
  row('suppliers', () => t`Suppliers`, { read: PERMISSIONS.suppliersRead, write: PERMISSIONS.suppliersWrite }),
  row('inventory', () => t`Inventory`, { read: PERMISSIONS.inventoryRead, write: PERMISSIONS.inventoryWrite }),
  row('stores', () => t`Stores`, { read: PERMISSIONS.storesRead, write: PERMISSIONS.storesWrite, manage: PERMISSIONS.storesManage }),
  row('time_entry', () => t`Time entries`, { read: PERMISSIONS.timeEntryRead, write: PERMISSIONS.timeEntryWrite }),
  row('shift', () => t`Shifts`, { read: PERMISSIONS.shiftRead, write: PERMISSIONS.shiftWrite, update: PERMISSIONS.shiftUpdate }),
  row('permissions', () => t`Permissions`, { read: PERMISSIONS.permissionsRead, write: PERMISSIONS.permissionsWrite }),
  row('tip', () => t`Tips`, { read: PERMISSIONS.tipRead, write: PERMISSIONS.tipWrite }),
];

/** An action as people read it in the active language (`read`; German `lesen`). */
function permissionActionLabel(action: PermissionAction): string {
  switch (action) {
    case 'read':
      return t`read`;
    case 'write':
      return t`write`;
    case 'update':
      return t`update`;
    case 'delete':
      return t`delete`;
    case 'manage':
      return t`manage`;
  }
}

/** A module's action as people read it, e.g. "Orders and invoices: read" (one message: the order of the words is the language's). */
function moduleActionLabel(moduleLabel: string, action: PermissionAction): string {
  const actionLabel = permissionActionLabel(action);
  return t`${moduleLabel}: ${actionLabel}`;
}

/** A readable name of a permission id, e.g. "Orders and invoices: read". */
export function permissionLabel(id: string): string {
  for (const row of PERMISSION_TABLE) {
    for (const action of PERMISSION_ACTIONS) if (row.actions[action] === id) return moduleActionLabel(row.label, action);
  }
  return id;
}

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
