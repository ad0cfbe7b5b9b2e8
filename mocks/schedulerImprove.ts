import { fill } from './schedulerFill';
import { slotsOf, STEP, type Model, type Piece } from './schedulerModel';
import { place, unplace, type State } from './schedulerState';

/**
 * After the greedy fill (scheduler.ts, point 6): each placed piece in turn is taken out and the
 * gap refilled greedily, without it, from the pieces that could use what it freed (the same role
 * on that day over its stretch, and every piece of its person). The change stays when it staffs
 * more place-minutes than the piece did, else everything goes back. Passes repeat while one helps
 * (at most `PASSES`). No time budget: a plan that depended on the machine's speed would differ
 * under load, and the same inputs must give the same plan (tests, e2e flows, a manager's retry).
 */
const PASSES = 3;

/** Place-minutes the piece staffs now: the steps where it is not beyond the need. */
function worth(model: Model, piece: Piece): number {
  const need = slotsOf(model, 'need', piece.day, piece.role);
  const have = slotsOf(model, 'have', piece.day, piece.role);
  let minutes = 0;
  for (let s = piece.from / STEP; s < piece.to / STEP; s++) if ((have?.[s] ?? 0) <= (need?.[s] ?? 0)) minutes += STEP;
  return minutes;
}

export function improve(model: Model, state: State): void {
  const byPerson = new Map<number, Piece[]>();
  const byDayRole = new Map<string, Piece[]>();
  for (const piece of model.pieces) {
    byPerson.set(piece.person, [...(byPerson.get(piece.person) ?? []), piece]);
    const key = `${piece.day}|${piece.role}`;
    byDayRole.set(key, [...(byDayRole.get(key) ?? []), piece]);
  }
  for (let pass = 0; pass < PASSES; pass++) {
    let better = false;
    const current = state.placed.flatMap((byDay) => [...byDay.values()]);
    for (const piece of current) {
      if (state.placed[piece.person]?.get(piece.day) !== piece) continue;
      const lost = worth(model, piece);
      unplace(model, state, piece);
      const near = (byDayRole.get(`${piece.day}|${piece.role}`) ?? []).filter((p) => p.from < piece.to && p.to > piece.from);
      const candidates = [...near, ...(byPerson.get(piece.person) ?? [])].filter((p) => p !== piece);
      const { placed, gained } = fill(model, state, candidates);
      if (gained > lost) {
        better = true;
        continue;
      }
      for (const p of placed) unplace(model, state, p);
      place(model, state, piece);
    }
    if (!better) break;
  }
}
