import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Permissions are written module.action (docs/rules/session.md#permissions). Each module declares
 * its own names, and their row of the permission editor's table, in its `permissions.ts`; what
 * stays here is the app's: the spec's two opaque ids that dashboard, users and reports share, the
 * actions (the table's columns) and the registry the modules fill.
 */
export const SHARED_READ_ID = 'perm_7f3a91c2';
const SHARED_WRITE_ID = 'perm_c41d08e6';

/** The shared ids under the spec's names: defined here only. */
export const SHARED_PERMISSIONS = {
  dashboardRead: SHARED_READ_ID,
  dashboardWrite: SHARED_WRITE_ID,
  usersRead: SHARED_READ_ID,
  usersWrite: SHARED_WRITE_ID,
  reportsRead: SHARED_READ_ID,
  reportsWrite: SHARED_WRITE_ID,
} as const;

/**
 * The permission names, as a registry that starts empty (like the api's tags, src/api/tags.ts):
 * a module declares its names in its `permissions.ts`, so a new module edits no central list:
 *
 *   declare module '@/config/permissions' {
 *     interface PermissionNames { 'orders.read': true; 'orders.write': true }
 *   }
 *
 * A name nobody declared fails `tsc` wherever a `Permission` is asked for (a guard, `useCan`, an endpoint).
 *
 * @public (only ever augmented, never imported: knip counts no `declare module` as a use)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (see above)
export interface PermissionNames {}

export type Permission = typeof SHARED_READ_ID | typeof SHARED_WRITE_ID | Extract<keyof PermissionNames, string>;

/** The actions a module may have (the matrix's columns), in display order. */
export const PERMISSION_ACTIONS = ['read', 'write', 'update', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * A row of the permission editor's matrix (docs/rules/session.md#permissions): a module's
 * permissions by action, what people call them (a `msg` descriptor, read in the language active
 * when shown) and where the row stands among every module's (`order`). A module declares its rows
 * in its `permissions.ts` and names them in its definition (`AppModule.permissions`).
 */
export interface PermissionRow {
  /** The key's module part (`orders` of `orders.read`); `shared` for the opaque ids. */
  key: string;
  label: MessageDescriptor;
  order: number;
  actions: Partial<Record<PermissionAction, Permission>>;
}

/** Dashboard, users and reports share one row because they share their two ids; it comes first. */
export const SHARED_PERMISSION_ROW: PermissionRow = {
  key: 'shared',
  label: msg`Dashboard, users and reports`,
  order: 0,
  actions: { read: SHARED_READ_ID, write: SHARED_WRITE_ID },
};
