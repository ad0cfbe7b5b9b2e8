import type { Shift } from './types';

/**
 * "My shifts" (issue #30): a person's own published shifts and what changed since they last
 * looked. The last look is a snapshot (id → start, end, role) kept per user and store in
 * localStorage; the first visit has nothing to compare with and shows no changes.
 */
export type Snapshot = Record<string, { start: string; end: string; role: string }>;

export interface Changes {
  added: Shift[];
  moved: Shift[];
  /** Shifts of the last look that are no longer planned (and had not started yet). */
  removed: { id: string; start: string; end: string; role: string }[];
}

export const snapshotOf = (shifts: readonly Shift[]): Snapshot =>
  Object.fromEntries(shifts.map((s) => [s.id, { start: s.start, end: s.end, role: s.role }]));

export function changesSince(previous: Snapshot | null, current: readonly Shift[], now: number): Changes {
  if (!previous) return { added: [], moved: [], removed: [] };
  const ids = new Set(current.map((s) => s.id));
  return {
    added: current.filter((s) => !(s.id in previous)),
    moved: current.filter((s) => {
      const before = previous[s.id];
      return before !== undefined && (before.start !== s.start || before.end !== s.end || before.role !== s.role);
    }),
    removed: Object.entries(previous)
      .filter(([id, s]) => !ids.has(id) && Date.parse(s.start) > now)
      .map(([id, s]) => ({ id, ...s })),
  };
}

const key = (storeId: string, userId: string) => `storeops.myShifts.${storeId}.${userId}`;

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (v: unknown) =>
      typeof v === 'object' &&
      v !== null &&
      'start' in v &&
      'end' in v &&
      'role' in v &&
      typeof v.start === 'string' &&
      typeof v.end === 'string' &&
      typeof v.role === 'string',
  );
}

export function readSnapshot(storeId: string, userId: string): Snapshot | null {
  try {
    const raw = localStorage.getItem(key(storeId, userId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeSnapshot(storeId: string, userId: string, snapshot: Snapshot): void {
  try {
    localStorage.setItem(key(storeId, userId), JSON.stringify(snapshot));
  } catch {
    // no storage: every visit is a first look
  }
}
