import { blocker, gainOf, place, type State } from './schedulerState';
import type { Model, Piece } from './schedulerModel';

/** The scheduler's greedy step (scheduler.ts, point 6). */
type Key = number[];
const compare = (a: Key, b: Key) => {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

function keyOf(model: Model, state: State, piece: Piece): Key {
  const who = model.people[piece.person];
  const week = model.days[piece.day]?.week ?? '';
  const planned = state.weekPaid[piece.person]?.get(week) ?? 0;
  const target = who?.target ?? 0;
  const share = target > 0 ? planned / target : 2;
  // Hours of the cap this piece would leave too few for another piece are as good as lost.
  const left = (who?.cap ?? 0) - planned - piece.paid;
  const stranded = left > 0 && left < model.minLength ? left : 0;
  return [
    gainOf(model, piece) - stranded,
    planned < target ? 1 : 0,
    piece.preferred ? 1 : 0,
    -piece.waste,
    -share,
    piece.from - piece.to,
    -piece.day,
    -piece.from,
    -piece.person,
  ];
}

/** A max-heap of pieces by key. */
class Heap {
  private items: { key: Key; piece: Piece }[] = [];
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(key: Key, piece: Piece) {
    const items = this.items;
    items.push({ key, piece });
    for (let i = items.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (compare(items[up].key, items[i].key) >= 0) break;
      [items[up], items[i]] = [items[i], items[up]];
      i = up;
    }
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < items.length && compare(items[l].key, items[best].key) > 0) best = l;
        if (r < items.length && compare(items[r].key, items[best].key) > 0) best = r;
        if (best === i) break;
        [items[best], items[i]] = [items[i], items[best]];
        i = best;
      }
    }
    return top;
  }
}

/**
 * Lazy greedy: a piece's key only falls as others are placed, so a refreshed key still on top is
 * the best. Answers the pieces placed and the place-minutes they staffed.
 */
export function fill(model: Model, state: State, pieces: readonly Piece[]): { placed: Piece[]; gained: number } {
  const heap = new Heap();
  const placed: Piece[] = [];
  let gained = 0;
  for (const piece of pieces) if (gainOf(model, piece) > 0) heap.push(keyOf(model, state, piece), piece);
  while (heap.size > 0) {
    const top = heap.pop();
    if (!top || blocker(model, state, top.piece)) continue;
    const key = keyOf(model, state, top.piece);
    const gain = gainOf(model, top.piece);
    if (gain <= 0) continue;
    const next = heap.peek();
    if (next && compare(key, next.key) < 0) {
      heap.push(key, top.piece);
      continue;
    }
    place(model, state, top.piece);
    placed.push(top.piece);
    gained += gain;
  }
  return { placed, gained };
}
