import { z } from 'zod/mini';
import { answer, defineContract, request } from '@/api/contract';
import { baseApi } from '@/api/baseApi';
import { permitted } from '@/api/permitted';
import { listTags, onSuccess } from '@/api/tags';
import { PERMISSIONS } from '@/config/permissions';
import { ProductInputSchema, ProductListSchema, ProductSchema } from './schema';
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

const storeQuery = z.object({ storeId: z.string() });
const idInStoreQuery = z.object({ id: z.string(), storeId: z.string() });

/**
 * Product calls (spec 7). The store is an explicit argument of every call.
 * `POST v1/product` with an `id` updates, without one creates (decisions.md); there is no
 * delete: a product is deactivated (`active: false`).
 */
export const productContract = defineContract({
  getProducts: {
    method: 'GET',
    path: 'v1/product/list',
    summary: "List a store's products",
    access: PERMISSIONS.productsRead,
    query: storeQuery,
    response: ProductListSchema,
  },
  getProduct: {
    method: 'GET',
    path: 'v1/product',
    summary: 'One product of a store',
    access: PERMISSIONS.productsRead,
    query: idInStoreQuery,
    response: ProductSchema,
  },
  getProductsBySupplier: {
    method: 'GET',
    path: 'v1/product/supplier',
    summary: "A supplier's products in a store (id = the supplier's id)",
    access: PERMISSIONS.productsRead,
    query: idInStoreQuery,
    response: ProductListSchema,
  },
  saveProduct: {
    method: 'POST',
    path: 'v1/product',
    summary: 'Create a product, or update it when the body has an id (SKUs are unique per store: 409)',
    access: PERMISSIONS.productsWrite,
    body: ProductInputSchema,
    response: ProductSchema,
  },
});
const C = productContract;

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], StoreArg>({
      query: ({ storeId }) => request(C.getProducts, { query: { storeId } }),
      responseSchema: answer(C.getProducts.response),
      providesTags: (result, _error, { storeId }) => listTags('Product', result, `LIST:${storeId}`),
    }),
    getProduct: build.query<Product, ProductArg>({
      query: ({ id, storeId }) => request(C.getProduct, { query: { id, storeId } }),
      responseSchema: answer(C.getProduct.response),
      providesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    getProductsBySupplier: build.query<Product[], SupplierProductsArg>({
      query: ({ supplierId, storeId }) => request(C.getProductsBySupplier, { query: { id: supplierId, storeId } }),
      responseSchema: answer(C.getProductsBySupplier.response),
      // Carries the store's list tag: any product saved in that store refreshes it.
      providesTags: (result, _error, { storeId }) => listTags('Product', result, `LIST:${storeId}`),
    }),
    saveProduct: build.mutation<Product, ProductInput>({
      query: (body) => request(C.saveProduct, { body }),
      responseSchema: answer(C.saveProduct.response),
      invalidatesTags: onSuccess((result, body) => [
        productListTag(body.storeId),
        { type: 'Product' as const, id: result.id },
      ]),
    }),
  }),
});

export const useGetProductsQuery = permitted(productsApi.endpoints.getProducts);
export const useGetProductQuery = permitted(productsApi.endpoints.getProduct);
export const useGetProductsBySupplierQuery = permitted(productsApi.endpoints.getProductsBySupplier);
export const { useSaveProductMutation } = productsApi;
