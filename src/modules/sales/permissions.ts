import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'sales.read': true;
    'sales.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions): sales and the labour target of a store. */
export const SALES_PERMISSIONS: PermissionRow = {
  key: 'sales',
  label: msg`Sales`,
  order: 95,
  actions: { read: 'sales.read', write: 'sales.write' },
};
