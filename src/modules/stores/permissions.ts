import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'stores.read': true;
    'stores.write': true;
    'stores.manage': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const STORE_PERMISSIONS: PermissionRow = {
  key: 'stores',
  label: msg`Stores`,
  order: 50,
  actions: { read: 'stores.read', write: 'stores.write', manage: 'stores.manage' },
};
