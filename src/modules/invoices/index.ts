/**
 * The invoices module's public entry: what other modules use from it.
 * Direction: invoices imports orders, products and suppliers; only the dashboard imports invoices.
 */
export { useGetInvoicesQuery } from './api';
export { isOverdue } from './invoiceList';
export type { Invoice } from './types';
export { PATHS as INVOICE_PATHS } from './paths';
export { INVOICE_MESSAGES } from './messages';
export { invoiceListTotals } from './invoiceList';
