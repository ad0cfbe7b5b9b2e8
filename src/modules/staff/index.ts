/** The staff module's public entry: the staff list other modules read. It uses no other module. */
export { useGetStaffQuery } from './api';
export type { StaffMember } from './types';
