import { TZDate } from '@date-fns/tz';
import { openThroughout, type OpenHours } from './availability';
import { REQUEST_REFUSALS } from './requestMessages';
import { addDays, dayIn, firstDayOfWeek, type WeekStartsOn } from './calendar';

/**
 * The demo server's rules for shift requests (issue #45), the reference for a server team:
 * who may take a shift, and what an approval would change for the person taking it and for the
 * store's week. Pure: the handler hands in the records.
 */
export interface RuleShift {
  id: string;
  userId: string;
  start: string;
  end: string;
  breakMinutes: number;
  status: string;
}

export interface Taker {
  /** On the store's staff and active. */
  member: boolean;
  /** May work shifts in the store (shift access). */
  mayWork: boolean;
  /** The days of their approved time off. */
  timeOff: ReadonlySet<string>;
  /** Their approved availability on a store-local day. */
  openOn: (day: string) => OpenHours;
  /** Their shifts in the store (any status). */
  shifts: readonly RuleShift[];
}

const wall = (instant: string, timeZone: string): number => {
  const local = new TZDate(Date.parse(instant), timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

/** The store-local day and wall minutes of a shift (a shift past midnight counts to the day's end). */
export function windowOf(shift: Pick<RuleShift, 'start' | 'end'>, timeZone: string): { day: string; from: number; to: number } {
  const day = dayIn(shift.start, timeZone);
  const from = wall(shift.start, timeZone);
  const to = dayIn(shift.end, timeZone) === day ? wall(shift.end, timeZone) : 24 * 60;
  return { day, from, to };
}

const overlaps = (a: Pick<RuleShift, 'start' | 'end'>, b: Pick<RuleShift, 'start' | 'end'>) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** Their own live shifts (not cancelled, not this one) the shift overlaps. */
const overlapsOf = (shift: RuleShift, taker: Pick<Taker, 'shifts'>): number =>
  taker.shifts.filter((s) => s.id !== shift.id && s.status !== 'cancelled' && overlaps(s, shift)).length;

/** Whether the approved availability holds the whole shift and no time off falls on its day. */
function availableFor(shift: RuleShift, taker: Pick<Taker, 'timeOff' | 'openOn'>, timeZone: string): 'timeOff' | 'outside' | null {
  const { day, from, to } = windowOf(shift, timeZone);
  if (taker.timeOff.has(day)) return 'timeOff';
  return openThroughout(taker.openOn(day), from, to) ? null : 'outside';
}

/**
 * Why the person may not take the shift, or null when they may: staff of the store with shift
 * access, not already on it, a published shift that has not started, no time off that day, inside
 * their approved availability, no overlap with a shift of theirs.
 */
export function refusalFor(userId: string, shift: RuleShift, taker: Taker, timeZone: string, now: number): string | null {
  if (!taker.member) return REQUEST_REFUSALS.notStaff();
  if (!taker.mayWork) return REQUEST_REFUSALS.noShiftAccess();
  if (shift.userId === userId) return REQUEST_REFUSALS.ownShift();
  if (shift.status !== 'published') return REQUEST_REFUSALS.notPublished();
  if (Date.parse(shift.start) <= now) return REQUEST_REFUSALS.started();
  const away = availableFor(shift, taker, timeZone);
  if (away === 'timeOff') return REQUEST_REFUSALS.timeOff();
  if (away === 'outside') return REQUEST_REFUSALS.outsideAvailability();
  if (overlapsOf(shift, taker) > 0) return REQUEST_REFUSALS.overlap();
  return null;
}

/** Paid hours of a shift: its length less its break. */
const paidHours = (s: Pick<RuleShift, 'start' | 'end' | 'breakMinutes'>): number =>
  Math.max(0, (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000 - s.breakMinutes / 60);

/** The store-local days of the week the shift falls in. */
export function weekOf(shift: Pick<RuleShift, 'start'>, timeZone: string, startsOn: WeekStartsOn): [string, string] {
  const first = firstDayOfWeek(dayIn(shift.start, timeZone), startsOn);
  return [first, addDays(first, 6)];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Hours {
  hoursBefore: number;
  hoursAfter: number;
  wishedHours: number | null;
  contractHours: number | null;
}

export interface Impact extends Hours {
  outsideAvailability: boolean;
  overlaps: number;
  costBefore: number;
  costAfter: number;
  /** The person giving the shift away (none for an open shift). */
  giver?: Hours;
}

interface Person {
  userId: string;
  wishedHours: number | null;
  contractHours: number | null;
}

/**
 * What the approval changes: for the taker (and the giver) their week's paid hours before and after
 * (beside wished and contract hours), availability and overlaps now; for the store the week's labour cost
 * (paid hours × each person's hourly rate over the week's live shifts) before and after.
 */
export function impactOf(
  shift: RuleShift,
  taker: Taker & Person,
  giver: Person | null,
  week: readonly RuleShift[],
  rateOf: (userId: string) => number,
  timeZone: string,
): Impact {
  const live = week.filter((s) => s.status !== 'cancelled');
  const costOf = (rows: readonly RuleShift[]) => round2(rows.reduce((sum, s) => sum + (s.userId ? paidHours(s) * rateOf(s.userId) : 0), 0));
  const after = live.map((s) => (s.id === shift.id ? { ...s, userId: taker.userId } : s));
  const hoursOf = (person: Person): Hours => {
    const sum = (rows: readonly RuleShift[]) =>
      round2(rows.filter((s) => s.userId === person.userId).reduce((n, s) => n + paidHours(s), 0));
    return { hoursBefore: sum(live), hoursAfter: sum(after), wishedHours: person.wishedHours, contractHours: person.contractHours };
  };
  return {
    outsideAvailability: availableFor(shift, taker, timeZone) !== null,
    overlaps: overlapsOf(shift, taker),
    ...hoursOf(taker),
    costBefore: costOf(live),
    costAfter: costOf(after),
    ...(giver ? { giver: hoursOf(giver) } : {}),
  };
}
