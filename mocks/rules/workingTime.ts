import { isHoliday, type Region } from 'feiertagejs';
import { dayIn, firstDayOfWeek, minutesBetween, wallMinutes, weekdayOf } from './calendar';

/**
 * The demo server's own working-time rule set (issue #44), written apart from the app's: the
 * generator never plans against it and the tests check every plan with `violations`. Each limit
 * is data of one country's set (`RULE_SETS`); another country's set goes beside Germany's.
 *
 * Germany: ArbZG for adults (§3 10 h a day; §4 breaks of 30 min above 6 h and 45 min above 9 h,
 * never more than 6 h in a row; §5 11 h rest, 10 h in hospitality when another rest of the
 * period is at least 12 h; §§9–10 no Sunday or public-holiday work outside hospitality) and
 * JArbSchG for people under 18 (§8 8 h a day and 40 h a week; §11 breaks of 30 min above
 * 4.5 h and 60 min above 6 h, never more than 4.5 h in a row; §13 12 h rest; §14 no work 20:00–06:00,
 * until 22:00 for those over 16 in hospitality; §15 five days a week; §§17–18 Sundays and holidays
 * only in hospitality). Public holidays by the store's federal state (`feiertagejs`).
 * Rules that need data a store or person lacks are off: no date of birth → adult; no federal
 * state → no holidays; `hospitality` unknown → the Sunday rule and the hospitality exceptions are off.
 */
export interface Limits {
  maxDailyMinutes: number;
  /** Worked minutes above `over` need a break of `minutes` (the highest step that applies). */
  breaks: { over: number; minutes: number }[];
  maxStretchMinutes: number;
  restMinutes: number;
  hospitalityRestMinutes?: number;
  maxWeeklyMinutes?: number;
  maxDaysPerWeek?: number;
  /** No work from `from` to `until` (wall minutes); `from16InHospitality` for those 16 and over in hospitality. */
  night?: { from: number; until: number; from16InHospitality: number };
}
interface RuleSet {
  adultAge: number;
  adult: Limits;
  minor: Limits;
}

export const RULE_SETS: Record<string, RuleSet> = {
  DE: {
    adultAge: 18,
    adult: {
      maxDailyMinutes: 600,
      breaks: [
        { over: 360, minutes: 30 },
        { over: 540, minutes: 45 },
      ],
      maxStretchMinutes: 360,
      restMinutes: 660,
      hospitalityRestMinutes: 600,
    },
    minor: {
      maxDailyMinutes: 480,
      breaks: [
        { over: 270, minutes: 30 },
        { over: 360, minutes: 60 },
      ],
      maxStretchMinutes: 270,
      restMinutes: 720,
      maxWeeklyMinutes: 2400,
      maxDaysPerWeek: 5,
      night: { from: 20 * 60, until: 6 * 60, from16InHospitality: 22 * 60 },
    },
  },
};

export interface LawStore {
  country?: string;
  federalState?: string;
  hospitality?: boolean;
  workingTimeRules?: boolean;
}
export interface LawPerson {
  dateOfBirth?: string;
}
export type LawRule =
  'daily_maximum' | 'break' | 'rest' | 'minor_night' | 'minor_weekly_hours' | 'minor_days' | 'sunday' | 'public_holiday';

/** The set that applies to a store: none outside a country with a set, or with the rules switched off. */
export function ruleSetOf(store: LawStore): RuleSet | null {
  if (store.workingTimeRules === false) return null;
  return RULE_SETS[(store.country ?? '').toUpperCase()] ?? null;
}

