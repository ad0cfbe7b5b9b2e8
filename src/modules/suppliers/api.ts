/* eslint-disable lingui/no-unlocalized-strings -- no text a person reads here: cache tag names and the contract's summaries (docs/openapi.json) */
import { useMemo } from 'react';
import { defineContract, restContract, type UpdateArg } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { LIST_ID, listTags, recordTags } from '@/api/tags';
import { z } from 'zod/mini';
import { SupplierInputSchema, SupplierListSchema, SupplierSchema, SupplierUpdateSchema } from './schema';
import type { Supplier, SupplierInput } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Supplier: true;
  }
}

/** An update: the id, the values and the version they were read at (none: the last write wins). */
export type UpdateSupplierArg = UpdateArg<'supplier', SupplierInput> & { version?: number };

const rest = restContract('Supplier', 'v1/supplier', {
  access: { read: 'suppliers.read', write: 'suppliers.write' },
  schemas: { list: SupplierListSchema, record: SupplierSchema, input: SupplierInputSchema },
  summaries: {
    create: 'Create a supplier (names are unique: 409 with fieldErrors.name)',
    delete: 'Delete a supplier (409 while products refer to it)',
  },
});

/**
 * Supplier calls, docs/rules/purchasing.md#supplier-calls: REST under `v1/supplier`. Suppliers are
 * shared by all stores, so no store argument. Each call's path, permission and schemas are
 * written once here; the api below, the permission check and docs/openapi.json use them.
 */
export const supplierContract = defineContract({
  ...rest,
  updateSupplier: {
    ...rest.updateSupplier,
    body: SupplierUpdateSchema,
    summary:
      'Update a supplier. Answers carry `version` (raised by every accepted update); an update sends the `version` it was read at, and a stale one answers 409 `{message, current}` with the current supplier (no lost update). Without `version` (a server or client that does not version) the last write wins. Names are unique: 409 with fieldErrors.name.',
  },
  searchSuppliers: {
    method: 'GET',
    path: 'v1/supplier/search',
    summary: 'Search suppliers by text',
    access: 'suppliers.read',
    query: z.object({ q: z.string() }),
    response: SupplierListSchema,
  },
});
const C = supplierContract;

/**
 * Cache (docs/rules/purchasing.md#supplier-calls): create and delete refresh the list; an update refreshes the list and that
 * supplier. `onSuccess` makes a failed mutation invalidate nothing. Search results carry the
 * list tag too, so they refresh with the list.
 */
export const suppliersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Supplier'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getSuppliers: build.query<Supplier[], void>(contractQuery(C.getSuppliers, { provides: (result) => listTags('Supplier', result) })),
    getSupplier: build.query<Supplier, string>(
      contractQuery(C.getSupplier, { request: (id) => ({ path: { id } }), provides: recordTags('Supplier') }),
    ),
    // fetchBaseQuery encodes `params` with URLSearchParams: `q` arrives URL-encoded.
    searchSuppliers: build.query<Supplier[], string>(
      contractQuery(C.searchSuppliers, { request: (q) => ({ query: { q } }), provides: (result) => listTags('Supplier', result) }),
    ),
    createSupplier: build.mutation<Supplier, SupplierInput>(
      contractMutation(C.createSupplier, { request: (body) => ({ body }), invalidates: () => [{ type: 'Supplier', id: LIST_ID }] }),
    ),
    updateSupplier: build.mutation<Supplier, UpdateSupplierArg>(
      contractMutation(C.updateSupplier, {
        request: ({ id, supplier, version }) => ({ path: { id }, body: { ...supplier, version } }),
        invalidates: (_result, { id }) => [
          { type: 'Supplier', id: LIST_ID },
          { type: 'Supplier', id },
        ],
      }),
    ),
    // The deleted supplier's own entry is left alone: refetching it would only answer 404.
    deleteSupplier: build.mutation<null, string>(
      contractMutation(C.deleteSupplier, { request: (id) => ({ path: { id } }), invalidates: () => [{ type: 'Supplier', id: LIST_ID }] }),
    ),
  }),
});

export const {
  useGetSuppliersQuery,
  useGetSupplierQuery,
  useSearchSuppliersQuery,
  useCreateSupplierMutation,
  useUpdateSupplierMutation,
  useDeleteSupplierMutation,
} = suppliersApi;

/**
 * Supplier names for other lists (orders, invoices, products, inventory). Without
 * suppliers.read the hook does not call (a 403 would sign out) and the id stands in.
 */
export function useSupplierNames(missing = '—') {
  const { data } = useGetSuppliersQuery();
  return useMemo(() => {
    const names = new Map((data ?? []).map((s) => [s.id, s.name]));
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : missing);
    /** Filter options for the suppliers among `ids`, by name. */
    const optionsFor = (ids: Iterable<string | null | undefined>) =>
      [...new Set(ids)]
        .filter((id): id is string => Boolean(id))
        .map((id) => ({ value: id, label: nameOf(id) }))
        .sort((a, b) => a.label.localeCompare(b.label));
    return { suppliers: data ?? [], nameOf, optionsFor };
  }, [data, missing]);
}
