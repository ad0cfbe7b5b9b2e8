import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'tip.read': true;
    'tip.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const TIP_PERMISSIONS: PermissionRow = {
  key: 'tip',
  label: msg`Tips`,
  order: 90,
  actions: { read: 'tip.read', write: 'tip.write' },
};
