import { useMemo } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import { usePermissionTable } from '@/lib/permissionTable';
import { selectUserInfo } from '@/session/authSlice';
import { grantRefusal, lockedPermissions, recordLock, type Granter, type GrantTarget } from './grantRules';
import { findRecord } from './logic';
import type { PermissionRecord } from './types';

export interface GrantLimits {
  /** Permissions whose cells the user cannot change in this record. */
  locked: ReadonlySet<string>;
  /** Why the whole record is out of reach (an owner's record, a person not in the store yet), or null. */
  lock: string | null;
  /** The record being edited is the user's own (they may only take permissions away). */
  self: boolean;
  /** The refusal the server would give for these permissions, or null. */
  refusal: (permissions: readonly string[]) => string | null;
}

/**
 * What the signed-in user may change in the record of `userId` in `storeId` (grantRules.ts):
 * the same rules the server applies. `isMember` tells whether the person already belongs to the
 * store. Whether someone owns a store the app sees from their records (stores.manage there or
 * globally); the store role `owner` only the server knows, and it refuses with the reason.
 */
export function useGrantLimits(
  records: readonly PermissionRecord[],
  userId: string,
  storeId: string | null | undefined,
  isMember: (userId: string, storeId: string) => boolean,
): GrantLimits {
  const me = useAppSelector(selectUserInfo);
  const table = usePermissionTable();
  return useMemo(() => {
    const granter: Granter = {
      userId: me?.userId ?? '',
      globalPermissions: me?.globalPermissions ?? [],
      storePermissions: (id) => me?.stores.find((s) => s.id === id)?.permissions ?? [],
    };
    const scope = storeId ?? null;
    const current = userId && storeId !== undefined ? findRecord(records, userId, scope) : undefined;
    const holdsManage = (r: PermissionRecord | undefined) => Boolean(r?.permissions.includes('stores.manage'));
    const target: GrantTarget = {
      userId,
      storeId: scope,
      current: current?.permissions ?? null,
      member: scope === null || current !== undefined || isMember(userId, scope),
      owner: holdsManage(findRecord(records, userId, null)) || holdsManage(current),
    };
    const ready = Boolean(userId) && storeId !== undefined;
    return {
      locked: lockedPermissions(granter, target, table),
      lock: ready ? recordLock(granter, target) : null,
      self: ready && userId === granter.userId,
      refusal: (permissions) => (ready ? grantRefusal(granter, target, permissions, table) : null),
    };
  }, [me, records, userId, storeId, isMember, table]);
}