/** Whole years of age on `day`; null without a readable date of birth. */
function ageOn(dateOfBirth: string | undefined, day: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The limits for a person on a day (adult without a date of birth). */
export function limitsFor(set: RuleSet, person: LawPerson, day: string): Limits {
  const age = ageOn(person.dateOfBirth, day);
  return age !== null && age < set.adultAge ? set.minor : set.adult;
}

const breakNeeded = (limits: Limits, worked: number) =>
  limits.breaks.filter((b) => worked > b.over).reduce((most, b) => Math.max(most, b.minutes), 0);

/** Whether a shift of `span` minutes with `pause` minutes of break keeps the break rules (the break taken in the middle). */
function breakKeeps(limits: Limits, span: number, pause: number): boolean {
  const worked = span - pause;
  return pause >= breakNeeded(limits, worked) && (pause === 0 ? worked : worked / 2) <= limits.maxStretchMinutes;
}

/** The break a shift of `span` minutes is planned with: the shortest in quarter hours that keeps the rules. */
export function breakFor(limits: Limits, span: number): number {
  for (let pause = 0; pause < 120; pause += 15) if (breakKeeps(limits, span, pause)) return pause;
  return 120;
}

/** Why a person may not work on a store-local day at all (Sunday, public holiday), or null. */
export function dayBlock(store: LawStore, day: string): LawRule | null {
  if (store.hospitality !== false) return null;
  if (weekdayOf(day) === 0) return 'sunday';
  return isPublicHoliday(store, day) ? 'public_holiday' : null;
}

const holidays = new Map<string, boolean>();
function isPublicHoliday(store: LawStore, day: string): boolean {
  if (!store.federalState) return false;
  const key = `${store.federalState} ${day}`;
  let holiday = holidays.get(key);
  if (holiday === undefined) {
    holiday = isHoliday(day, store.federalState as Region);
    holidays.set(key, holiday);
  }
  return holiday;
}

/** The wall minutes a person may work on a day ([from, to]): a minor's night rest shortens it. */
export function dayHours(limits: Limits, store: LawStore, person: LawPerson, day: string): [number, number] {
  if (!limits.night) return [0, 24 * 60];
  const age = ageOn(person.dateOfBirth, day) ?? 99;
  const late = store.hospitality === true && age >= 16 ? limits.night.from16InHospitality : limits.night.from;
  return [limits.night.until, late];
}

/** The rest a person needs between two working days in the store. */
export const restFor = (limits: Limits, store: LawStore): number =>
  store.hospitality === true && limits.hospitalityRestMinutes ? limits.hospitalityRestMinutes : limits.restMinutes;

export interface LawShift {
  id: string;
  userId: string;
  start: string;
  end: string;
  breakMinutes: number;
}
export interface Violation {
  rule: LawRule;
  userId: string;
  shiftId: string;
  /** The figures: what was planned and the limit, in minutes. */
  actual: number;
  limit: number;
}

/** Every rule one person's shifts break (shifts of the person, any order). */
export function violations(store: LawStore, person: LawPerson, shifts: readonly LawShift[], timeZone: string): Violation[] {
  const set = ruleSetOf(store);
  if (!set) return [];
  const found: Violation[] = [];
  const mine = [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const add = (rule: LawRule, s: LawShift, actual: number, limit: number) =>
    found.push({ rule, userId: s.userId, shiftId: s.id, actual, limit });
  const daily = new Map<string, number>();
  const weeks = new Map<string, { minutes: number; days: Set<string> }>();
  const rests: number[] = [];
  mine.forEach((s, i) => {
    const day = dayIn(s.start, timeZone);
    const limits = limitsFor(set, person, day);
    const span = minutesBetween(s.start, s.end);
    const worked = span - s.breakMinutes;
    if (!breakKeeps(limits, span, s.breakMinutes))
      add('break', s, s.breakMinutes, Math.max(breakNeeded(limits, worked), breakFor(limits, span)));
    daily.set(day, (daily.get(day) ?? 0) + worked);
    if ((daily.get(day) ?? 0) > limits.maxDailyMinutes) add('daily_maximum', s, daily.get(day) ?? 0, limits.maxDailyMinutes);
    const blocked = dayBlock(store, day);
    if (blocked) add(blocked, s, 1, 0);
    const [from, to] = dayHours(limits, store, person, day);
    const startsAt = wallMinutes(clock(s.start, timeZone));
    const endsAt = dayIn(s.end, timeZone) === day ? wallMinutes(clock(s.end, timeZone)) : 24 * 60;
    if (startsAt < from || endsAt > to) add('minor_night', s, startsAt < from ? startsAt : endsAt, startsAt < from ? from : to);
    const week = weeks.get(firstDayOfWeek(day, 1)) ?? { minutes: 0, days: new Set<string>() };
    week.minutes += worked;
    week.days.add(day);
    weeks.set(firstDayOfWeek(day, 1), week);
    if (limits.maxWeeklyMinutes !== undefined && week.minutes > limits.maxWeeklyMinutes)
      add('minor_weekly_hours', s, week.minutes, limits.maxWeeklyMinutes);
    if (limits.maxDaysPerWeek !== undefined && week.days.size > limits.maxDaysPerWeek)
      add('minor_days', s, week.days.size, limits.maxDaysPerWeek);
    const before = mine[i - 1];
    if (before && dayIn(before.start, timeZone) !== day) rests.push(minutesBetween(before.end, s.start));
  });
  mine.forEach((s, i) => {
    const before = mine[i - 1];
    if (!before || dayIn(before.start, timeZone) === dayIn(s.start, timeZone)) return;
    const limits = limitsFor(set, person, dayIn(s.start, timeZone));
    const rest = minutesBetween(before.end, s.start);
    const shortened = restFor(limits, store) < limits.restMinutes && rests.some((r) => r !== rest && r >= 12 * 60);
    const needed = shortened ? restFor(limits, store) : limits.restMinutes;
    if (rest < needed) add('rest', s, rest, needed);
  });
  return found;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function clock(instant: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}
