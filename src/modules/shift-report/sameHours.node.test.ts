import { describe, expect, it } from 'vitest';
import { pendingMinutesOf, plannedMinutes as dashboardPlanned, workedMinutesOf } from '@/modules/dashboard';
import type { Shift } from '@/modules/shifts';
import { hoursPerPerson, type TimeEntry } from '@/modules/time-entries';
import { buildReport } from './logic';

const TZ = 'Europe/Berlin';
const DAY = '2030-06-04';
const shift = (
  id: string,
  userId: string,
  start: string,
  end: string,
  breakMinutes: number,
  status: Shift['status'] = 'published',
): Shift => ({
  id,
  storeId: 's',
  userId,
  role: 'service',
  start,
  end,
  breakMinutes,
  status,
  notes: '',
});
const entry = (id: string, clockIn: string, clockOut: string | undefined, status: TimeEntry['status']): TimeEntry => ({
  id,
  userId: 'a',
  userName: 'Anna',
  storeId: 's',
  clockIn,
  ...(clockOut ? { clockOut } : {}),
  breakMinutes: 0,
  breaks: [],
  note: '',
  changes: [],
  status,
});

const shifts = [
  shift('s1', 'a', `${DAY}T08:00:00+02:00`, `${DAY}T12:00:00+02:00`, 0), // 4:00
  shift('s2', 'a', `${DAY}T13:00:00+02:00`, `${DAY}T19:30:00+02:00`, 30), // 6:00, after "now"
  shift('s3', '', `${DAY}T08:00:00+02:00`, `${DAY}T16:00:00+02:00`, 0), // open: nobody's, not planned
  shift('s4', 'a', `${DAY}T20:00:00+02:00`, `${DAY}T22:00:00+02:00`, 0, 'draft'), // draft: not planned
];
const entries = [
  entry('e1', `${DAY}T08:00:00+02:00`, `${DAY}T10:00:00+02:00`, 'approved'), // worked 2:00
  entry('e2', `${DAY}T10:00:00+02:00`, `${DAY}T11:15:00+02:00`, 'submitted'), // pending 1:15
  entry('e3', `${DAY}T11:15:00+02:00`, `${DAY}T11:45:00+02:00`, 'rejected'), // nowhere
  entry('e4', `${DAY}T12:00:00+02:00`, undefined, 'open'), // running: nowhere
];
const NOW = `${DAY}T11:00:00Z`; // 13:00 in Berlin: s1 over, s2 just starting

/** One definition of hours (time-entries/hours.ts): every screen that shows hours gives the same figures. */
describe('one definition of hours across screens', () => {
  it('the dashboard, the shift report and the review give the same figures', () => {
    const report = buildReport({ days: [DAY], timeZone: TZ, staff: [], shifts, entries, today: DAY, now: Date.parse(NOW) });
    const [review] = hoursPerPerson(entries, shifts, new Map(), NOW);
    const [fromReport] = report.people;

    expect(workedMinutesOf(entries, NOW)).toBe(120);
    expect(fromReport?.worked).toBe(120);
    expect(review?.worked).toBe(120);

    expect(pendingMinutesOf(entries)).toBe(75);
    expect(fromReport?.pending).toBe(75);
    expect(review?.pending).toBe(75);

    expect(dashboardPlanned(shifts, DAY, TZ)).toBe(600);
    expect(fromReport?.planned).toBe(600);
    expect(review?.planned).toBe(600);

    // Compared up to now: 2:00 worked against 4:00 planned so far, not against the whole day.
    expect(fromReport?.plannedToDate).toBe(240);
    expect(review?.plannedToDate).toBe(240);
    expect(fromReport?.difference).toBe(120 - 240);
  });
});
