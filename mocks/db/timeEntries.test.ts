import { describe, expect, it } from 'vitest';
import { runAt } from '@/test/instant';
import { timeEntries } from './timeEntries';

/** The seed's hours can all be decided (issue #41): nobody's entries overlap, across stores too. */
const HOUR = 3_600_000;
const span = (e: { clockIn: string; clockOut?: string }): [number, number] => {
  const start = Date.parse(e.clockIn);
  return [start, e.clockOut ? Date.parse(e.clockOut) : start + 16 * HOUR];
};

describe.each([null, '2026-03-29T00:30:00Z', '2026-10-25T01:30:00Z'])('the time entry seed at %s', (instant) => {
  if (instant) runAt(instant);
  it('has no two entries of one person that overlap, though the manager works in Berlin and Hamburg', () => {
    const all = timeEntries.all();
    const manager = all.filter((e) => e.userId === 'user-manager');
    expect(new Set(manager.map((e) => e.storeId))).toEqual(new Set(['store-1', 'store-2']));
    const clashes = all.flatMap((a) =>
      all
        .filter((b) => a.id < b.id && a.userId === b.userId)
        .filter((b) => {
          const [s, t] = span(a);
          const [u, v] = span(b);
          return s < v && u < t;
        })
        .map((b) => `${a.id} × ${b.id}`),
    );
    expect(clashes).toEqual([]);
  });
});
