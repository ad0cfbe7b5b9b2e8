/**
 * Sales' public entry (issue #46): what other modules use — the day sales of a store
 * (the overview reads them) and the fallback's reason.
 */
export { useGetSalesQuery } from './api';
export { actualSales } from './logic';
export type { SalesDay } from './types';
export { SALES_MESSAGES } from './messages';
