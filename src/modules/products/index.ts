/**
 * The products module's public entry: what other modules use from it.
 * Direction: products imports suppliers (a product's supplier), never the reverse. The supplier
 * page's panel of products (SupplierProducts) is lent through the slot `supplierProducts` of
 * products' module definition (module.ts), so suppliers does not import products.
 */
export { useGetProductsBySupplierQuery, useGetProductsQuery } from './api';
export type { Product } from './types';
/** A unit as people read it (orders show their lines' units; products' catalogue loads with theirs, module.ts `uses`). */
export { unitLabel } from './units';
export { PRODUCT_MESSAGES } from './messages';
