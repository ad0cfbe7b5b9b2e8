import { PERMISSION_ACTIONS } from '@/config/permissions';
import type { PermissionTable } from '@/lib/permissionTable';
import { cellName } from '../permissionNames';

/** The conflict view's names of the matrix's cells (`permissions.orders.read` → "Orders and invoices: read"). */
export function matrixLabels(table: PermissionTable): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const row of table.rows) {
    for (const action of PERMISSION_ACTIONS) {
      if (row.actions[action]) labels[`permissions.${row.key}.${action}`] = cellName(row, action);
    }
  }
  return labels;
}
