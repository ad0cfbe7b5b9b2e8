import { STAFF_ROLES } from '../fields';
import type { StaffRole, StoreShiftDetails, StoreShiftDetailsInput } from '../types';

/** The shift details form's values from the store's details, and the body sent from them. */

const roleOf = (role: string): StaffRole => STAFF_ROLES.find((r) => r === role) ?? 'service';

export function toValues(details: StoreShiftDetails, fallbackTimeZone: string): StoreShiftDetailsInput {
  const rules = details.rules;
  return {
    timeZone: details.timeZone || fallbackTimeZone,
    weekStartsOn: details.weekStartsOn,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const day = details.openingHours.find((d) => d.weekday === weekday);
      return day
        ? { weekday, opensAt: day.opensAt, closesAt: day.closesAt, closed: day.closed }
        : { weekday, opensAt: '', closesAt: '', closed: true };
    }),
    staffingRequirements: details.staffingRequirements.map((w) => ({ ...w, role: roleOf(w.role) })),
    rules: {
      minShiftHours: rules.minShiftHours ?? 3,
      maxShiftHours: rules.maxShiftHours ?? 10,
      maxHoursPerWeek: rules.maxHoursPerWeek ?? 40,
      minRestHours: rules.minRestHours ?? 11,
      maxConsecutiveDays: rules.maxConsecutiveDays ?? 6,
    },
  };
}

/** Closed days are sent without times. */
export const normalize = (v: StoreShiftDetailsInput): StoreShiftDetailsInput => ({
  ...v,
  weekStartsOn: Number(v.weekStartsOn),
  openingHours: v.openingHours.map((d) => (d.closed ? { ...d, opensAt: '', closesAt: '' } : d)),
});
