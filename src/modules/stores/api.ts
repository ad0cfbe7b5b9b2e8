import { defineContract, restContract, type UpdateArg } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { LIST_ID, listTags, recordTags } from '@/api/tags';
import { z } from 'zod/mini';
import { authApi } from '@/session/api';
import {
  StoreFinancialDetailsInputSchema,
  StoreFinancialDetailsSchema,
  StoreInputSchema,
  StoreListSchema,
  StoreSchema,
  StoreShiftDetailsInputSchema,
  StoreShiftDetailsSchema,
} from './schema';
import type {
  Store,
  StoreFinancialDetails,
  StoreFinancialDetailsInput,
  StoreInput,
  StoreShiftDetails,
  StoreShiftDetailsInput,
} from './types';

/** The tag types this module declares (src/api/tags.ts); it also adds Profile (declared where they are defined), which its tags use. */
declare module '@/api/tags' {
  interface TagTypes {
    Store: true;
    StoreFinancialDetails: true;
    StoreShiftDetails: true;
  }
}

/** An update sends the version it was read at (issue #41; none: the server does not version, the last write wins). */
interface Versioned {
  version?: number;
}

export type UpdateStoreArg = UpdateArg<'store', StoreInput & Versioned>;

export interface UpdateStoreFinancialDetailsArg {
  storeId: string;
  details: StoreFinancialDetailsInput & Versioned;
}

export interface UpdateStoreShiftDetailsArg {
  storeId: string;
  details: StoreShiftDetailsInput & Versioned;
}

/* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries document the API for developers (docs, contract tests); never shown to people */
const VERSION =
  ' Answers carry `version` (raised by every accepted update); an update sends the `version` it was read at, and a stale one answers 409 `{message, current}` with the current record (no lost update). A server that does not version answers none: then none is sent and the last write wins.';
const version = { version: z.optional(z.number()) };
const rest = restContract('Store', 'v1/store', {
  access: { read: 'stores.read', write: 'stores.write' },
  schemas: { list: StoreListSchema, record: StoreSchema, input: StoreInputSchema },
  summaries: {
    list: 'The stores the user may manage (all with a global stores.read)',
    create: 'Create a store (the creator becomes its owner)',
    delete: 'Delete a store (409 while orders, inventory or staff refer to it)',
  },
});

/**
 * Store calls, docs/rules/stores.md#stores. Store management needs no store context: the
 * permissions are global (or held in the store concerned, checked by the server).
 * - `GET v1/store` lists the stores the user may manage (all of them with a global stores.read).
 * - `GET v1/store/{id}/shifts` is readable by every member of the store (`access: null`): the
 *   shift planner of a shift.read holder needs the time zone and staffing requirements. The
 *   server allows members of that store and global stores.read holders.
 * - Financial details are bank data: stores.write to read them as well.
 */
