import type { StoreEntry, StoredUserData, UserInfo } from './types';

/** Current-store choice rules of docs/rules/session.md#current-store, as pure functions. */

/** After login: a remembered id still in the list, else `currentStoreId`, else the first store. */
export function chooseStoreAfterLogin(user: Pick<UserInfo, 'stores' | 'currentStoreId'>, rememberedId: string | null): StoreEntry | null {
  const stores = user.stores;
  return stores.find((s) => s.id === rememberedId) ?? stores.find((s) => s.id === user.currentStoreId) ?? stores[0] ?? null;
}

/** At restore: the stored store id if it matches, else the stored currentStore, else none. */
export function chooseStoreAtRestore(user: Pick<StoredUserData, 'stores' | 'currentStore'>, storedId: string | null): StoreEntry | null {
  const stores = user.stores;
  const byId = stores.find((s) => s.id === storedId);
  if (byId) return byId;
  const current = user.currentStore;
  if (current) return stores.find((s) => s.id === current.id) ?? null;
  return null;
}

/** Switching is allowed only to a store in the user's list. */
export function findSwitchTarget(stores: readonly StoreEntry[], id: string): StoreEntry | null {
  return stores.find((s) => s.id === id) ?? null;
}
