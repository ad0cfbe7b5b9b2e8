import type { PlanningRules, StaffingRequirement } from '@/modules/shifts/logic';
import type { MockShift } from './db/shifts';
import type { Availability } from './schedulerAvailability';
import {
  wallMinutes,
  isInstant,
  addDays,
  dayIn,
  daysBetween,
  instantAt,
  minutesBetween,
  firstDayOfWeek,
  weekdayOf,
  type WeekStartsOn,
} from './rules/calendar';

/**
 * The mock's shift scheduler (issues #14, #30): a greedy planner that keeps to the rules a server
 * team is asked to keep (the same text is in the generate and result contract descriptions).
 *
 * 1. Days: every store-local day of the range whose opening hours are not closed. A staffing
 *    window is cut to that day's opening hours; a day marked closed (or a window wholly outside
 *    the hours) is never staffed and never reported as unfilled.
 * 2. Window by window (by start, then role) it counts who already covers it (the same role,
 *    the whole window) and fills the missing places one by one with a person who
 *    - may work shifts in the store (`mayWorkShifts`: shift.read, shift.write or time_entry.write
 *      there), is active and holds the window's role,
 *    - is available for the whole window by their APPROVED weekly windows, by time (available or
 *      preferred ranges of that weekday, minus unavailable ranges and approved time off), and is
 *      not on approved time off that day,
 *    - does not work at that time already, keeps `minRestHours` to their other shifts, stays within
 *      `maxHoursPerWeek` (the store's week, paid hours) and `maxConsecutiveDays`.
 * 3. Among those, in this order: people still below their wished hours (approved notes), else
 *    their contracted hours, first; then people whose window is a preferred one; then the lowest
 *    share of their wished hours already planned (fair filling); then user id.
 * 4. A place nobody can take stays open with the reason that stopped the furthest candidate:
 *    `no_one_available` (nobody with the role is available then), `rest_rule`, `weekly_maximum`,
 *    `consecutive_days`.
 * Coverage = filled slot-hours / required slot-hours over the staffed windows, a share from 0 to 1
 * (the app shows it as a percentage); 1 when nothing is required.
 */
