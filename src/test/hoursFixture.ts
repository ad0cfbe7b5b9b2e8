import type { Shift } from '@/modules/shifts';
import type { TimeEntry } from '@/modules/time-entries';

/**
 * One day of one person (Anna, store 's'): four shifts and four time entries whose hours every
 * screen must count the same way (the hours tests of time-entries and shift-report share it).
 */
export const DAY = '2030-06-04';
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

export const shifts = [
  shift('s1', 'a', `${DAY}T08:00:00+02:00`, `${DAY}T12:00:00+02:00`, 0), // 4:00
  shift('s2', 'a', `${DAY}T13:00:00+02:00`, `${DAY}T19:30:00+02:00`, 30), // 6:00, after "now"
  shift('s3', '', `${DAY}T08:00:00+02:00`, `${DAY}T16:00:00+02:00`, 0), // open: nobody's, not planned
  shift('s4', 'a', `${DAY}T20:00:00+02:00`, `${DAY}T22:00:00+02:00`, 0, 'draft'), // draft: not planned
];
export const entries = [
  entry('e1', `${DAY}T08:00:00+02:00`, `${DAY}T10:00:00+02:00`, 'approved'), // worked 2:00
  entry('e2', `${DAY}T10:00:00+02:00`, `${DAY}T11:15:00+02:00`, 'submitted'), // pending 1:15
  entry('e3', `${DAY}T11:15:00+02:00`, `${DAY}T11:45:00+02:00`, 'rejected'), // nowhere
  entry('e4', `${DAY}T12:00:00+02:00`, undefined, 'open'), // running: nowhere
];
export const NOW = `${DAY}T11:00:00Z`; // 13:00 in Berlin: s1 over, s2 just starting
