/**
 * The shifts module's public entry: what other modules may use. Module direction (no cycle):
 * staff, stores ← availability ← shifts ← time-entries ← shift-report ← finance; permissions → staff.
 */
export { shiftContract, shiftListTag, useGetShiftsQuery } from './api';
/** The shift's answer schema, for the requests module's answers that carry a shift (issue #45). */
export { ShiftSchema } from './schema';
export type { Shift } from './types';
/** Wall times around daylight-saving changes, shared with the missed-punch form (issue #41). */
export { DST_MESSAGES } from './shiftForm';
export { offsetOf, wallInstants } from './time';
export { PATHS as SHIFT_PATHS } from './paths';
export { SHIFT_MESSAGES } from './messages';
