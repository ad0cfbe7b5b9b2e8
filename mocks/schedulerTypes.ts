import type { PlanningRules, StaffingRequirement } from '@/modules/shifts/logic';
import type { MockShift } from './db/shifts';
import type { Availability } from './schedulerAvailability';
import type { WeekStartsOn } from './rules/calendar';
import type { LawRule, LawStore } from './rules/workingTime';

/** What the mock's shift scheduler (`scheduler.ts`) reads and answers. */
export interface SchedulerDetails {
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  staffingRequirements: StaffingRequirement[];
  /** `minShiftHours` is the shortest piece a window is split into. */
  rules: PlanningRules;
  /** Per weekday (0 = Sunday); a weekday not listed is open all day. */
  openingHours?: { weekday: number; opensAt: string; closesAt: string; closed: boolean }[];
  /** What the working-time rules need of the store (country, federal state, hospitality, the switch). */
  store?: LawStore;
  /** Contracted hours cap a person's week (default); `false`: only the store's weekly maximum does. */
  contractHoursCap?: boolean;
}
export interface SchedulerStaff {
  userId: string;
  userName?: string;
  roles: string[];
  hourlyRate: number;
  active: boolean;
  /** Contracted hours a week: the cap (unless the store says otherwise), and the target when no wished hours are approved. */
  contractHoursPerWeek?: number;
  /** Holds shift.read, shift.write or time_entry.write in the store (false: never planned). */
  mayWorkShifts?: boolean;
  /** 'YYYY-MM-DD'; without it the person is planned as an adult. */
  dateOfBirth?: string;
}
export type UnfilledReason =
  | 'no_role_holder'
  | 'no_one_available'
  | 'shorter_than_minimum'
  | 'already_working'
  | 'working_time'
  | 'rest_rule'
  | 'consecutive_days'
  | 'weekly_maximum'
  | 'contract_cap';
export interface PartlyFree {
  userId: string;
  userName: string;
  /** Instants: the part of the open stretch the person is free for. */
  start: string;
  end: string;
}
export interface UnfilledWindow {
  date: string;
  role: string;
  start: string;
  end: string;
  missing: number;
  reason: UnfilledReason;
  /** With `working_time`: the rule that binds. */
  rule?: LawRule;
  /** With `no_one_available`: who holds the role and is free for part of the stretch. */
  partlyFree?: PartlyFree[];
}
export interface SchedulerInput {
  storeId: string;
  startDate: string;
  endDate: string;
  details: SchedulerDetails;
  staff: SchedulerStaff[];
  /** Shifts that stay (published ones, and drafts unless they are replaced). */
  existing: MockShift[];
  availabilityOf: (storeId: string, userId: string) => Availability;
  newId: () => string;
  jobId: string;
}
export interface SchedulerResult {
  shifts: MockShift[];
  unfilled: UnfilledWindow[];
  summary: { hours: number; cost: number; coverage: number };
}
