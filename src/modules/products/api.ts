/* eslint-disable lingui/no-unlocalized-strings -- no text a person reads here: cache tag names and the contract's summaries (docs/openapi.json) */
import { z } from 'zod/mini';
import { defineContract } from '@/api/contract';
import { asBody, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { storeListTag, storeListTags } from '@/api/tags';
import { ProductListSchema, ProductSaveSchema, ProductSchema } from './schema';
import type { Product, ProductSave } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Product: true;
  }
}

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

/** List tag of one store's products: each store has its own cache entries (docs/rules/purchasing.md#product-calls). */
export const productListTag = storeListTag('Product');

const storeQuery = z.object({ storeId: z.string() });
const idInStoreQuery = z.object({ id: z.string(), storeId: z.string() });

/**
 * Product calls (docs/rules/purchasing.md#product-calls). The store is an explicit argument of every call.
 * `POST v1/product` with an `id` updates, without one creates (docs/rules/purchasing.md#product-calls); there is no
 * delete: a product is deactivated (`active: false`).
 */
export const productContract = defineContract({
  getProducts: {
    method: 'GET',
    path: 'v1/product/list',
    summary: "List a store's products",
    access: 'products.read',
    query: storeQuery,
    response: ProductListSchema,
  },
  getProduct: {
    method: 'GET',
    path: 'v1/product',
    summary: 'One product of a store',
    access: 'products.read',
    query: idInStoreQuery,
    response: ProductSchema,
  },
  getProductsBySupplier: {
    method: 'GET',
    path: 'v1/product/supplier',
    summary: "A supplier's products in a store (id = the supplier's id)",
    access: 'products.read',
    query: idInStoreQuery,
    response: ProductListSchema,
  },
  saveProduct: {
    method: 'POST',
    path: 'v1/product',
    summary:
      'Create a product, or update it when the body has an id (SKUs are unique per store: 409 with fieldErrors.sku). Answers carry `version` (raised by every accepted update); an update sends the `version` it was read at, and a stale one answers 409 `{message, current}` with the current product (no lost update). A server that does not version answers none: then none is sent and the last write wins.',
    access: 'products.write',
    body: ProductSaveSchema,
    response: ProductSchema,
  },
});
const C = productContract;

export const productsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Product'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], StoreArg>(
      contractQuery(C.getProducts, { request: ({ storeId }) => ({ query: { storeId } }), provides: storeListTags('Product') }),
    ),
    getProduct: build.query<Product, ProductArg>(
      contractQuery(C.getProduct, {
        request: ({ id, storeId }) => ({ query: { id, storeId } }),
        provides: (_r, { id }) => [{ type: 'Product', id }],
      }),
    ),
    // Carries the store's list tag: any product saved in that store refreshes it.
    getProductsBySupplier: build.query<Product[], SupplierProductsArg>(
      contractQuery(C.getProductsBySupplier, {
        request: ({ supplierId, storeId }) => ({ query: { id: supplierId, storeId } }),
        provides: storeListTags('Product'),
      }),
    ),
    saveProduct: build.mutation<Product, ProductSave>(
      contractMutation(C.saveProduct, {
        request: asBody,
        invalidates: (result, body) => [productListTag(body.storeId), { type: 'Product', id: result.id }],
      }),
    ),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetProductsBySupplierQuery, useSaveProductMutation } = productsApi;
