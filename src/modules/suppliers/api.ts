import { baseApi } from '@/api/baseApi';
import { LIST_ID, listTags, onSuccess } from '@/api/tags';
import type { Supplier, SupplierInput } from './types';

export interface UpdateSupplierArg {
  id: string;
  supplier: SupplierInput;
}

/**
 * Supplier calls, spec 7 Reading B (decisions.md): REST under `v1/supplier`.
 * Suppliers are shared by all stores, so no store argument.
 * Cache (spec 7): create and delete refresh the list; an update refreshes the list and that
 * supplier. `onSuccess` makes a failed mutation invalidate nothing. Search results carry the
 * list tag too, so they refresh with the list.
 */
export const suppliersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuppliers: build.query<Supplier[], void>({
      query: () => 'v1/supplier',
      providesTags: (result) => listTags('Supplier', result),
    }),
    getSupplier: build.query<Supplier, string>({
      query: (id) => `v1/supplier/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Supplier', id }],
    }),
    searchSuppliers: build.query<Supplier[], string>({
      // fetchBaseQuery encodes `params` with URLSearchParams: `q` arrives URL-encoded.
      query: (q) => ({ url: 'v1/supplier/search', params: { q } }),
      providesTags: (result) => listTags('Supplier', result),
    }),
    createSupplier: build.mutation<Supplier, SupplierInput>({
      query: (body) => ({ url: 'v1/supplier', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [{ type: 'Supplier' as const, id: LIST_ID }]),
    }),
    updateSupplier: build.mutation<Supplier, UpdateSupplierArg>({
      query: ({ id, supplier }) => ({ url: `v1/supplier/${encodeURIComponent(id)}`, method: 'PUT', body: supplier }),
      invalidatesTags: onSuccess((_result, { id }) => [
        { type: 'Supplier' as const, id: LIST_ID },
        { type: 'Supplier' as const, id },
      ]),
    }),
    deleteSupplier: build.mutation<null, string>({
      query: (id) => ({ url: `v1/supplier/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The deleted supplier's own entry is left alone: refetching it would only answer 404.
      invalidatesTags: onSuccess(() => [{ type: 'Supplier' as const, id: LIST_ID }]),
    }),
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
