/** The stores module's public entry: what other modules may use. It uses the working-time module (federal states). */
export { useGetStoreFinancialDetailsQuery, useGetStoreShiftDetailsQuery } from './api';
export { roleLabel } from './components/formHelpers';
export { PATHS as STORE_PATHS } from './paths';
export type { StoreShiftDetails } from './types';
