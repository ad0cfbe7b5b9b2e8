/** Every tag type of every module, declared once on the one api. */
export const TAG_TYPES = [
  'Profile',
  'User',
  'ShiftNote',
  'Supplier',
  'Product',
  'Order',
  'Invoice',
  'InventoryItem',
  'InventoryHistory',
  'InventoryUsage',
  'InventoryCount',
  'Permission',
  'Shift',
  'ShiftJob',
  'EmployeeTips',
  'Store',
  'StoreFinancialDetails',
  'StoreShiftDetails',
  'TimeEntry',
  'Tip',
  'UserFinancialDetails',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export const LIST_ID = 'LIST';

/** Tags for a list answer: one per item plus the list tag (Redux team pattern). */
export function listTags<T extends TagType>(
  type: T,
  items: readonly { id: string }[] | undefined,
  listId: string = LIST_ID,
): { type: T; id: string }[] {
  return [{ type, id: listId }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}

/** The list id of one store's list: `LIST:<storeId>` (each store has its own cache entries). */
export const storeListId = (storeId: string) => `${LIST_ID}:${storeId}`;

/** `providesTags` of a store's list (`LIST:<storeId>`) for an endpoint whose argument names the store. */
export function storeListTags<T extends TagType>(type: T) {
  return (items: readonly { id: string }[] | undefined, { storeId }: { storeId: string }) => listTags(type, items, storeListId(storeId));
}

/** The tag of one store's list of `type` (what `storeListTags` provides): `orderListTag = storeListTag('Order')`. */
export function storeListTag<T extends TagType>(type: T) {
  return (storeId: string) => ({ type, id: storeListId(storeId) });
}

/** `providesTags` of one record fetched by its id (the endpoint's argument). */
export function recordTags<T extends TagType>(type: T) {
  return (_result: unknown, id: string) => [{ type, id }];
}

/**
 * Mutations invalidate only when they succeeded: RTK Query invalidates on failure too unless
 * the tag function returns [] for an error (docs/rules/api.md#cache: a failed mutation invalidates nothing).
 */
export function onSuccess<R, E, A, T>(
  tags: (result: R, arg: A) => readonly T[],
): (result: R | undefined, error: E | undefined, arg: A) => readonly T[] {
  return (result, error, arg) => (error || result === undefined ? [] : tags(result, arg));
}
