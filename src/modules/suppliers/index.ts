/**
 * The suppliers module's public entry: what other modules use from it.
 * Direction: suppliers is the bottom of the purchasing modules: products, orders, invoices and
 * inventory import it. It imports products only for the products panel of its page (README).
 */
export { useCreateSupplierMutation, useGetSuppliersQuery, useSupplierNames } from './api';
export { SUPPLIER_MESSAGES } from './messages';
export type { Supplier } from './types';
