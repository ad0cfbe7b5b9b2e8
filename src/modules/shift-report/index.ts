/**
 * The shift report's public entry: what other modules may use. It uses time-entries, shifts,
 * staff and stores (module direction: … ← shifts ← time-entries ← shift-report ← finance).
 */
export { useGetEmployeeTipsQuery } from './api';
export type { EmployeeTipsRow } from './types';
export { PATHS as SHIFT_REPORT_PATHS } from './paths';
export { SHIFT_REPORT_MESSAGES } from './messages';
export { buildReport, hoursOf } from './logic';
export { hoursOverContract, labourCostOf, weeklyTotals } from './teamTotals';
