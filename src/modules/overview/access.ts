import type { Permission } from '@/config/permissions';
import type { StoreEntry, UserInfo } from '@/session/types';

/**
 * Who may read what, store by store (issue #46). The overview calls for a store only what the person
 * holds there (one 403 signs them out). The app's own check of a call reads the current store
 * (src/api/baseQuery.ts), so a figure held in a store but not in the current one is blank with that
 * reason ('elsewhere') instead of being refused unsent.
 */
type Level = 'yes' | 'no' | 'elsewhere';

export type StoreAccess = (permission: Permission) => Level;

/** The stores the person may read: those where they hold any permission (every store of theirs with a global one). */
export function readableStores(user: UserInfo | null | undefined): StoreEntry[] {
  if (!user) return [];
  const global = user.globalPermissions.length > 0;
  return user.stores.filter((s) => global || s.permissions.length > 0);
}

export function accessIn(user: UserInfo, store: StoreEntry, current: StoreEntry | null): StoreAccess {
  return (permission) => {
    if (user.globalPermissions.includes(permission)) return 'yes';
    if (!store.permissions.includes(permission)) return 'no';
    return (current?.permissions ?? []).includes(permission) ? 'yes' : 'elsewhere';
  };
}
