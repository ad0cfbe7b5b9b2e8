import { t } from '@lingui/core/macro';
import type { PermissionTable } from '@/lib/permissionTable';
import { permissionName } from './permissionNames';

/**
 * Who may grant what (README "Who sees and grants what"): one set of rules for the editor, which
 * disables what its user cannot give, and for the demo server, the reference a server team
 * follows, which refuses the same with 422 and the message below.
 */

/** What the granter holds: their global permissions and each store's. */
export interface Granter {
  userId: string;
  globalPermissions: readonly string[];
  /** The granter's own permissions in one store (none when they are not a member). */
  storePermissions: (storeId: string) => readonly string[];
}

/** The record a grant writes: whose, where, and what it holds now. */
export interface GrantTarget {
  userId: string;
  storeId: string | null;
  /** The record's permissions now; null when the person has no record in this scope yet. */
  current: readonly string[] | null;
  /** Store scope: the person already belongs to the store (a grant cannot add them to it then). */
  member: boolean;
  /** The person owns this scope: the store role `owner`, or stores.manage there or globally. */
  owner: boolean;
}

/** What the granter holds in the scope: global only for a global grant, global ∪ the store's in a store (docs/rules/session.md#effective-permissions). */
function heldIn(granter: Granter, storeId: string | null): Set<string> {
  return new Set([...granter.globalPermissions, ...(storeId === null ? [] : granter.storePermissions(storeId))]);
}

/** stores.manage in the scope: needed to add a person to a store and to change an owner's record. */
function mayManage(granter: Granter, storeId: string | null): boolean {
  return heldIn(granter, storeId).has('stores.manage');
}

/** The refusals and notes, in the language active when they are read (getters: never frozen at import). */
export const GRANT_MESSAGES = {
  get owner() {
    return t`Only someone with Stores: manage here can change a store owner's permissions.`;
  },
  get addPerson() {
    return t`Adding a person to a store needs Stores: manage in that store. Ask an owner.`;
  },
  get self() {
    return t`Nobody can widen their own permissions. Ask someone else to grant them.`;
  },
  notHeld: (labels: string[]) => {
    const list = labels.join(', ');
    return t`You can only give or take away permissions you hold here. Not yours: ${list}.`;
  },
  /** Beside the matrix: why a cell is disabled. */
  get cellNotHeld() {
    return t`Disabled cells are permissions you do not hold here: you cannot give them or take them away.`;
  },
  get cellSelf() {
    return t`These are your own permissions: you may take some away, but not add any.`;
  },
  get presetLocked() {
    return t`A preset is disabled when it holds permissions you cannot give here.`;
  },
};

/** Why the whole record is out of the granter's reach, or null. */
export function recordLock(granter: Granter, target: GrantTarget): string | null {
  if (target.owner && target.userId !== granter.userId && !mayManage(granter, target.storeId)) return GRANT_MESSAGES.owner;
  if (target.storeId !== null && target.current === null && !target.member && !mayManage(granter, target.storeId))
    return GRANT_MESSAGES.addPerson;
  return null;
}

/**
 * The permissions whose cells the granter cannot change in this record: those they do not hold
 * in the scope, and on their own record every one not held there yet (nobody widens their own).
 */
export function lockedPermissions(granter: Granter, target: GrantTarget, table: PermissionTable): Set<string> {
  const held = heldIn(granter, target.storeId);
  const current = new Set(target.current ?? []);
  const self = target.userId === granter.userId;
  return new Set(table.all.filter((p) => !held.has(p) || (self && !current.has(p))));
}

/** The refusal of a grant that would set the record to `next`, or null when it may be saved. */
export function grantRefusal(granter: Granter, target: GrantTarget, next: readonly string[], table: PermissionTable): string | null {
  const lock = recordLock(granter, target);
  if (lock) return lock;
  const before = new Set(target.current ?? []);
  const after = new Set(next);
  const changed = [...new Set([...before, ...after])].filter((p) => before.has(p) !== after.has(p));
  if (target.userId === granter.userId && [...after].some((p) => !before.has(p))) return GRANT_MESSAGES.self;
  const held = heldIn(granter, target.storeId);
  const notHeld = changed.filter((p) => !held.has(p));
  return notHeld.length > 0 ? GRANT_MESSAGES.notHeld(notHeld.map((p) => permissionName(p, table))) : null;
}

/**
 * A preset applied to the record: the cells the granter may change take the preset's value,
 * the locked ones keep theirs. Null when the preset holds a permission the granter cannot give.
 */
export function applyPreset(
  preset: readonly string[],
  current: readonly string[],
  locked: ReadonlySet<string>,
  table: PermissionTable,
): string[] | null {
  const have = new Set(current);
  if (preset.some((p) => locked.has(p) && !have.has(p))) return null;
  return table.all.filter((p) => (locked.has(p) ? have.has(p) : preset.includes(p)));
}
