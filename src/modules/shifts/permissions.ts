import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'shift.read': true;
    'shift.write': true;
    'shift.update': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const SHIFT_PERMISSIONS: PermissionRow = {
  key: 'shift',
  label: msg`Shifts`,
  order: 70,
  actions: { read: 'shift.read', write: 'shift.write', update: 'shift.update' },
};
