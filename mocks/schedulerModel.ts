import type { StaffingRequirement } from '@/modules/shifts/logic';
import type { Availability } from './schedulerAvailability';
import type { SchedulerDetails, SchedulerInput, SchedulerStaff, UnfilledReason } from './schedulerTypes';
import { addDays, dayIn, daysBetween, firstDayOfWeek, instantAt, isInstant, wallMinutes, weekdayOf } from './rules/calendar';
import { breakFor, dayBlock, dayHours, limitsFor, restFor, ruleSetOf, type LawRule, type Limits } from './rules/workingTime';

/**
 * The scheduler's model of a range (issue #44): demand per day and role in 5-minute steps, the
 * people who may work with their caps, and every piece a person could work: one contiguous stretch
 * of one role on one day, inside their approved availability and the day's lawful hours, from the
 * store's minimum length (`minShiftHours`) to the longest the store and the law allow, ends on the
 * half hour or on a window or availability edge. The benchmark's exact solver reads the same pieces.
 */
export const STEP = 5;
const DAY = 24 * 60;

interface ModelDay {
  date: string;
  week: string;
  /** The first and last minute any window of the day asks for. */
  opens: number;
  closes: number;
  /** Epoch minutes at the day's local midnight; `even`: no clock change that day. */
  zero: number;
  even: boolean;
}
export interface Block {
  day: string;
  /** Epoch minutes. */
  from: number;
  to: number;
  paid: number;
}
interface ModelPerson {
  staff: SchedulerStaff;
  availability: Availability;
  /** The law's limits on the range's first day (null: no rules apply). */
  limits: Limits | null;
  rest: number;
  cap: number;
  capReason: { reason: UnfilledReason; rule?: LawRule };
  target: number;
  maxDaysPerWeek: number;
  existing: Block[];
}
export interface Piece {
  person: number;
  day: number;
  role: string;
  from: number;
  to: number;
  breakMinutes: number;
  paid: number;
  preferred: boolean;
  /** Both ends on window edges (the shapes tried first). */
  aligned: boolean;
  /** Minutes of the piece no window of its role asks for. */
  waste: number;
}
export interface Model {
  input: SchedulerInput;
  days: ModelDay[];
  people: ModelPerson[];
  /** `${day}|${role}` → places needed per 5-minute step. */
  need: Map<string, Int16Array>;
  have: Map<string, Int16Array>;
  edges: Map<string, Set<number>>;
  pieces: Piece[];
  minLength: number;
  law: boolean;
}

const later = (a: string, b: string) => (wallMinutes(a) >= wallMinutes(b) ? a : b);
const earlier = (a: string, b: string) => (wallMinutes(a) <= wallMinutes(b) ? a : b);
export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const epochMinutes = (day: string, minute: number, tz: string) => Date.parse(instantAt(day, hhmm(minute), tz)) / 60_000;
/** A wall minute of a model day in epoch minutes. */
export const epochAt = (model: Model, d: number, minute: number): number => {
  const day = model.days[d];
  if (!day) return Number.NaN;
  return day.even ? day.zero + minute : epochMinutes(day.date, minute, model.input.details.timeZone);
};

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

const key = (day: number, role: string) => `${day}|${role}`;
export const slotsOf = (model: Model, kind: 'need' | 'have', day: number, role: string) => model[kind].get(key(day, role));

function person(input: SchedulerInput, staff: SchedulerStaff, law: boolean): ModelPerson {
  const { details } = input;
  const set = law ? ruleSetOf(details.store ?? {}) : null;
  const limits = set ? limitsFor(set, staff, input.startDate) : null;
  const availability = input.availabilityOf(input.storeId, staff.userId);
  const caps: [number, { reason: UnfilledReason; rule?: LawRule }][] = [[details.rules.maxHoursPerWeek * 60, { reason: 'weekly_maximum' }]];
  if (details.contractHoursCap !== false && (staff.contractHoursPerWeek ?? 0) > 0) {
    caps.push([(staff.contractHoursPerWeek ?? 0) * 60, { reason: 'contract_cap' }]);
  }
  if (limits?.maxWeeklyMinutes !== undefined) caps.push([limits.maxWeeklyMinutes, { reason: 'working_time', rule: 'minor_weekly_hours' }]);
  const [cap, capReason] = caps.reduce((low, c) => (c[0] < low[0] ? c : low));
  const existing = input.existing
    .filter((s) => s.userId === staff.userId && s.status !== 'cancelled' && isInstant(s.start) && isInstant(s.end))
    .map((s) => {
      const from = Date.parse(s.start) / 60_000;
      const to = Date.parse(s.end) / 60_000;
      return { day: dayIn(s.start, details.timeZone), from, to, paid: to - from - s.breakMinutes };
    });
  return {
    staff,
    availability,
    limits,
    rest: Math.max(details.rules.minRestHours * 60, limits && details.store ? restFor(limits, details.store) : 0),
    cap,
    capReason,
    target: (availability.wishedHours ?? staff.contractHoursPerWeek ?? 0) * 60,
    maxDaysPerWeek: limits?.maxDaysPerWeek ?? 7,
    existing,
  };
}

