import { describe, expect, it } from 'vitest';
import { instantAt } from '@/modules/shifts/time';
import { schedule, type SchedulerInput } from './scheduler';

const TZ = 'Europe/Berlin';
const rules = { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 16, minRestHours: 11, maxConsecutiveDays: 6 };

function input(over: Partial<SchedulerInput> = {}): SchedulerInput {
  let n = 0;
  return {
    storeId: 'store-x',
    // Monday 23 to Wednesday 25 March 2026
    startDate: '2026-03-23',
    endDate: '2026-03-25',
    details: {
      timeZone: TZ,
      weekStartsOn: 1,
      staffingRequirements: [1, 2, 3].flatMap((weekday) => [
        { weekday, role: 'barista', start: '07:00', end: '15:00', minStaff: 1 },
        { weekday, role: 'barista', start: '15:00', end: '22:00', minStaff: 1 },
      ]),
      rules,
    },
    staff: [
      { userId: 'a', roles: ['barista'], hourlyRate: 15, active: true },
      { userId: 'b', roles: ['barista'], hourlyRate: 15, active: true },
      { userId: 'c', roles: ['cook'], hourlyRate: 15, active: true },
    ],
    existing: [],
    availabilityOf: () => ({ isAvailable: () => true }),
    newId: () => `new-${++n}`,
    jobId: 'job-1',
    ...over,
  };
}

describe('the mock scheduler', () => {
  it('fills each window with the least-loaded person who may work, as drafts of the job', () => {
    const result = schedule(input({ endDate: '2026-03-23' }));
    expect(result.unfilled).toEqual([]);
    expect(result.shifts.map((s) => [s.userId, s.start])).toEqual([
      ['a', instantAt('2026-03-23', '07:00', TZ)],
      ['b', instantAt('2026-03-23', '15:00', TZ)],
    ]);
    expect(result.shifts.every((s) => s.status === 'draft' && s.generationJobId === 'job-1' && s.role === 'barista')).toBe(true);
    expect(result.summary.coverage).toBe(1);
  });

  it('names the reason of each window it cannot fill: weekly maximum, rest rule, no one available', () => {
    const result = schedule(input());
    // 7.5 h a day each: two shifts of 7.5 h fit into 16 h, the third day does not.
    const reasons = result.unfilled.map((u) => [u.date, u.reason]);
    expect(reasons).toContainEqual(['2026-03-25', 'weekly_maximum']);
    // Nobody works late and early again: 15–22 then 07:00 next day is 9 h rest.
    for (const s of result.shifts) expect(s.userId === 'c').toBe(false);
    expect(result.summary.coverage).toBeLessThan(1);

    const away = schedule(input({ endDate: '2026-03-23', availabilityOf: (_store, userId) => ({ isAvailable: () => userId === 'c' }) }));
    expect(away.shifts).toEqual([]);
    expect(away.unfilled.map((u) => [u.role, u.missing, u.reason])).toEqual([
      ['barista', 1, 'no_one_available'],
      ['barista', 1, 'no_one_available'],
    ]);

    const rest = schedule(input({ startDate: '2026-03-24', endDate: '2026-03-24', staff: [{ userId: 'a', roles: ['barista'], hourlyRate: 15, active: true }], details: { ...input().details, staffingRequirements: [{ weekday: 2, role: 'barista', start: '07:00', end: '12:00', minStaff: 1 }] }, existing: [{ id: 'e', storeId: 'store-x', userId: 'a', role: 'barista', start: instantAt('2026-03-23', '15:00', TZ), end: instantAt('2026-03-23', '22:00', TZ), breakMinutes: 0, status: 'published', notes: '' }] }));
    expect(rest.unfilled.map((u) => u.reason)).toEqual(['rest_rule']);
  });
});