export const storeContract = defineContract({
  ...rest,
  updateStore: { ...rest.updateStore, body: z.safeExtend(StoreInputSchema, version), summary: `Update a store.${VERSION}` },
  getStoreFinancialDetails: {
    method: 'GET',
    path: 'v1/store/{id}/financial-details',
    summary: 'Financial details of a store (the SEPA debtor)',
    access: 'stores.write',
    response: StoreFinancialDetailsSchema,
  },
  updateStoreFinancialDetails: {
    method: 'PATCH',
    path: 'v1/store/{id}/financial-details',
    summary: `Save the financial details of a store (422 with fieldErrors for a bad IBAN or BIC).${VERSION}`,
    access: 'stores.write',
    body: z.safeExtend(StoreFinancialDetailsInputSchema, version),
    response: StoreFinancialDetailsSchema,
  },
  getStoreShiftDetails: {
    method: 'GET',
    path: 'v1/store/{id}/shifts',
    summary: 'Shift details of a store: time zone, week start, opening hours, staffing requirements, rules (any member of the store)',
    access: null,
    response: StoreShiftDetailsSchema,
  },
  updateStoreShiftDetails: {
    method: 'PATCH',
    path: 'v1/store/{id}/shifts',
    summary: `Save the shift details of a store (422 with fieldErrors, e.g. overlapping windows).${VERSION}`,
    access: 'stores.write',
    body: z.safeExtend(StoreShiftDetailsInputSchema, version),
    response: StoreShiftDetailsSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = storeContract;

/** A store's details: read and saved by the store's id. */
interface StoreArg {
  storeId: string;
}
const ofStore = ({ storeId }: StoreArg) => ({ path: { id: storeId } });
const detailsOfStore = <D>({ storeId, details }: StoreArg & { details: D }) => ({ path: { id: storeId }, body: details });
const storeTag =
  <T extends 'StoreFinancialDetails' | 'StoreShiftDetails'>(type: T) =>
  (_result: unknown, { storeId }: StoreArg) => [{ type, id: storeId }];

/**
 * The session reads the profile at start-up only; after a store is created or renamed it is
 * fetched again so the top-bar selector shows the change (docs/rules/session.md#current-store). The session's
 * listener on `getProfile` takes the fresh store list (src/session/sessionListeners.ts).
 */
async function refreshProfile(
  dispatch: (action: ReturnType<typeof authApi.endpoints.getProfile.initiate>) => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

/**
 * Tags: the list ('Store' LIST), one per store, and financial and shift details per store.
 * Financial details are not kept after the page is left (`keepUnusedDataFor: 0`).
 */
/* eslint-disable lingui/no-unlocalized-strings -- cache tag types are keys, not texts */
export const storesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Store', 'StoreFinancialDetails', 'StoreShiftDetails', 'Profile'] as const })
  .injectEndpoints({
    endpoints: (build) => ({
      getStores: build.query<Store[], void>(contractQuery(C.getStores, { provides: (result) => listTags('Store', result) })),
      getStore: build.query<Store, string>(
        contractQuery(C.getStore, { request: (id) => ({ path: { id } }), provides: recordTags('Store') }),
      ),
      createStore: build.mutation<Store, StoreInput>({
        ...contractMutation(C.createStore, {
          request: (body) => ({ body }),
          invalidates: () => [{ type: 'Store', id: LIST_ID }, 'Profile'],
        }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => refreshProfile(dispatch, queryFulfilled),
      }),
      updateStore: build.mutation<Store, UpdateStoreArg>({
        ...contractMutation(C.updateStore, {
          request: ({ id, store }) => ({ path: { id }, body: store }),
          invalidates: (_result, { id }) => [{ type: 'Store', id: LIST_ID }, { type: 'Store', id }, 'Profile'],
        }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => refreshProfile(dispatch, queryFulfilled),
      }),
      // The deleted store's own entries are left alone: refetching them would only answer 404.
      deleteStore: build.mutation<null, string>({
        ...contractMutation(C.deleteStore, {
          request: (id) => ({ path: { id } }),
          invalidates: () => [{ type: 'Store', id: LIST_ID }, 'Profile'],
        }),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => refreshProfile(dispatch, queryFulfilled),
      }),
      getStoreFinancialDetails: build.query<StoreFinancialDetails, StoreArg>(
        contractQuery(C.getStoreFinancialDetails, { request: ofStore, provides: storeTag('StoreFinancialDetails'), keepUnusedDataFor: 0 }),
      ),
      updateStoreFinancialDetails: build.mutation<StoreFinancialDetails, UpdateStoreFinancialDetailsArg>(
        contractMutation(C.updateStoreFinancialDetails, { request: detailsOfStore, invalidates: storeTag('StoreFinancialDetails') }),
      ),
      getStoreShiftDetails: build.query<StoreShiftDetails, StoreArg>(
        contractQuery(C.getStoreShiftDetails, { request: ofStore, provides: storeTag('StoreShiftDetails') }),
      ),
      updateStoreShiftDetails: build.mutation<StoreShiftDetails, UpdateStoreShiftDetailsArg>(
        contractMutation(C.updateStoreShiftDetails, { request: detailsOfStore, invalidates: storeTag('StoreShiftDetails') }),
      ),
    }),
  });
/* eslint-enable lingui/no-unlocalized-strings */

export const {
  useGetStoresQuery,
  useGetStoreQuery,
  useGetStoreFinancialDetailsQuery,
  useGetStoreShiftDetailsQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useDeleteStoreMutation,
  useUpdateStoreFinancialDetailsMutation,
  useUpdateStoreShiftDetailsMutation,
} = storesApi;
