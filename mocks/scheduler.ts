import { approvedAvailability } from './db/shiftNotes';
import { addDays, clockMinutes, dayOf, daysBetween, instantAt, minutesBetween, weekStartOf, weekdayOf, type WeekStartsOn } from '@/modules/shifts/time';
import type { PlanningRules, StaffingRequirement } from '@/modules/shifts/logic';
import type { MockShift } from './db/shifts';
import { timeOff } from './db/shifts';

/**
 * The mock's shift scheduler (issue #14): a real greedy planner, not a canned answer.
 *
 * For every day of the range and every staffing requirement of that weekday it counts who already
 * covers the window (the same role, overlapping the whole window), then fills the missing places
 * one by one with the least-loaded person (fewest planned minutes that week, then user id) who
 * - holds the role, is active, is available (`availabilityOf`) and not already working then,
 * - keeps at least `minRestHours` to their other shifts,
 * - stays within `maxHoursPerWeek` (the store's week) and `maxConsecutiveDays`.
 * A place nobody can take is reported with the reason that stopped the furthest candidate:
 * `no_one_available` (nobody with the role is free), `rest_rule`, `weekly_maximum` or
 * `consecutive_days`.
 */
export interface SchedulerDetails {
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  staffingRequirements: StaffingRequirement[];
  rules: PlanningRules;
}
export interface SchedulerStaff {
  userId: string;
  roles: string[];
  hourlyRate: number;
  active: boolean;
}
export interface Availability {
  /** Whether the person can work from `start` to `end` (instants) on the store-local `day`. */
  isAvailable(day: string, start: string, end: string): boolean;
}
export type UnfilledReason = 'no_one_available' | 'rest_rule' | 'weekly_maximum' | 'consecutive_days';
export interface UnfilledWindow {
  date: string;
  role: string;
  start: string;
  end: string;
  missing: number;
  reason: UnfilledReason;
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

/**
 * Availability as the generator reads it (decisions.md: the approved version of the shift
 * notes, issue #15): not on approved time off (mocks/db/shifts.ts) and available that day by the
 * approved weekly pattern and exceptions (`approvedAvailability`; no notes = no restriction).
 */
export function availabilityOf(storeId: string, userId: string): Availability {
  const away = new Set(timeOff.where((t) => t.storeId === storeId && t.userId === userId).map((t) => t.date));
  return { isAvailable: (day) => !away.has(day) && approvedAvailability(storeId, userId, day).available };
}

const t = (instant: string) => Date.parse(instant);

const CHECK_ORDER: UnfilledReason[] = ['no_one_available', 'rest_rule', 'weekly_maximum', 'consecutive_days'];

export function schedule(input: SchedulerInput): SchedulerResult {
  const { details, staff, storeId } = input;
  const { timeZone: tz, rules } = details;
  const planned: MockShift[] = [...input.existing.filter((s) => s.status !== 'cancelled')];
  const created: MockShift[] = [];
  const unfilled: UnfilledWindow[] = [];
  const availability = new Map(staff.map((s) => [s.userId, input.availabilityOf(storeId, s.userId)]));
  let requiredMinutes = 0;
  let filledMinutes = 0;

  const shiftsOf = (userId: string) => planned.filter((s) => s.userId === userId);
  const weekMinutes = (userId: string, day: string) => {
    const week = weekStartOf(day, details.weekStartsOn);
    return shiftsOf(userId)
      .filter((s) => weekStartOf(dayOf(s.start, tz), details.weekStartsOn) === week)
      .reduce((sum, s) => sum + minutesBetween(s.start, s.end) - s.breakMinutes, 0);
  };
  const workDays = (userId: string) => new Set(shiftsOf(userId).map((s) => dayOf(s.start, tz)));
  const consecutiveWith = (userId: string, day: string) => {
    const days = workDays(userId);
    let run = 1;
    for (let d = addDays(day, -1); days.has(d); d = addDays(d, -1)) run += 1;
    for (let d = addDays(day, 1); days.has(d); d = addDays(d, 1)) run += 1;
    return run;
  };
  /** The first rule a person breaks for this window, or null when they can take it. */
  const blocker = (person: SchedulerStaff, day: string, start: string, end: string, paidMinutes: number): UnfilledReason | null => {
    const mine = shiftsOf(person.userId);
    if (!availability.get(person.userId)?.isAvailable(day, start, end)) return 'no_one_available';
    if (mine.some((s) => t(s.start) < t(end) && t(start) < t(s.end))) return 'no_one_available';
    const restMs = rules.minRestHours * 3_600_000;
    const tooClose = mine.some(
      (s) => (Date.parse(s.end) <= Date.parse(start) && Date.parse(start) - Date.parse(s.end) < restMs) ||
        (Date.parse(s.start) >= Date.parse(end) && Date.parse(s.start) - Date.parse(end) < restMs),
    );
    if (tooClose) return 'rest_rule';
    if (weekMinutes(person.userId, day) + paidMinutes > rules.maxHoursPerWeek * 60) return 'weekly_maximum';
    if (consecutiveWith(person.userId, day) > rules.maxConsecutiveDays) return 'consecutive_days';
    return null;
  };

  const days = daysBetween(input.startDate, input.endDate);
  for (let i = 0; i <= days; i++) {
    const day = addDays(input.startDate, i);
    const requirements = details.staffingRequirements
      .filter((r) => r.weekday === weekdayOf(day))
      .sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start) || a.role.localeCompare(b.role));
    for (const req of requirements) {
      const start = instantAt(day, req.start, tz);
      const end = instantAt(day, req.end, tz);
      const minutes = minutesBetween(start, end);
      const breakMinutes = minutes > 6 * 60 ? 30 : 0;
      requiredMinutes += minutes * req.minStaff;
      const covering = planned.filter((s) => s.role === req.role && t(s.start) <= t(start) && t(s.end) >= t(end) && s.userId !== '').length;
      filledMinutes += Math.min(covering, req.minStaff) * minutes;
      let missing = Math.max(0, req.minStaff - covering);
      let furthest = -1;
      while (missing > 0) {
        const holders = staff.filter((s) => s.active && s.roles.includes(req.role));
        const verdicts = holders.map((person) => ({ person, reason: blocker(person, day, start, end, minutes - breakMinutes) }));
        const free = verdicts
          .filter((v) => v.reason === null)
          .map((v) => v.person)
          .sort((a, b) => weekMinutes(a.userId, day) - weekMinutes(b.userId, day) || a.userId.localeCompare(b.userId));
        const chosen = free[0];
        if (!chosen) {
          for (const v of verdicts) furthest = Math.max(furthest, CHECK_ORDER.indexOf(v.reason ?? 'no_one_available'));
          break;
        }
        const shift: MockShift = {
          id: input.newId(),
          storeId,
          userId: chosen.userId,
          role: req.role,
          start,
          end,
          breakMinutes,
          status: 'draft',
          notes: '',
          generationJobId: input.jobId,
        };
        planned.push(shift);
        created.push(shift);
        filledMinutes += minutes;
        missing -= 1;
      }
      if (missing > 0) {
        unfilled.push({ date: day, role: req.role, start, end, missing, reason: CHECK_ORDER[Math.max(0, furthest)] ?? 'no_one_available' });
      }
    }
  }
  const rate = new Map(staff.map((s) => [s.userId, s.hourlyRate]));
  const paid = created.map((s) => ({ hours: (minutesBetween(s.start, s.end) - s.breakMinutes) / 60, rate: rate.get(s.userId) ?? 0 }));
  return {
    shifts: created,
    unfilled,
    summary: {
      hours: Math.round(paid.reduce((sum, p) => sum + p.hours, 0) * 100) / 100,
      cost: Math.round(paid.reduce((sum, p) => sum + p.hours * p.rate, 0) * 100) / 100,
      coverage: requiredMinutes === 0 ? 1 : Math.round((filledMinutes / requiredMinutes) * 1000) / 1000,
    },
  };
}
