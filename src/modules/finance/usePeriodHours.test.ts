import { describe, expect, it } from 'vitest';
import { distributeCents } from './logic';
import { approvedHours, daysOf } from './usePeriodHours';

const entry = (
  userId: string,
  status: 'open' | 'submitted' | 'approved' | 'rejected',
  from: string,
  to: string | null,
  breaks: { start: string; end: string }[] = [],
) => ({
  userId,
  status,
  clockIn: `2026-11-10T${from}:00Z`,
  ...(to ? { clockOut: `2026-11-10T${to}:00Z` } : {}),
  breaks: breaks.map((b) => ({ start: `2026-11-10T${b.start}:00Z`, end: `2026-11-10T${b.end}:00Z` })),
});

describe('a tip pool over a period, shared by approved hours (issue 31)', () => {
  it('counts only approved, closed entries, summed per person before rounding', () => {
    const hours = approvedHours([
      entry('a', 'approved', '08:00', '16:30', [{ start: '12:00', end: '12:30' }]),
      entry('a', 'approved', '17:00', '17:20'),
      entry('a', 'approved', '18:00', '18:20'),
      entry('b', 'submitted', '08:00', '16:00'),
      entry('b', 'approved', '09:00', '13:00'),
      entry('c', 'rejected', '08:00', '16:00'),
      entry('d', 'open', '08:00', null),
    ]);
    expect([...hours]).toEqual([
      ['a', 8.67],
      ['b', 4],
    ]);
  });

  it('the shares by hours add up to the pool to the cent, whatever the pool and the hours', () => {
    const hours = [37.5, 12.25, 0, 40, 8.33, 19.67, 3];
    for (const pool of [1, 5, 99, 100, 12_345, 73_456_789, 99_999_999_999]) {
      const cents = distributeCents(pool, hours);
      expect(cents?.reduce((a, b) => a + b, 0)).toBe(pool);
      expect(cents?.[2]).toBe(0);
      // Each share is within a cent of its exact part.
      cents?.forEach((c, i) => expect(Math.abs(c - (pool * (hours[i] ?? 0)) / hours.reduce((a, b) => a + b, 0))).toBeLessThan(1));
    }
  });

  it('reads a period of at most 31 days, first to last', () => {
    expect(daysOf('2026-11-09', '2026-11-15')).toHaveLength(7);
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysOf('2026-11-15', '2026-11-09')).toEqual([]);
    expect(daysOf('2026-01-01', '2026-02-01')).toEqual([]);
    expect(daysOf('2026-01-01', '2026-01-31')).toHaveLength(31);
  });
});
