/**
 * The tag types of the one api, as a registry that starts empty: each module declares its own
 * where it defines its endpoints (its `api.ts`, or a shared tag file such as `stockTags.ts`),
 * the same way slices declare `AppState` (src/lib/storeHooks.ts), so a new module edits no
 * central list:
 *
 *   const api = baseApi.enhanceEndpoints({ addTagTypes: ['Supplier'] as const }).injectEndpoints({...});
 *   declare module '@/api/tags' {
 *     interface TagTypes { Supplier: true }
 *   }
 *
 * `addTagTypes` registers the type at run time (RTK logs "Tag type 'X' was used, but not
 * specified in tagTypes" in development otherwise), so a file that uses another module's tag type
 * adds it too (adding a type twice is harmless). The declaration makes it a `TagType`: a tag type
 * nobody declared fails `tsc`.
 *
 * @public (only ever augmented, never imported: knip counts no `declare module` as a use)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (see above)
export interface TagTypes {}

export type TagType = Extract<keyof TagTypes, string>;

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
