/**
 * The products module's public entry: what other modules use from it.
 * Direction: products imports suppliers (a product's supplier). The supplier page's panel of
 * products is a products component (SupplierProducts); suppliers still imports it here, the
 * one edge left against this direction (see suppliers/README.md).
 */
export { useGetProductsBySupplierQuery, useGetProductsQuery } from './api';
export { SupplierProducts } from './components/SupplierProducts';
export type { Product } from './types';
