import { dayCount, localParts } from '@/lib/storeTime';
import { groupBy, periodViolations, restViolations } from './periods';
import { ruleSetFor, type PersonRules, type RuleSet } from './ruleSet';
import type { Placed, StoreLaw, Violation, WorkPiece } from './types';

export type { StoreLaw, Violation, WorkPiece } from './types';

/* The working-time checks (docs/rules/working-time.md) of one person's pieces of work in one store. */
const MINUTE = 60_000;
const clockOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whole years of age on a day, from a date of birth (YYYY-MM-DD); undefined without a readable one. */
export function ageOn(dateOfBirth: string | undefined, day: string): number | undefined {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return undefined;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The rule set that applies in a store: none outside the countries with one, or when switched off. */
export function lawOf(store: StoreLaw): RuleSet | undefined {
  if (store.workingTimeRules === false) return undefined;
  return ruleSetFor(store.country);
}

/** The person's rules on a day: the minors' below the set's adult age (a person without a date of birth counts as an adult). */
function rulesOn(set: RuleSet, dateOfBirth: string | undefined, day: string): PersonRules {
  const age = ageOn(dateOfBirth, day);
  return age !== undefined && age < set.adultAge ? set.minor : set.adult;
}

/** Minutes a break counts for: recorded blocks of at least the minimum, or the planned total if it is one. */
function countedBreak(piece: WorkPiece, rules: PersonRules): number {
  if (!piece.breaks) return piece.breakMinutes >= rules.minBreakBlock ? piece.breakMinutes : 0;
  return piece.breaks.reduce((sum, b) => {
    const minutes = b.end ? (Date.parse(b.end) - Date.parse(b.start)) / MINUTE : 0;
    return minutes >= rules.minBreakBlock ? sum + Math.floor(minutes) : sum;
  }, 0);
}

/** The longest worked stretch between recorded breaks that count (short breaks are not work, nor a break). */
function longestStretch(piece: WorkPiece, rules: PersonRules): number {
  const counted = (piece.breaks ?? [])
    .filter((b) => b.end && (Date.parse(b.end) - Date.parse(b.start)) / MINUTE >= rules.minBreakBlock)
    .map((b) => [Date.parse(b.start), Date.parse(b.end ?? b.start)] as const)
    .sort((a, b) => a[0] - b[0]);
  const short = (from: number, to: number) =>
    (piece.breaks ?? []).reduce((sum, b) => {
      const s = Math.max(from, Date.parse(b.start));
      const e = Math.min(to, Date.parse(b.end ?? b.start));
      return (Date.parse(b.end ?? b.start) - Date.parse(b.start)) / MINUTE < rules.minBreakBlock && e > s ? sum + (e - s) : sum;
    }, 0);
  let longest = 0;
  let from = Date.parse(piece.start);
  for (const [s, e] of [...counted, [Date.parse(piece.end), Date.parse(piece.end)] as const]) {
    longest = Math.max(longest, (s - from - short(from, s)) / MINUTE);
    from = Math.max(from, e);
  }
  return Math.round(longest);
}

function place(piece: WorkPiece, set: RuleSet, dateOfBirth: string | undefined, timeZone: string): Placed {
  const start = localParts(piece.start, timeZone);
  const end = localParts(piece.end, timeZone);
  const worked = Math.round((Date.parse(piece.end) - Date.parse(piece.start)) / MINUTE) - piece.breakMinutes;
  return {
    ...piece,
    day: start.date,
    from: clockOf(start.time),
    to: clockOf(end.time) + dayCount(start.date, end.date) * 24 * 60,
    worked,
    rules: rulesOn(set, dateOfBirth, start.date),
    age: ageOn(dateOfBirth, start.date),
  };
}

/** Breaks, the stretch without one and the minors' night rest of one piece. */
function pieceViolations(p: Placed, store: StoreLaw): Violation[] {
  const out: Violation[] = [];
  const r = p.rules;
  const base = { pieceIds: [p.id], day: p.day };
  const counted = countedBreak(p, r);
  const due = r.breaks.reduce((m, step) => (p.worked > step.above ? Math.max(m, step.minutes) : m), 0);
  if (counted < due)
    out.push({ ...base, kind: 'breaks', cite: `${r.law} ${r.cite.breaks}`, actual: counted, limit: due, worked: p.worked });
  if (p.breaks) {
    const stretch = longestStretch(p, r);
    if (stretch > r.maxMinutesWithoutBreak && counted >= due)
      out.push({ ...base, kind: 'stretch', cite: `${r.law} ${r.cite.stretch}`, actual: stretch, limit: r.maxMinutesWithoutBreak });
  }
  if (r.dayWindow) {
    const late = r.hospitalityLateEnd;
    const until = store.hospitality && late && (p.age ?? 0) >= late.fromAge ? late.until : r.dayWindow.to;
    const night = { ...base, kind: 'night' as const, cite: `${r.law} ${r.cite.night}` };
    if (p.to > until) out.push({ ...night, actual: p.to, limit: until, at: p.to });
    else if (p.from < r.dayWindow.from) out.push({ ...night, actual: p.from, limit: r.dayWindow.from, at: p.from });
  }
  return out;
}

/** Every rule one person's pieces break in a store (none where no rule set applies). */
export function checkPerson(pieces: readonly WorkPiece[], dateOfBirth: string | undefined, store: StoreLaw): Violation[] {
  const set = lawOf(store);
  if (!set) return [];
  const placed = pieces
    .filter((p) => Date.parse(p.end) > Date.parse(p.start))
    .map((p) => place(p, set, dateOfBirth, store.timeZone))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days = [...groupBy(placed, (p) => p.day).entries()];
  return [
    ...placed.flatMap((p) => pieceViolations(p, store)),
    ...restViolations(days, set, store),
    ...periodViolations(placed, store, set),
  ];
}