export interface SchedulerDetails {
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  staffingRequirements: StaffingRequirement[];
  rules: PlanningRules;
  /** Per weekday (0 = Sunday); a weekday not listed is open all day. */
  openingHours?: { weekday: number; opensAt: string; closesAt: string; closed: boolean }[];
}
export interface SchedulerStaff {
  userId: string;
  roles: string[];
  hourlyRate: number;
  active: boolean;
  /** Contracted hours a week: the target when no wished hours are approved. */
  contractHoursPerWeek?: number;
  /** Holds shift.read, shift.write or time_entry.write in the store (false: never planned). */
  mayWorkShifts?: boolean;
}
type UnfilledReason = 'no_one_available' | 'rest_rule' | 'weekly_maximum' | 'consecutive_days';
interface UnfilledWindow {
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

const t = (instant: string) => Date.parse(instant);
const CHECK_ORDER: UnfilledReason[] = ['no_one_available', 'rest_rule', 'weekly_maximum', 'consecutive_days'];
const later = (a: string, b: string) => (wallMinutes(a) >= wallMinutes(b) ? a : b);
const earlier = (a: string, b: string) => (wallMinutes(a) <= wallMinutes(b) ? a : b);

/** The day's staffing windows cut to its opening hours; none on a closed day. */
function windowsOf(details: SchedulerDetails, day: string): StaffingRequirement[] {
  const weekday = weekdayOf(day);
  const hours = details.openingHours?.find((h) => h.weekday === weekday);
  if (hours?.closed) return [];
  return details.staffingRequirements
    .filter((r) => r.weekday === weekday)
    .map((r) =>
      hours && hours.opensAt && hours.closesAt ? { ...r, start: later(r.start, hours.opensAt), end: earlier(r.end, hours.closesAt) } : r,
    )
    .filter((r) => wallMinutes(r.end) > wallMinutes(r.start) && r.minStaff > 0)
    .sort((a, b) => wallMinutes(a.start) - wallMinutes(b.start) || a.role.localeCompare(b.role));
}

export function schedule(input: SchedulerInput): SchedulerResult {
  const { details, storeId } = input;
  const { timeZone: tz, rules } = details;
  const staff = input.staff.filter((s) => s.active && s.mayWorkShifts !== false);
  const planned: MockShift[] = [...input.existing.filter((s) => s.status !== 'cancelled' && isInstant(s.start) && isInstant(s.end))];
  const created: MockShift[] = [];
  const unfilled: UnfilledWindow[] = [];
  const availability = new Map(staff.map((s) => [s.userId, input.availabilityOf(storeId, s.userId)]));
  const target = (p: SchedulerStaff) => (availability.get(p.userId)?.wishedHours ?? p.contractHoursPerWeek ?? 0) * 60;
  let requiredMinutes = 0;
  let filledMinutes = 0;

  const shiftsOf = (userId: string) => planned.filter((s) => s.userId === userId);
  const weekMinutes = (userId: string, day: string) => {
    const week = firstDayOfWeek(day, details.weekStartsOn);
    return shiftsOf(userId)
      .filter((s) => firstDayOfWeek(dayIn(s.start, tz), details.weekStartsOn) === week)
      .reduce((sum, s) => sum + minutesBetween(s.start, s.end) - s.breakMinutes, 0);
  };
  const consecutiveWith = (userId: string, day: string) => {
    const days = new Set(shiftsOf(userId).map((s) => dayIn(s.start, tz)));
    let run = 1;
    for (let d = addDays(day, -1); days.has(d); d = addDays(d, -1)) run += 1;
    for (let d = addDays(day, 1); days.has(d); d = addDays(d, 1)) run += 1;
    return run;
  };
  /** The first rule a person breaks for this window, or null when they can take it. */
  const blocker = (
    person: SchedulerStaff,
    day: string,
    req: StaffingRequirement,
    start: string,
    end: string,
    paid: number,
  ): UnfilledReason | null => {
    const mine = shiftsOf(person.userId);
    if (!availability.get(person.userId)?.fit(day, req.start, req.end)) return 'no_one_available';
    if (mine.some((s) => t(s.start) < t(end) && t(start) < t(s.end))) return 'no_one_available';
    const restMs = rules.minRestHours * 3_600_000;
    const tooClose = mine.some(
      (s) => (t(s.end) <= t(start) && t(start) - t(s.end) < restMs) || (t(s.start) >= t(end) && t(s.start) - t(end) < restMs),
    );
    if (tooClose) return 'rest_rule';
    if (weekMinutes(person.userId, day) + paid > rules.maxHoursPerWeek * 60) return 'weekly_maximum';
    if (consecutiveWith(person.userId, day) > rules.maxConsecutiveDays) return 'consecutive_days';
    return null;
  };
  /** Below the wished hours first, then a preferred window, then the smallest share of the wish, then id. */
  const rank = (p: SchedulerStaff, day: string, req: StaffingRequirement) => {
    const wish = target(p);
    const done = weekMinutes(p.userId, day);
    const reached = wish > 0 ? done >= wish : true;
    const preferred = availability.get(p.userId)?.fit(day, req.start, req.end) === 'preferred';
    return [reached ? 1 : 0, preferred ? 0 : 1, wish > 0 ? done / wish : Number.MAX_SAFE_INTEGER] as const;
  };
  const compare = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };

  const days = daysBetween(input.startDate, input.endDate);
  for (let i = 0; i <= days; i++) {
    const day = addDays(input.startDate, i);
    for (const req of windowsOf(details, day)) {
      const start = instantAt(day, req.start, tz);
      const end = instantAt(day, req.end, tz);
      const minutes = minutesBetween(start, end);
      const breakMinutes = minutes > 6 * 60 ? 30 : 0;
      requiredMinutes += minutes * req.minStaff;
      const covering = planned.filter((s) => s.role === req.role && s.userId !== '' && t(s.start) <= t(start) && t(s.end) >= t(end)).length;
      filledMinutes += Math.min(covering, req.minStaff) * minutes;
      let missing = Math.max(0, req.minStaff - covering);
      let furthest = -1;
      while (missing > 0) {
        const holders = staff.filter((s) => s.roles.includes(req.role));
        const verdicts = holders.map((person) => ({ person, reason: blocker(person, day, req, start, end, minutes - breakMinutes) }));
        const free = verdicts
          .filter((v) => v.reason === null)
          .map((v) => ({ person: v.person, key: rank(v.person, day, req) }))
          .sort((a, b) => compare(a.key, b.key) || a.person.userId.localeCompare(b.person.userId));
        const chosen = free[0]?.person;
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
      coverage: requiredMinutes === 0 ? 1 : Math.min(1, Math.round((filledMinutes / requiredMinutes) * 1000) / 1000),
    },
  };
}
