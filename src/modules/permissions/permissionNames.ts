import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import { PERMISSION_ACTIONS, PERMISSION_TABLE, type PermissionAction, type PermissionModule } from '@/config/permissions';

/**
 * What people read of a permission, in their language (docs/rules/i18n.md): the rows and the
 * actions of the one permission table (config/permissions.ts) by their keys. The permission ids
 * themselves (`orders.read`) are keys, never shown as names. Read when shown, never frozen.
 */
const MODULE_NAMES: Record<string, MessageDescriptor> = {
  shared: msg`Dashboard, users and reports`,
  orders: msg`Orders and invoices`,
  products: msg`Products`,
  suppliers: msg`Suppliers`,
  inventory: msg`Inventory`,
  stores: msg`Stores`,
  time_entry: msg`Time entries`,
  shift: msg`Shifts`,
  permissions: msg`Permissions`,
  tip: msg`Tips`,
};

const ACTION_NAMES: Record<PermissionAction, MessageDescriptor> = {
  read: msg`read`,
  write: msg`write`,
  update: msg`update`,
  delete: msg`delete`,
  manage: msg`manage`,
};

/** A row of the table as people call it ("Orders and invoices"); a row this list does not know shows its key. */
export function moduleName(row: Pick<PermissionModule, 'key'>): string {
  const name = MODULE_NAMES[row.key];
  return name ? i18n._(name) : row.key;
}

/** An action as a column of the matrix ("read"). */
export function actionName(action: PermissionAction): string {
  return i18n._(ACTION_NAMES[action]);
}

/** A module's cell: "Orders and invoices: read". */
export function cellName(row: Pick<PermissionModule, 'key'>, action: PermissionAction): string {
  const area = moduleName(row);
  const name = actionName(action);
  return t`${area}: ${name}`;
}

/** A readable name of a permission id ("Orders and invoices: read"); an id the table does not know shows as itself. */
export function permissionName(id: string): string {
  for (const row of PERMISSION_TABLE) {
    for (const action of PERMISSION_ACTIONS) if (row.actions[action] === id) return cellName(row, action);
  }
  return id;
}
