import type { PermissionRecord } from '@/modules/permissions/types';
import { collection } from './collection';
import { stores, users, type MockUser } from './people';

/**
 * Permission records are a VIEW over the demo users (people.ts): a user's global permissions
 * are their global record, each store membership is a store record. Granting writes into the
 * users, so the next profile load (sign-in, reload) carries the change. Only who granted a
 * record and when is kept here.
 */
interface GrantMeta {
  /** The record id. */
  id: string;
  grantedBy: string;
  grantedAt: string;
  /** Raised by every grant (issue #41); a record never granted here is at 1. */
  version?: number;
}

const SEEDED_BY = 'user-owner';
const SEEDED_AT = '2025-01-06T09:00:00+01:00';

const grants = collection<GrantMeta>('permissionGrants', () => []);

const recordId = (userId: string, storeId: string | null) => `perm-${userId}-${storeId ?? 'global'}`;

function record(user: MockUser, storeId: string | null, permissions: string[]): PermissionRecord {
  const id = recordId(user.id, storeId);
  const meta = grants.get(id);
  const grantedBy = meta?.grantedBy ?? SEEDED_BY;
  return {
    id,
    userId: user.id,
    userName: user.name,
    storeId,
    permissions: [...permissions],
    grantedBy,
    grantedByName: users.get(grantedBy)?.name ?? '',
    grantedAt: meta?.grantedAt ?? SEEDED_AT,
    version: meta?.version ?? 1,
  };
}

/** Every record: a global one where a user holds global permissions (or had one granted), one per membership. */
export function permissionRecords(): PermissionRecord[] {
  return users
    .all()
    .flatMap((user) => [
      ...(user.globalPermissions.length > 0 || grants.get(recordId(user.id, null)) ? [record(user, null, user.globalPermissions)] : []),
      ...user.memberships.filter((m) => stores.get(m.storeId)).map((m) => record(user, m.storeId, m.permissions)),
    ]);
}

export function findPermissionRecord(id: string): PermissionRecord | undefined {
  return permissionRecords().find((r) => r.id === id);
}

/** Writes a grant into the user (a new store scope adds the store to their list) and notes who and when. */
export function writeGrant(
  userId: string,
  storeId: string | null,
  permissions: string[],
  grantedBy: string,
  /** The record's version after this grant (1 for a new record). */
  version: number,
): PermissionRecord | undefined {
  const user = users.get(userId);
  if (!user) return undefined;
  const next =
    storeId === null
      ? users.update(userId, { globalPermissions: [...permissions] })
      : users.update(userId, {
          memberships: user.memberships.some((m) => m.storeId === storeId)
            ? user.memberships.map((m) => (m.storeId === storeId ? { ...m, permissions: [...permissions] } : m))
            : [...user.memberships, { storeId, roles: ['staff'], permissions: [...permissions] }],
        });
  if (!next) return undefined;
  const id = recordId(userId, storeId);
  const meta = { id, grantedBy, grantedAt: new Date().toISOString(), version };
  if (grants.get(id)) grants.update(id, meta);
  else grants.insert(meta);
  return record(next, storeId, permissions);
}
