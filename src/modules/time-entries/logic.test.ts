import { describe, expect, it } from 'vitest';
import { clockBody, clockIn, clockOut, clockPhase, endBreak, startBreak, workedMinutes } from './logic';
import { formatMinutes } from '@/lib/duration';
import { localDate, zonedInstant } from '@/lib/storeTime';
import { addDays } from '@/lib/format';
import { testNow } from '@/test/clock';
import { historyTotals, manualBody, manualDstErrors } from './entryForms';
import { TimeEntryInputSchema } from './schema';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import type { TimeEntry } from './types';

const TZ = 'Europe/Berlin';

/**
 * The latest Sunday before today on which Berlin's clocks change (month 3: forward, 10: back):
 * a day within the punches' plausible window at whatever instant the tests run.
 */
function lastDstSunday(month: 3 | 10): string {
  const today = localDate(new Date(testNow()), TZ);
  const year = Number(today.slice(0, 4));
  const sundays = [year - 1, year].map((y) => {
    const last = new Date(Date.UTC(y, month, 0));
    return addDays(last.toISOString().slice(0, 10), -last.getUTCDay());
  });
  return sundays.filter((d) => d < today).at(-1) ?? '';
}
const entry = (clockIn: string, clockOut: string | undefined, breakMinutes = 0): TimeEntry => ({
  id: 'e',
  userId: 'u',
  storeId: 's',
  userName: '',
  clockIn,
  ...(clockOut ? { clockOut } : {}),
  breakMinutes,
  breaks: [],
  note: '',
  changes: [],
});

describe('worked minutes', () => {
  it('counts an entry across midnight by the real time between the instants', () => {
    const night = entry(zonedInstant('2026-06-12', '22:00', TZ), zonedInstant('2026-06-13', '06:00', TZ), 30);
    expect(workedMinutes(night)).toBe(450);
    expect(formatMinutes(workedMinutes(night))).toBe('7:30');
    expect(localDate(night.clockIn, TZ)).toBe('2026-06-12');
  });

  it('counts the hour clocks go back (autumn) and the hour they skip (spring)', () => {
    // 25 Oct 2026: 03:00 CEST becomes 02:00 CET — 22:00 to 06:00 local is 9 hours.
    const autumn = entry(zonedInstant('2026-10-24', '22:00', TZ), zonedInstant('2026-10-25', '06:00', TZ));
    expect(workedMinutes(autumn)).toBe(9 * 60);
    // 29 Mar 2026: 02:00 CET becomes 03:00 CEST — 22:00 to 06:00 local is 7 hours.
    const spring = entry(zonedInstant('2026-03-28', '22:00', TZ), zonedInstant('2026-03-29', '06:00', TZ), 15);
    expect(workedMinutes(spring)).toBe(7 * 60 - 15);
    // A day shift on the change day: 08:00 to 16:00 is 8 hours either way.
    expect(workedMinutes(entry(zonedInstant('2026-03-29', '08:00', TZ), zonedInstant('2026-03-29', '16:00', TZ)))).toBe(480);
    expect(zonedInstant('2026-03-29', '08:00', TZ)).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedInstant('2026-03-28', '08:00', TZ)).toBe('2026-03-28T07:00:00.000Z');
  });

  it('runs up to now for an open entry; breaks from punches, an open break up to now', () => {
    const start = '2026-06-12T08:00:00.000Z';
    let r = clockIn(start, 'l1', '');
    expect(clockPhase(r)).toBe('working');
    expect(workedMinutes(r)).toBeNull();
    expect(workedMinutes(r, '2026-06-12T10:00:00.000Z')).toBe(120);
    r = startBreak(r, '2026-06-12T10:00:00.000Z');
    expect(clockPhase(r)).toBe('break');
    expect(workedMinutes(r, '2026-06-12T10:20:00.000Z')).toBe(120);
    r = endBreak(r, '2026-06-12T10:30:00.000Z');
    r = clockOut(r, '2026-06-12T16:00:00.000Z', 12.5);
    expect(clockPhase(r)).toBe('out');
    expect(workedMinutes(r)).toBe(450);
  });

  it('totals a day, counting entries without clock-out apart', () => {
    const totals = historyTotals([
      { ...entry('2026-06-12T08:00:00Z', '2026-06-12T12:00:00Z', 30), declaredTips: 10.1 },
      { ...entry('2026-06-12T09:00:00Z', '2026-06-12T17:00:00Z', 30), declaredTips: 0.2 },
      entry('2026-06-12T10:00:00Z', undefined),
    ]);
    expect(totals).toEqual({ workedMinutes: 210 + 450, breakMinutes: 60, tips: 10.3, open: 1 });
  });
});