/** The longest piece: the store's maximum, and the law's daily maximum after the break. */
function longest(model: Model, limits: Limits | null): number {
  let span = model.input.details.rules.maxShiftHours * 60;
  while (limits && span > model.minLength && span - breakFor(limits, span) > limits.maxDailyMinutes) span -= STEP;
  return span;
}

function addPieces(model: Model, p: number, d: number): void {
  const who = model.people[p];
  const day = model.days[d];
  if (!who || !day) return;
  const store = model.input.details.store ?? {};
  if (model.law && dayBlock(store, day.date)) return;
  const [early, late] = model.law && who.limits ? dayHours(who.limits, store, who.staff, day.date) : [0, DAY];
  const max = longest(model, who.limits);
  const preferred = who.availability.preferred(day.date);
  const ranges = who.availability.ranges(day.date);
  for (const role of who.staff.roles) {
    const need = slotsOf(model, 'need', d, role);
    const edges = model.edges.get(key(d, role));
    if (!need || !edges) continue;
    for (const [rangeFrom, rangeTo] of ranges) {
      const from = Math.max(rangeFrom, early);
      const to = Math.min(rangeTo, late);
      const points = new Set([from, to, ...[...edges].filter((e) => e > from && e < to)]);
      for (let m = Math.ceil(from / 30) * 30; m < to; m += 30) points.add(m);
      const sorted = [...points].sort((a, b) => a - b);
      for (const a of sorted) {
        for (const b of sorted) {
          const span = b - a;
          if (span < model.minLength || span > max) continue;
          const ends = (need[a / STEP] ?? 0) > 0 && (need[b / STEP - 1] ?? 0) > 0;
          if (!ends && (span !== model.minLength || a < day.opens || b > day.closes)) continue;
          let waste = 0;
          for (let s = a / STEP; s < b / STEP; s++) if ((need[s] ?? 0) === 0) waste += STEP;
          const pause = who.limits ? breakFor(who.limits, span) : span > 360 ? 30 : 0;
          model.pieces.push({
            person: p,
            day: d,
            role,
            from: a,
            to: b,
            breakMinutes: pause,
            paid: span - pause,
            preferred: preferred.some(([f, t]) => f <= a && t >= b),
            waste,
            aligned: edges.has(a) && edges.has(b),
          });
        }
      }
    }
  }
}

export function buildModel(input: SchedulerInput): Model {
  const { details } = input;
  const law = ruleSetOf(details.store ?? {}) !== null;
  const model: Model = {
    input,
    days: [],
    people: [],
    need: new Map(),
    have: new Map(),
    edges: new Map(),
    pieces: [],
    minLength: Math.max(STEP, Math.round((details.rules.minShiftHours * 60) / STEP) * STEP),
    law,
  };
  for (let i = 0; i <= daysBetween(input.startDate, input.endDate); i++) {
    const date = addDays(input.startDate, i);
    const windows = windowsOf(details, date);
    model.days.push({
      date,
      week: firstDayOfWeek(date, details.weekStartsOn),
      opens: Math.min(DAY, ...windows.map((w) => wallMinutes(w.start))),
      closes: Math.max(0, ...windows.map((w) => wallMinutes(w.end))),
      zero: epochMinutes(date, 0, details.timeZone),
      even: epochMinutes(addDays(date, 1), 0, details.timeZone) - epochMinutes(date, 0, details.timeZone) === DAY,
    });
    for (const w of windows) {
      const k = key(i, w.role);
      const need = model.need.get(k) ?? new Int16Array(DAY / STEP);
      const from = Math.floor(wallMinutes(w.start) / STEP);
      const to = Math.ceil(wallMinutes(w.end) / STEP);
      for (let s = from; s < to; s++) need[s] = (need[s] ?? 0) + w.minStaff;
      model.need.set(k, need);
      model.have.set(k, model.have.get(k) ?? new Int16Array(DAY / STEP));
      const edges = model.edges.get(k) ?? new Set<number>();
      edges.add(from * STEP).add(to * STEP);
      model.edges.set(k, edges);
    }
  }
  for (const s of input.existing) {
    if (s.status === 'cancelled' || s.userId === '' || !isInstant(s.start) || !isInstant(s.end)) continue;
    const d = model.days.findIndex((x) => x.date === dayIn(s.start, details.timeZone));
    const have = slotsOf(model, 'have', d, s.role);
    const day = model.days[d];
    if (!have || !day) continue;
    const start = epochMinutes(day.date, 0, details.timeZone);
    const from = Math.max(0, Math.floor((Date.parse(s.start) / 60_000 - start) / STEP));
    const to = Math.min(DAY / STEP, Math.ceil((Date.parse(s.end) / 60_000 - start) / STEP));
    for (let i = from; i < to; i++) have[i] = (have[i] ?? 0) + 1;
  }
  const staff = input.staff.filter((s) => s.active && s.mayWorkShifts !== false);
  model.people = staff.map((s) => person(input, s, law));
  model.people.forEach((_, p) => model.days.forEach((_d, d) => addPieces(model, p, d)));
  return model;
}
