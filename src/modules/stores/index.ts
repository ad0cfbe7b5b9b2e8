/** The stores module's public entry: what other modules may use. It uses no other module. */
export { useGetStoreFinancialDetailsQuery, useGetStoreShiftDetailsQuery } from './api';
export { roleLabel } from './components/formHelpers';
export { PATHS as STORE_PATHS } from './paths';
