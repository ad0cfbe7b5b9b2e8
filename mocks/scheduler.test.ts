import { describe, expect, it } from 'vitest';
import { instantAt, timeOf } from '@/modules/shifts/time';
import { schedule, type SchedulerInput, type SchedulerStaff } from './scheduler';
import { availabilityFrom } from './schedulerAvailability';

const TZ = 'Europe/Berlin';
const rules = { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 16, minRestHours: 11, maxConsecutiveDays: 6 };
const open = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '06:00', closesAt: '23:00', closed: false }));
const person = (userId: string, role = 'barista', over: Partial<SchedulerStaff> = {}): SchedulerStaff => ({
  userId,
  roles: [role],
  hourlyRate: 15,
  active: true,
  ...over,
});
type Weekly = { weekday: number; start: string; end: string; kind: 'available' | 'preferred' | 'unavailable' }[];
const version = (weekly: Weekly, wishedHoursPerWeek: number | null = null) => ({ weekly, exceptions: [], wishedHoursPerWeek });
const weekdays = (start: string, end: string, kind: Weekly[number]['kind'] = 'available', days = [1, 2, 3, 4, 5]): Weekly =>
  days.map((weekday) => ({ weekday, start, end, kind }));

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
      openingHours: open,
      staffingRequirements: [1, 2, 3].flatMap((weekday) => [
        { weekday, role: 'barista', start: '07:00', end: '15:00', minStaff: 1 },
        { weekday, role: 'barista', start: '15:00', end: '22:00', minStaff: 1 },
      ]),
      rules,
    },
    staff: [person('a'), person('b'), person('c', 'cook')],
    existing: [],
    availabilityOf: () => availabilityFrom(null),
    newId: () => `new-${++n}`,
    jobId: 'job-1',
    ...over,
  };
}
const requirement = (weekday: number, start: string, end: string, minStaff = 1, role = 'barista') => ({
  weekday,
  role,
  start,
  end,
  minStaff,
});
const withRequirements = (reqs: ReturnType<typeof requirement>[], extra: Partial<SchedulerInput['details']> = {}) => ({
  details: { ...input().details, staffingRequirements: reqs, ...extra },
});
const local = (s: { start: string; end: string }) => `${timeOf(s.start, TZ)}–${timeOf(s.end, TZ)}`;

