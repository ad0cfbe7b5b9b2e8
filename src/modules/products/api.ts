import { baseApi } from '@/api/baseApi';
import { listTags, onSuccess } from '@/api/tags';
import type { Product, ProductInput } from './types';

export interface StoreArg {
  storeId: string;
}
export interface ProductArg {
  id: string;
  storeId: string;
}
export interface SupplierProductsArg {
  supplierId: string;
  storeId: string;
}

/** List tag of one store's products: each store has its own cache entries (spec 7). */
export const productListTag = (storeId: string) => ({ type: 'Product' as const, id: `LIST:${storeId}` });

/**
 * Product calls (spec 7). The store is an explicit argument of every call.
 * `POST v1/product` with an `id` updates, without one creates (decisions.md); there is no
 * delete: a product is deactivated (`active: false`).
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], StoreArg>({
      query: ({ storeId }) => ({ url: 'v1/product/list', params: { storeId } }),
      providesTags: (result, _error, { storeId }) => listTags('Product', result, `LIST:${storeId}`),
    }),
    getProduct: build.query<Product, ProductArg>({
      query: ({ id, storeId }) => ({ url: 'v1/product', params: { id, storeId } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    getProductsBySupplier: build.query<Product[], SupplierProductsArg>({
      query: ({ supplierId, storeId }) => ({ url: 'v1/product/supplier', params: { id: supplierId, storeId } }),
      // Carries the store's list tag: any product saved in that store refreshes it.
      providesTags: (result, _error, { storeId }) => listTags('Product', result, `LIST:${storeId}`),
    }),
    saveProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: 'v1/product', method: 'POST', body }),
      invalidatesTags: onSuccess((result, body) => [
        productListTag(body.storeId),
        { type: 'Product' as const, id: result.id },
      ]),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetProductsBySupplierQuery,
  useSaveProductMutation,
} = productsApi;
