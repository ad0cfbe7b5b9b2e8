import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'orders.read': true;
    'orders.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const ORDER_PERMISSIONS: PermissionRow = {
  key: 'orders',
  label: msg`Orders and invoices`,
  order: 10,
  actions: { read: 'orders.read', write: 'orders.write' },
};
