import { t } from '@lingui/core/macro';
import type { MockUser } from '../db/people';
import { PERMISSIONS } from './permissions';

/**
 * Who may change whose permissions, as the demo server decides it (docs/rules/people.md): a
 * store owner's record and adding a person to a store need `stores.manage` there; nobody widens
 * their own permissions; and only permissions the granter holds there may be given or taken.
 */

export type GrantingUser = Pick<MockUser, 'id' | 'globalPermissions' | 'memberships'>;

/** The record a grant writes: `current` is null when the grant creates it; `member` and `owner` say what the person is in its store. */
export type GrantedRecord = { userId: string; storeId: string | null; current: readonly string[] | null } & Record<
  'member' | 'owner',
  boolean
>;

function holdsThere(user: GrantingUser, storeId: string | null): ReadonlySet<string> {
  const inStore = storeId === null ? [] : (user.memberships.find((m) => m.storeId === storeId)?.permissions ?? []);
  return new Set([...user.globalPermissions, ...inStore]);
}

/** "Stores: manage" for `stores.manage`, in the answer's language. */
function permissionLabel(permission: string): string {
  const [resource = '', action = ''] = permission.split('.');
  const areas: Record<string, () => string> = {
    orders: () => t`Orders and invoices`,
    products: () => t`Products`,
    suppliers: () => t`Suppliers`,
    inventory: () => t`Inventory`,
    stores: () => t`Stores`,
    time_entry: () => t`Time entries`,
    shift: () => t`Shifts`,
    permissions: () => t`Permissions`,
    tip: () => t`Tips`,
  };
  const actions: Record<string, () => string> = {
    read: () => t`read`,
    write: () => t`write`,
    update: () => t`update`,
    delete: () => t`delete`,
    manage: () => t`manage`,
  };
  if (permission === PERMISSIONS.dashboardRead || permission === PERMISSIONS.dashboardWrite) {
    const area = t`Dashboard, users and reports`;
    const name = permission === PERMISSIONS.dashboardRead ? t`read` : t`write`;
    return t`${area}: ${name}`;
  }
  const area = areas[resource]?.();
  const name = actions[action]?.();
  return area && name ? t`${area}: ${name}` : permission;
}

/** Why the server refuses to give `user` the record `record` with `next` permissions (null: it may). */
export function grantProblem(user: GrantingUser, record: GrantedRecord, next: readonly string[]): string | null {
  const held = holdsThere(user, record.storeId);
  const manages = held.has(PERMISSIONS.storesManage);
  if (record.owner && record.userId !== user.id && !manages)
    return t`Only someone with Stores: manage here can change a store owner's permissions.`;
  if (record.storeId !== null && record.current === null && !record.member && !manages) {
    return t`Adding a person to a store needs Stores: manage in that store. Ask an owner.`;
  }
  const before = new Set(record.current ?? []);
  const after = new Set(next);
  if (record.userId === user.id && next.some((p) => !before.has(p)))
    return t`Nobody can widen their own permissions. Ask someone else to grant them.`;
  const touched = [...before].filter((p) => !after.has(p)).concat([...after].filter((p) => !before.has(p)));
  const notHeld = touched.filter((p) => !held.has(p));
  if (notHeld.length === 0) return null;
  // Taken away first, then given, each in the order sent.
  const list = [...new Set(notHeld)].map(permissionLabel).join(', ');
  return t`You can only give or take away permissions you hold here. Not yours: ${list}.`;
}
