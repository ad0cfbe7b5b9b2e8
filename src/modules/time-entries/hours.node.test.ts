import { describe, expect, it } from 'vitest';
import type { Shift } from '@/modules/shifts';
import { approvedMinutes, hoursState, pendingMinutes, plannedMinutes, plannedMinutesUntil } from './hours';
import type { TimeEntry } from './types';

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

describe('one definition of hours', () => {
  it('worked = approved, pending = closed and undecided, rejected and running count nowhere', () => {
    expect(entries.map(hoursState)).toEqual(['worked', 'pending', 'rejected', 'running']);
    expect(approvedMinutes(entries)).toBe(120);
    expect(pendingMinutes(entries)).toBe(75);
  });

  it('planned = published shifts of a person less breaks; up to now the future is not counted', () => {
    expect(plannedMinutes(shifts)).toBe(240 + 360);
    expect(plannedMinutesUntil(shifts, NOW)).toBe(240);
    expect(plannedMinutesUntil(shifts, `${DAY}T14:30:00Z`)).toBe(240 + Math.floor((360 * 210) / 390));
  });
});
