import { hasPermission, type StoreGrants } from '@/lib/grants';

/**
 * What the api reads of the store's state: the token and who is signed in, where. The session's
 * slices have this shape; the api layer declares it so it never imports the session or the app.
 */
export interface SignedInState {
  auth: { accessToken: string | null; userInfo: { globalPermissions?: readonly string[] } | null };
  currentStore: { store: StoreGrants | null };
}

/** Whether the signed-in user may make a call needing `access` (`null`: every signed-in user may). */
export function mayCall(state: SignedInState, access: string | null | undefined): boolean {
  return !access || hasPermission(state.auth.userInfo?.globalPermissions, state.currentStore.store, access);
}
