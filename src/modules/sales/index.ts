/**
 * Sales' public entry (issue #46): what other modules use — the day sales and target of a store
 * (the overview and the planner's labour target read them) and the fallback's reason.
 */
export { salesContract, useGetSalesQuery, useGetSalesTargetQuery } from './api';
export { actualSales } from './logic';
export type { SalesDay } from './types';
export { SALES_MESSAGES } from './messages';
export { PATHS as SALES_PATHS } from './paths';