describe('the mock scheduler', () => {
  it('fills each window with someone who may work, as drafts of the job', () => {
    const result = schedule(input({ endDate: '2026-03-23' }));
    expect(result.unfilled).toEqual([]);
    expect(result.shifts.map((s) => [s.userId, s.start])).toEqual([
      ['a', instantAt('2026-03-23', '07:00', TZ)],
      ['b', instantAt('2026-03-23', '15:00', TZ)],
    ]);
    expect(result.shifts.every((s) => s.status === 'draft' && s.generationJobId === 'job-1' && s.role === 'barista')).toBe(true);
    expect(result.summary.coverage).toBe(1);
  });

  it('assigns a window only to someone whose approved windows cover it by time, preferred first', () => {
    const versions = new Map([
      // a: mornings only; b: from 14:00; c: mornings, preferred.
      ['a', version(weekdays('07:00', '15:00'))],
      ['b', version(weekdays('14:00', '22:00'))],
      ['c', version(weekdays('07:00', '15:00', 'preferred'))],
    ]);
    const result = schedule(
      input({ staff: [person('a'), person('b'), person('c')], availabilityOf: (_s, u) => availabilityFrom(versions.get(u) ?? null) }),
    );
    const inside = (s: { start: string; end: string }, from: string, to: string) => timeOf(s.start, TZ) >= from && timeOf(s.end, TZ) <= to;
    for (const s of result.shifts) expect(s.userId === 'b' ? inside(s, '14:00', '22:00') : inside(s, '07:00', '15:00')).toBe(true);
    // The first morning goes to c (preferred), evenings only ever to b.
    expect(result.shifts[0]?.userId).toBe('c');
    expect(result.shifts.filter((s) => local(s) === '15:00–22:00').map((s) => s.userId)).toEqual(['b', 'b']);
    // b (7 h a day, 16 h a week) works the third evening in a piece of 3 h (issue #44): the rest stays open.
    expect(result.shifts.map((s) => [s.userId, s.start.slice(0, 10), local(s)])).toContainEqual(['b', '2026-03-25', '15:00–18:00']);
    expect(result.unfilled.map((u) => [u.date, local(u), u.reason])).toEqual([['2026-03-25', '18:00–22:00', 'weekly_maximum']]);
  });

  it('keeps people off their approved time off and off "unavailable" ranges', () => {
    const away = availabilityFrom(version(weekdays('00:00', '24:00')), new Set(['2026-03-23']));
    const busy = availabilityFrom(version([...weekdays('00:00', '24:00'), ...weekdays('12:00', '16:00', 'unavailable')]));
    const result = schedule(
      input({ endDate: '2026-03-23', staff: [person('a'), person('b')], availabilityOf: (_s, u) => (u === 'a' ? away : busy) }),
    );
    // b is free from 16:00: a piece of 6 h covers the evening's rest (issue #44); the morning names who is free for part of it.
    expect(result.shifts.map((s) => [s.userId, local(s)])).toEqual([['b', '16:00–22:00']]);
    expect(result.unfilled.map((u) => [local(u), u.missing, u.reason, u.partlyFree?.map((f) => [f.userId, local(f)])])).toEqual([
      ['07:00–15:00', 1, 'no_one_available', [['b', '07:00–12:00']]],
      ['15:00–16:00', 1, 'no_one_available', []],
    ]);
    expect(result.summary.coverage).toBeCloseTo(360 / 900, 3);
  });

  it('never staffs a closed day and cuts windows to the opening hours', () => {
    const hours = open.map((h) =>
      h.weekday === 1
        ? { ...h, closed: true, opensAt: '', closesAt: '' }
        : h.weekday === 2
          ? { ...h, opensAt: '08:00', closesAt: '20:00' }
          : h,
    );
    const result = schedule(
      input({
        endDate: '2026-03-24',
        ...withRequirements([requirement(1, '07:00', '15:00'), requirement(2, '07:00', '22:00')], { openingHours: hours }),
      }),
    );
    // 12 h are more than one shift may last (10 h): a second piece of the minimum length takes the end.
    expect(result.shifts.map((s) => [s.start.slice(0, 10), local(s)])).toEqual([
      ['2026-03-24', '08:00–18:00'],
      ['2026-03-24', '17:00–20:00'],
    ]);
    expect(result.unfilled).toEqual([]);
    expect(result.summary.coverage).toBe(1);
  });

  it('keeps the rest rule and the weekly maximum, naming them when a window stays open', () => {
    const rest = schedule(
      input({
        startDate: '2026-03-24',
        endDate: '2026-03-24',
        staff: [person('a')],
        ...withRequirements([requirement(2, '07:00', '12:00')]),
        existing: [
          {
            id: 'e',
            storeId: 'store-x',
            userId: 'a',
            role: 'barista',
            start: instantAt('2026-03-23', '15:00', TZ),
            end: instantAt('2026-03-23', '22:00', TZ),
            breakMinutes: 0,
            status: 'published',
            notes: '',
          },
        ],
      }),
    );
    // 11 h after 22:00: from 09:00 a piece of 3 h fits; 07:00–09:00 stays open because of the rest.
    expect(rest.shifts.map(local)).toEqual(['09:00–12:00']);
    expect(rest.unfilled.map((u) => [local(u), u.reason])).toEqual([['07:00–09:00', 'rest_rule']]);

    const max = schedule(input({ staff: [person('a')], ...withRequirements([1, 2, 3].map((d) => requirement(d, '08:00', '15:00'))) }));
    // 6.5 paid hours a day: two days fit into 16 h, the third only a piece of 3 h.
    expect(max.shifts.map((s) => [s.start.slice(0, 10), local(s)])).toEqual([
      ['2026-03-23', '08:00–15:00'],
      ['2026-03-24', '08:00–15:00'],
      ['2026-03-25', '08:00–11:00'],
    ]);
    expect(max.unfilled.map((u) => [u.date, local(u), u.reason])).toEqual([['2026-03-25', '11:00–15:00', 'weekly_maximum']]);
  });

  it('fills toward wished hours fairly: the one furthest below their wish first', () => {
    // Five mornings of 4 h; a wishes 8 h, b 12 h: b gets three, a two, nobody over their wish.
    const wishes = new Map([
      ['a', version(weekdays('07:00', '15:00'), 8)],
      ['b', version(weekdays('07:00', '15:00'), 12)],
    ]);
    const result = schedule(
      input({
        endDate: '2026-03-27',
        staff: [person('a'), person('b')],
        availabilityOf: (_s, u) => availabilityFrom(wishes.get(u) ?? null),
        ...withRequirements([1, 2, 3, 4, 5].map((d) => requirement(d, '08:00', '12:00'))),
      }),
    );
    const count = (u: string) => result.shifts.filter((s) => s.userId === u).length;
    expect([count('a'), count('b')]).toEqual([2, 3]);
    // Contracted hours stand in when nothing is wished.
    const contracted = schedule(
      input({
        endDate: '2026-03-27',
        staff: [person('a', 'barista', { contractHoursPerWeek: 4 }), person('b', 'barista', { contractHoursPerWeek: 20 })],
        ...withRequirements([1, 2, 3, 4, 5].map((d) => requirement(d, '08:00', '12:00'))),
      }),
    );
    expect(contracted.shifts.filter((s) => s.userId === 'b')).toHaveLength(4);
  });

  it('never assigns people without shift access or inactive people', () => {
    const result = schedule(
      input({
        endDate: '2026-03-23',
        staff: [person('viewer', 'barista', { mayWorkShifts: false }), person('gone', 'barista', { active: false })],
      }),
    );
    expect(result.shifts).toEqual([]);
    expect(result.unfilled.map((u) => u.reason)).toEqual(['no_role_holder', 'no_role_holder']);
  });

  it('reports coverage as filled over required slot-hours, a share from 0 to 1', () => {
    // 8 h with two places and 7 h with one: 23 place-hours.
    const result = schedule(
      input({
        endDate: '2026-03-23',
        staff: [person('a')],
        ...withRequirements([requirement(1, '07:00', '15:00', 2), requirement(1, '15:00', '22:00')]),
      }),
    );
    // One person: the longest piece the day allows (10 h) staffs the most, 10 of the 23 place-hours (issue #44).
    expect(result.shifts.map(local)).toEqual(['07:00–17:00']);
    expect(result.summary.coverage).toBeCloseTo(10 / 23, 3);
    expect(schedule(input({ ...withRequirements([]) })).summary.coverage).toBe(1);
  });
});
