import type { Permission } from '@/config/permissions';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import type { PermissionTable } from '@/lib/permissionTable';

/**
 * Presets of the permission editor, and what the demo's manager and staff hold: one list each.
 * Staff count stock, record their time and give their availability; a manager runs a store;
 * an owner holds everything (every permission of the table).
 */
export const PERMISSION_PRESETS = {
  staff: ['inventory.read', 'inventory.write', 'time_entry.write', 'shift.read', 'shift.write'],
  manager: [
    SHARED_PERMISSIONS.dashboardRead,
    'orders.read',
    'orders.write',
    'products.read',
    'products.write',
    'suppliers.read',
    'suppliers.write',
    'inventory.read',
    'inventory.write',
    'shift.read',
    'shift.write',
    'shift.update',
    'time_entry.read',
    'time_entry.write',
    'tip.read',
    'tip.write',
    'permissions.read',
    'sales.read',
    'sales.write',
  ],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionPreset = keyof typeof PERMISSION_PRESETS | 'owner';

export function presetPermissions(preset: PermissionPreset, table: PermissionTable): readonly Permission[] {
  return preset === 'owner' ? table.all : PERMISSION_PRESETS[preset];
}
