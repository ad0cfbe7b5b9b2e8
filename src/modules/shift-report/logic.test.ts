import { describe, expect, it } from 'vitest';
import type { Shift } from '@/modules/shifts';
import { daysOfRange, type TimeEntry } from '@/modules/time-entries';
import { buildReport, lastWeek } from './logic';

const TZ = 'Europe/Berlin';
// June 2030: Berlin is UTC+2.
const shift = (
  id: string,
  userId: string,
  start: string,
  end: string,
  breakMinutes = 30,
  status: Shift['status'] = 'published',
): Shift => ({
  id,
  storeId: 'store-1',
  userId,
  role: 'service',
  start,
  end,
  breakMinutes,
  status,
  notes: '',
});
const entry = (
  id: string,
  userId: string,
  clockIn: string,
  clockOut?: string,
  breakMinutes = 30,
  status: TimeEntry['status'] = 'approved',
): TimeEntry => ({
  id,
  userId,
  storeId: 'store-1',
  userName: '',
  clockIn,
  ...(clockOut ? { clockOut } : {}),
  breakMinutes,
  breaks: [],
  note: '',
  changes: [],
  status,
});
const LATER = Date.parse('2030-06-10T12:00:00Z');

const days = ['2030-06-03', '2030-06-04'];
const staff = [
  { userId: 'a', userName: 'Anna', hourlyRate: 20 },
  { userId: 'b', userName: 'Ben', hourlyRate: 15 },
];
const shifts = [
  shift('s1', 'a', '2030-06-03T09:00:00+02:00', '2030-06-03T17:00:00+02:00'), // 7:30 planned
  shift('s2', 'a', '2030-06-04T09:00:00+02:00', '2030-06-04T13:00:00+02:00', 0), // 4:00
  shift('s3', 'b', '2030-06-03T12:00:00+02:00', '2030-06-03T18:00:00+02:00', 0), // 6:00
  shift('s4', 'b', '2030-06-04T12:00:00+02:00', '2030-06-04T18:00:00+02:00', 0, 'draft'), // not published: not planned
  shift('s5', '', '2030-06-03T08:00:00+02:00', '2030-06-03T12:00:00+02:00', 0), // open shift: nobody's
];
const entries = [
  entry('e1', 'a', '2030-06-03T09:04:00+02:00', '2030-06-03T17:10:00+02:00'), // 4 min late (within grace): 7:36 worked
  entry('e2', 'a', '2030-06-04T09:20:00+02:00', '2030-06-04T13:00:00+02:00', 0), // 20 min late: 3:40
  entry('e3', 'b', '2030-06-03T12:00:00+02:00', undefined, 30, 'open'), // no clock-out: missing, 0 worked
  entry('e4', 'b', '2030-06-04T12:00:00+02:00', '2030-06-04T14:00:00+02:00', 0, 'submitted'), // pending: shown apart
  entry('e5', 'b', '2030-06-04T15:00:00+02:00', '2030-06-04T16:00:00+02:00', 0, 'rejected'), // counts nowhere
];

describe('the shift report arithmetic', () => {
  it('adds up planned, worked, difference, late starts and missing clock-outs per person, day and in total', () => {
    const report = buildReport({ days, timeZone: TZ, staff, shifts, entries, today: '2030-06-10', now: LATER });
    const [anna, ben] = report.people;
    expect(anna).toMatchObject({
      userName: 'Anna',
      planned: 690,
      worked: 676,
      pending: 0,
      difference: -14,
      lateStarts: 1,
      missingClockOuts: 0,
    });
    expect(anna?.days).toEqual([
      { date: '2030-06-03', planned: 450, plannedToDate: 450, worked: 456, pending: 0, lateStarts: 0, missingClockOuts: 0 },
      { date: '2030-06-04', planned: 240, plannedToDate: 240, worked: 220, pending: 0, lateStarts: 1, missingClockOuts: 0 },
    ]);
    // Ben's 2 h submitted entry is pending (apart, not worked); the rejected hour counts nowhere.
    expect(ben).toMatchObject({
      userName: 'Ben',
      planned: 360,
      worked: 0,
      pending: 120,
      difference: -360,
      lateStarts: 0,
      missingClockOuts: 1,
    });
    // Cost: worked hours × rate (676 / 60 × 20 = 225.33; Ben 0).
    expect(anna?.cost).toBe(225.33);
    expect(report.days.map((d) => [d.planned, d.worked])).toEqual([
      [810, 456],
      [240, 220],
    ]);
    expect(report.totals).toEqual({
      planned: 1050,
      plannedToDate: 1050,
      worked: 676,
      pending: 120,
      difference: -374,
      lateStarts: 1,
      missingClockOuts: 1,
      cost: 225.33,
    });
  });

  it('in the current week compares only up to now: shifts that have not happened yet are not missing hours', () => {
    // Now: 2030-06-04 11:00 in Berlin. Anna's 4 h shift of that day starts at 09:00: 2 of 4 hours have passed.
    const now = Date.parse('2030-06-04T11:00:00+02:00');
    const report = buildReport({ days, timeZone: TZ, staff, shifts, entries: entries.slice(0, 1), today: '2030-06-04', now });
    const anna = report.people.find((p) => p.userName === 'Anna');
    expect(anna).toMatchObject({ planned: 690, plannedToDate: 450 + 120, worked: 456, difference: 456 - 570 });
    const before = buildReport({
      days,
      timeZone: TZ,
      staff,
      shifts,
      entries: [],
      today: '2030-06-02',
      now: Date.parse('2030-06-02T12:00:00Z'),
    });
    expect(before.totals).toMatchObject({ planned: 1050, plannedToDate: 0, worked: 0, difference: 0 });
  });

  it('without time entries shows planned hours only, costed by plan (11.5 h × 20 + 6 h × 15); an entry of today is still running', () => {
    const planOnly = buildReport({ days, timeZone: TZ, staff, shifts, entries: null, today: '2030-06-10', now: LATER });
    expect(planOnly.totals).toMatchObject({ planned: 1050, worked: null, difference: null, cost: 320 });
    const running = buildReport({ days, timeZone: TZ, staff, shifts, entries, today: '2030-06-03', now: LATER });
    expect(running.totals.missingClockOuts).toBe(0);
  });

  it('defaults to last week and refuses reversed or too long ranges', () => {
    expect(lastWeek(TZ, 1, Date.parse('2030-06-05T10:00:00Z'))).toEqual({ startDate: '2030-05-27', endDate: '2030-06-02' });
    expect(daysOfRange('2030-06-03', '2030-06-09')).toHaveLength(7);
    expect(daysOfRange('2030-06-09', '2030-06-03')).toBeNull();
    expect(daysOfRange('2030-01-01', '2030-03-01')).toBeNull();
  });
});
