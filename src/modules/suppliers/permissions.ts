import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'suppliers.read': true;
    'suppliers.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const SUPPLIER_PERMISSIONS: PermissionRow = {
  key: 'suppliers',
  label: msg`Suppliers`,
  order: 30,
  actions: { read: 'suppliers.read', write: 'suppliers.write' },
};
