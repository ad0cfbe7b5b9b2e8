import type { PlanningRules, StaffingRequirement } from './logic';
import type { WeekStartsOn } from './time';

/**
 * What the planner reads from the store's shift details (docs/rules/people.md#store-shift-details).
 * DEFAULT_SETTINGS apply while the store has none (and until the stores module's call is wired).
 */
export interface ShiftSettings {
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  staffingRequirements: StaffingRequirement[];
  rules: PlanningRules;
}

export const DEFAULT_RULES: PlanningRules = {
  minShiftHours: 3,
  maxShiftHours: 10,
  maxHoursPerWeek: 40,
  minRestHours: 11,
  maxConsecutiveDays: 6,
};

export const DEFAULT_SETTINGS: ShiftSettings = {
  timeZone: 'Europe/Berlin',
  weekStartsOn: 1,
  staffingRequirements: [],
  rules: DEFAULT_RULES,
};

export function toWeekStartsOn(value: number | undefined): WeekStartsOn {
  const days: WeekStartsOn[] = [0, 1, 2, 3, 4, 5, 6];
  return days.find((d) => d === value) ?? 1;
}
