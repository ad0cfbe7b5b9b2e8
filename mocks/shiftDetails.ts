import type { SchedulerDetails } from './scheduler';
import { timeZoneOf } from './db/shifts';

/**
 * The store shift details the scheduler reads (domain.md "Store shift details"). Until the
 * stores module's seeds are merged, every store gets these defaults.
 */
const REQUIREMENTS = [
  { role: 'barista', start: '07:00', end: '15:00', minStaff: 1 },
  { role: 'barista', start: '14:00', end: '22:00', minStaff: 1 },
  { role: 'service', start: '10:00', end: '18:00', minStaff: 2 },
  { role: 'cook', start: '11:00', end: '19:00', minStaff: 1 },
  { role: 'cashier', start: '08:00', end: '16:00', minStaff: 1 },
];

export function shiftDetailsOf(storeId: string): SchedulerDetails {
  return {
    timeZone: timeZoneOf(storeId),
    weekStartsOn: 1,
    staffingRequirements: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => REQUIREMENTS.map((r) => ({ ...r, weekday }))),
    rules: { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 40, minRestHours: 11, maxConsecutiveDays: 6 },
  };
}
