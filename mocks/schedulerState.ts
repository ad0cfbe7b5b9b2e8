import type { UnfilledReason } from './schedulerTypes';
import { addDays } from './rules/calendar';
import type { LawRule } from './rules/workingTime';
import { epochAt, slotsOf, STEP, type Block, type Model, type Piece } from './schedulerModel';

/** What the scheduler has placed so far, and whether one more piece keeps every rule. */
export interface State {
  /** Per person: the pieces placed, by day index. */
  placed: Map<number, Piece>[];
  /** Per person: paid minutes per week (existing shifts included). */
  weekPaid: Map<string, number>[];
  /** Per person: the days they work (existing shifts included). */
  workDays: Set<string>[];
  /** Per person: their shifts as epoch-minute blocks (existing ones included). */
  blocks: Block[][];
  /** A day's week, by date. */
  weekOf: Map<string, string>;
}
export interface Blocker {
  reason: UnfilledReason;
  rule?: LawRule;
}

export function newState(model: Model): State {
  const state: State = { placed: [], weekPaid: [], workDays: [], blocks: [], weekOf: new Map(model.days.map((d) => [d.date, d.week])) };
  for (const who of model.people) {
    const weeks = new Map<string, number>();
    state.blocks.push([...who.existing]);
    for (const b of who.existing) {
      const week = state.weekOf.get(b.day) ?? `other ${b.day}`;
      weeks.set(week, (weeks.get(week) ?? 0) + b.paid);
    }
    state.placed.push(new Map());
    state.weekPaid.push(weeks);
    state.workDays.push(new Set(who.existing.map((b) => b.day)));
  }
  return state;
}

/** Uncovered place-minutes the piece would staff. */
export function gainOf(model: Model, piece: Piece): number {
  const need = slotsOf(model, 'need', piece.day, piece.role);
  const have = slotsOf(model, 'have', piece.day, piece.role);
  if (!need || !have) return 0;
  let gain = 0;
  for (let s = piece.from / STEP; s < piece.to / STEP; s++) if ((have[s] ?? 0) < (need[s] ?? 0)) gain += STEP;
  return gain;
}

function consecutive(days: Set<string>, day: string): number {
  let run = 1;
  for (let d = addDays(day, -1); days.has(d); d = addDays(d, -1)) run += 1;
  for (let d = addDays(day, 1); days.has(d); d = addDays(d, 1)) run += 1;
  return run;
}

/** The first rule one more piece breaks (in the order a person gets further towards taking it), or null. */
export function blocker(model: Model, state: State, piece: Piece): Blocker | null {
  const who = model.people[piece.person];
  const day = model.days[piece.day];
  if (!who || !day) return { reason: 'no_one_available' };
  const works = state.workDays[piece.person] ?? new Set<string>();
  if (works.has(day.date)) return { reason: 'already_working' };
  const from = epochAt(model, piece.day, piece.from);
  const to = epochAt(model, piece.day, piece.to);
  const close = (state.blocks[piece.person] ?? []).some((b) => b.from < to + who.rest && from < b.to + who.rest);
  if (close) return model.law ? { reason: 'working_time', rule: 'rest' } : { reason: 'rest_rule' };
  if (consecutive(works, day.date) > model.input.details.rules.maxConsecutiveDays) return { reason: 'consecutive_days' };
  const daysThatWeek = [...works].filter((d) => state.weekOf.get(d) === day.week).length;
  if (daysThatWeek + 1 > who.maxDaysPerWeek) return { reason: 'working_time', rule: 'minor_days' };
  if ((state.weekPaid[piece.person]?.get(day.week) ?? 0) + piece.paid > who.cap) return who.capReason;
  return null;
}

export function place(model: Model, state: State, piece: Piece): void {
  const day = model.days[piece.day];
  const have = slotsOf(model, 'have', piece.day, piece.role);
  if (!day || !have) return;
  for (let s = piece.from / STEP; s < piece.to / STEP; s++) have[s] = (have[s] ?? 0) + 1;
  state.placed[piece.person]?.set(piece.day, piece);
  const weeks = state.weekPaid[piece.person];
  weeks?.set(day.week, (weeks.get(day.week) ?? 0) + piece.paid);
  state.workDays[piece.person]?.add(day.date);
  state.blocks[piece.person]?.push({
    day: day.date,
    from: epochAt(model, piece.day, piece.from),
    to: epochAt(model, piece.day, piece.to),
    paid: piece.paid,
  });
}

export function unplace(model: Model, state: State, piece: Piece): void {
  const day = model.days[piece.day];
  const have = slotsOf(model, 'have', piece.day, piece.role);
  if (!day || !have) return;
  for (let s = piece.from / STEP; s < piece.to / STEP; s++) have[s] = (have[s] ?? 0) - 1;
  state.placed[piece.person]?.delete(piece.day);
  const weeks = state.weekPaid[piece.person];
  weeks?.set(day.week, (weeks.get(day.week) ?? 0) - piece.paid);
  state.workDays[piece.person]?.delete(day.date);
  const blocks = state.blocks[piece.person];
  blocks?.splice(
    blocks.findIndex((b) => b.day === day.date && b.paid === piece.paid),
    1,
  );
}
