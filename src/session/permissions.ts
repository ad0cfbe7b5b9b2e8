import type { RootState } from '@/app/store';
import type { StoreEntry } from './types';

/** Effective permissions (spec 5): the union of global permissions and the current store's. */
export function effectivePermissions(
  globalPermissions: readonly string[] | undefined,
  store: Pick<StoreEntry, 'permissions'> | null | undefined,
): Set<string> {
  return new Set([...(globalPermissions ?? []), ...(store?.permissions ?? [])]);
}

export function hasPermission(
  globalPermissions: readonly string[] | undefined,
  store: Pick<StoreEntry, 'permissions'> | null | undefined,
  permission: string,
): boolean {
  return (globalPermissions ?? []).includes(permission) || (store?.permissions ?? []).includes(permission);
}

/** A role check looks only at the current store's roles. */
export function hasRole(store: Pick<StoreEntry, 'roles'> | null | undefined, role: string): boolean {
  return (store?.roles ?? []).includes(role);
}

export function selectCan(state: RootState, permission: string): boolean {
  return hasPermission(state.auth.userInfo?.globalPermissions, state.currentStore.store, permission);
}
