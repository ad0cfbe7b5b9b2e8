import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'inventory.read': true;
    'inventory.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const INVENTORY_PERMISSIONS: PermissionRow = {
  key: 'inventory',
  label: msg`Inventory`,
  order: 40,
  actions: { read: 'inventory.read', write: 'inventory.write' },
};
