import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import { PERMISSION_ACTIONS, type PermissionAction, type PermissionRow } from '@/config/permissions';
import type { PermissionTable } from '@/lib/permissionTable';

/**
 * What people read of a permission, in their language (docs/rules/i18n.md): a row of the one
 * permission table by the name its module declares (its `permissions.ts`), and the actions. The
 * permission ids themselves (`orders.read`) are keys, never shown as names. Read when shown, never frozen.
 */
const ACTION_NAMES: Record<PermissionAction, MessageDescriptor> = {
  read: msg`read`,
  write: msg`write`,
  update: msg`update`,
  delete: msg`delete`,
  manage: msg`manage`,
};

/** A row of the table as people call it ("Orders and invoices"). */
export function moduleName(row: Pick<PermissionRow, 'label'>): string {
  return i18n._(row.label);
}

/** An action as a column of the matrix ("read"). */
export function actionName(action: PermissionAction): string {
  return i18n._(ACTION_NAMES[action]);
}

/** A module's cell: "Orders and invoices: read". */
export function cellName(row: Pick<PermissionRow, 'label'>, action: PermissionAction): string {
  const area = moduleName(row);
  const name = actionName(action);
  return t`${area}: ${name}`;
}

/** A readable name of a permission id ("Orders and invoices: read"); an id the table does not know shows as itself. */
export function permissionName(id: string, table: PermissionTable): string {
  for (const row of table.rows) {
    for (const action of PERMISSION_ACTIONS) if (row.actions[action] === id) return cellName(row, action);
  }
  return id;
}
