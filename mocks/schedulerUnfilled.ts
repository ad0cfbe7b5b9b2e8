import type { PartlyFree, UnfilledWindow } from './schedulerTypes';
import { instantAt } from './rules/calendar';
import { dayBlock, dayHours } from './rules/workingTime';
import { hhmm, slotsOf, STEP, type Model, type Piece } from './schedulerModel';
import { blocker, place, unplace, type Blocker, type State } from './schedulerState';

/**
 * Why each stretch the plan leaves short stays open (issue #44): its binding reason.
 * - `no_role_holder`: nobody who may work here holds the role;
 * - `no_one_available`: nobody with the role is free for the whole stretch (`partlyFree`: who is
 *   free for part of it, and when);
 * - otherwise, of the people free then, the one who came furthest towards taking it names what
 *   stopped them: `working_time` (with the `rule`: Sunday, public holiday, a minor's night rest,
 *   the rest between days, a minor's days a week or weekly hours), `shorter_than_minimum` (no
 *   piece of the store's minimum length fits their free time), `rest_rule`, `consecutive_days`,
 *   `weekly_maximum`, `contract_cap`, or `already_working` (nothing else: they work another
 *   stretch that day, and a shift a day is the most).
 */
const RANK: Record<string, number> = {
  sunday: 1,
  public_holiday: 1,
  minor_night: 1,
  shorter_than_minimum: 2,
  rest: 4,
  rest_rule: 4,
  consecutive_days: 5,
  minor_days: 6,
  weekly_maximum: 7,
  contract_cap: 7,
  minor_weekly_hours: 7,
  already_working: 8,
};
const rank = (b: Blocker) => RANK[b.rule ?? b.reason] ?? 0;

function why(
  model: Model,
  state: State,
  pieces: Map<string, Piece[]>,
  d: number,
  role: string,
  from: number,
  to: number,
): Omit<UnfilledWindow, 'date' | 'role' | 'start' | 'end' | 'missing'> {
  const day = model.days[d];
  const tz = model.input.details.timeZone;
  const store = model.input.details.store ?? {};
  const holders = model.people.map((who, p) => ({ who, p })).filter(({ who }) => who.staff.roles.includes(role));
  if (!day || holders.length === 0) return { reason: 'no_role_holder' };
  const partlyFree: PartlyFree[] = [];
  let best: Blocker | null = null;
  for (const { who, p } of holders) {
    const ranges = who.availability.ranges(day.date);
    if (!ranges.some(([f, t]) => f <= from && t >= to)) {
      for (const [f, t] of ranges) {
        if (f >= to || t <= from) continue;
        const start = instantAt(day.date, hhmm(Math.max(f, from)), tz);
        partlyFree.push({
          userId: who.staff.userId,
          userName: who.staff.userName ?? who.staff.userId,
          start,
          end: instantAt(day.date, hhmm(Math.min(t, to)), tz),
        });
      }
      continue;
    }
    let found: Blocker = { reason: 'shorter_than_minimum' };
    const blocked = model.law ? dayBlock(store, day.date) : null;
    const [early, late] = model.law && who.limits ? dayHours(who.limits, store, who.staff, day.date) : [0, 24 * 60];
    if (blocked) found = { reason: 'working_time', rule: blocked };
    else if (early > from || late < to) found = { reason: 'working_time', rule: 'minor_night' };
    else {
      // Their own shift that day is set aside: what would still stop them?
      const own = state.placed[p]?.get(d);
      if (own) unplace(model, state, own);
      let free = false;
      const mine = (pieces.get(`${p}|${d}`) ?? []).filter((x) => x.role === role && x.to > from && x.from < to);
      // Working already, they would have to work the stretch and their shift in one: those pieces bind when there are any.
      const longer = own ? mine.filter((x) => x.from <= Math.min(from, own.from) && x.to >= Math.max(to, own.to)) : [];
      for (const piece of longer.length > 0 ? longer : mine) {
        const b = blocker(model, state, piece);
        if (!b) free = true;
        else if (rank(b) > rank(found)) found = b;
      }
      if (own) place(model, state, own);
      if (free) found = { reason: 'already_working' };
    }
    if (!best || rank(found) > rank(best)) best = found;
  }
  if (!best)
    return {
      reason: 'no_one_available',
      partlyFree: partlyFree.sort((a, b) => a.start.localeCompare(b.start) || a.userName.localeCompare(b.userName)),
    };
  return best.rule ? { reason: best.reason, rule: best.rule } : { reason: best.reason };
}

export function unfilledOf(model: Model, state: State): UnfilledWindow[] {
  const open: UnfilledWindow[] = [];
  const tz = model.input.details.timeZone;
  const pieces = new Map<string, Piece[]>();
  for (const piece of model.pieces)
    pieces.set(`${piece.person}|${piece.day}`, [...(pieces.get(`${piece.person}|${piece.day}`) ?? []), piece]);
  model.days.forEach((day, d) => {
    const roles = [...model.need.keys()].filter((k) => k.startsWith(`${d}|`)).map((k) => k.slice(k.indexOf('|') + 1));
    for (const role of roles) {
      const need = slotsOf(model, 'need', d, role);
      const have = slotsOf(model, 'have', d, role);
      if (!need || !have) continue;
      const short = (s: number) => Math.max(0, (need[s] ?? 0) - (have[s] ?? 0));
      for (let s = 0; s < need.length;) {
        const missing = short(s);
        let e = s + 1;
        const edges = model.edges.get(`${d}|${role}`);
        while (e < need.length && short(e) === missing && !edges?.has(e * STEP)) e += 1;
        if (missing > 0) {
          const from = s * STEP;
          const to = e * STEP;
          const start = instantAt(day.date, hhmm(from), tz);
          open.push({
            date: day.date,
            role,
            start,
            end: instantAt(day.date, hhmm(to), tz),
            missing,
            ...why(model, state, pieces, d, role, from, to),
          });
        }
        s = e;
      }
    }
  });
  return open.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.role.localeCompare(b.role));
}
