import { PERMISSION_ACTIONS, PERMISSION_TABLE } from '@/config/permissions';
import { cellName } from '../permissionNames';

/** The conflict view's names of the matrix's cells (`permissions.orders.read` → "Orders and invoices: read"). */
export function matrixLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const row of PERMISSION_TABLE) {
    for (const action of PERMISSION_ACTIONS) {
      if (row.actions[action]) labels[`permissions.${row.key}.${action}`] = cellName(row, action);
    }
  }
  return labels;
}
