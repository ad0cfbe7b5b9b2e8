import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'permissions.read': true;
    'permissions.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const PERMISSION_PERMISSIONS: PermissionRow = {
  key: 'permissions',
  label: msg`Permissions`,
  order: 80,
  actions: { read: 'permissions.read', write: 'permissions.write' },
};
