/** What a permission check reads of a store: the permissions the user holds there. */
export interface StoreGrants {
  permissions?: readonly string[];
}

/** Effective permissions: the union of global permissions and the current store's. */
export function effectivePermissions(globalPermissions: readonly string[] | undefined, store: StoreGrants | null | undefined): Set<string> {
  return new Set([...(globalPermissions ?? []), ...(store?.permissions ?? [])]);
}

/** True when the user holds the permission globally or in the current store. */
export function hasPermission(
  globalPermissions: readonly string[] | undefined,
  store: StoreGrants | null | undefined,
  permission: string,
): boolean {
  return (globalPermissions ?? []).includes(permission) || (store?.permissions ?? []).includes(permission);
}
