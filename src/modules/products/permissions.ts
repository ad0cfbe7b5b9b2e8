import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'products.read': true;
    'products.write': true;
    'products.delete': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const PRODUCT_PERMISSIONS: PermissionRow = {
  key: 'products',
  label: msg`Products`,
  order: 20,
  actions: { read: 'products.read', write: 'products.write', delete: 'products.delete' },
};
