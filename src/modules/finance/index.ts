/**
 * The finance module's public entry: what other modules may use. It uses shift-report,
 * time-entries, shifts, staff and stores; none of them uses finance.
 */
export { financeContract, useGetTipsQuery } from './api';
export { toCents } from './logic';
export type { Tip } from './types';
export { PATHS as FINANCE_PATHS } from './paths';
export { FINANCE_MESSAGES } from './messages';