describe('request bodies', () => {
  it('a clock record creates without an id (with its local id as idempotency key) and updates with the server id', () => {
    // A day of last month: punches lie within a year of today (issue #41).
    const DAY = addDays(localDate(new Date(testNow()), 'UTC'), -30);
    const r = clockOut(startBreak(clockIn(`${DAY}T08:00:00.000Z`, 'l1', '', 'shift-3'), `${DAY}T11:00:00.000Z`), `${DAY}T11:30:00.000Z`, 4);
    const create = clockBody(clockIn(`${DAY}T08:00:00.000Z`, 'l1', ''), 'store-1', undefined);
    expect(create).toEqual({
      clientId: 'l1',
      storeId: 'store-1',
      clockIn: `${DAY}T08:00:00.000Z`,
      breaks: [],
      breakMinutes: 0,
      source: 'web',
      note: '',
    });
    expect('id' in create).toBe(false);
    const update = clockBody(r, 'store-1', 'te-9');
    expect(update).toMatchObject({
      id: 'te-9',
      shiftId: 'shift-3',
      clockOut: `${DAY}T11:30:00.000Z`,
      breakMinutes: 30,
      declaredTips: 4,
    });
    expect(fieldErrorsOf(TimeEntryInputSchema, update)).toEqual({});
  });

  it('a manual entry needs a note and an end after its start; a night ends the next day', () => {
    const form = {
      // The night the clocks go back: 22:00 to 06:00 is nine hours.
      date: addDays(lastDstSunday(10), -1),
      start: '22:00',
      end: '06:00',
      breakMinutes: 30,
      note: '',
      shiftId: '',
    };
    expect(fieldErrorsOf(TimeEntryInputSchema, manualBody(form, false, 'store-1', TZ))).toEqual({
      clockOut: 'End must be after start.',
      note: 'Note is required.',
    });
    const night = manualBody({ ...form, note: 'Forgot' }, true, 'store-1', TZ);
    expect(fieldErrorsOf(TimeEntryInputSchema, night)).toEqual({});
    expect(workedMinutes({ ...night, breaks: [] })).toBe(9 * 60 - 30);
    expect(fieldErrorsOf(TimeEntryInputSchema, { ...night, note: ' ' })).toEqual({
      note: 'Note is required.',
    });
  });

  it('the missed-punch form refuses a time the clocks skip and asks which of a time they pass twice (as the shift panel)', () => {
    const spring = lastDstSunday(3);
    const autumn = lastDstSunday(10);
    const form = { date: spring, start: '02:30', end: '06:00', breakMinutes: 0, note: 'Forgot', shiftId: '' };
    const none = { start: '', end: '' } as const;
    expect(manualDstErrors(form, false, TZ, none)).toEqual({
      start: 'This time does not exist on this day: the clocks go forward over it. Choose another time.',
    });
    // The night before: an end the clocks skip.
    expect(manualDstErrors({ ...form, date: addDays(spring, -1), start: '22:00', end: '02:15' }, true, TZ, none)).toEqual({
      end: 'This time does not exist on this day: the clocks go forward over it. Choose another time.',
    });
    const twice = { ...form, date: autumn };
    expect(manualDstErrors(twice, false, TZ, none)).toEqual({
      startFold: 'This time occurs twice on this day (the clocks go back): choose which one.',
    });
    expect(manualDstErrors(twice, false, TZ, { start: 'later', end: '' })).toEqual({});
    // 02:30 the first time is summer time (UTC+2), the second winter time (UTC+1): an hour apart.
    const first = manualBody(twice, false, 'store-1', TZ, { start: 'earlier', end: '' });
    const second = manualBody(twice, false, 'store-1', TZ, { start: 'later', end: '' });
    expect(new Date(first.clockIn).toISOString()).toBe(`${autumn}T00:30:00.000Z`);
    expect(new Date(second.clockIn).toISOString()).toBe(`${autumn}T01:30:00.000Z`);
    expect(workedMinutes({ ...first, breaks: [] })).toBe(4.5 * 60);
    expect(workedMinutes({ ...second, breaks: [] })).toBe(3.5 * 60);
  });
});
