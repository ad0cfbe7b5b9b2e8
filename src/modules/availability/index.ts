/**
 * The availability module's public entry: what other modules may use. It uses only staff and
 * stores (module direction: staff, stores ← availability ← shifts ← time-entries ← shift-report ← finance).
 */
export { useGetTeamShiftNotesQuery, useGetUserShiftNotesQuery } from './api';
export { approvedVersion, availabilityOn, covers } from './logic';
export type { AvailabilityVersion } from './types';
export { AVAILABILITY_MESSAGES } from './messages';
