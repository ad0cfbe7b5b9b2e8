/**
 * The shifts module's public entry: what other modules may use. Module direction (no cycle):
 * staff, stores ← availability ← shifts ← time-entries ← shift-report ← finance; permissions → staff.
 */
export { shiftContract, useGetShiftsQuery } from './api';
export type { Shift } from './types';
