import { msg } from '@lingui/core/macro';
import type { PermissionRow } from '@/config/permissions';

declare module '@/config/permissions' {
  interface PermissionNames {
    'time_entry.read': true;
    'time_entry.write': true;
  }
}

/** Its row of the permission editor's table (docs/rules/session.md#permissions). */
export const TIME_ENTRY_PERMISSIONS: PermissionRow = {
  key: 'time_entry',
  label: msg`Time entries`,
  order: 60,
  actions: { read: 'time_entry.read', write: 'time_entry.write' },
};
