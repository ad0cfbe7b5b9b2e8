import type { SignedInState } from '@/api/signedIn';
import { hasPermission } from '@/lib/grants';
import type { StoreEntry } from './types';

export { effectivePermissions, hasPermission } from '@/lib/grants';

/** A role check looks only at the current store's roles. */
export function hasRole(store: Pick<StoreEntry, 'roles'> | null | undefined, role: string): boolean {
  return (store?.roles ?? []).includes(role);
}

/** True when the signed-in user holds the permission globally or in the current store. */
export function selectCan(state: SignedInState, permission: string): boolean {
  return hasPermission(state.auth.userInfo?.globalPermissions, state.currentStore.store, permission);
}
