import { describe, expect, it } from 'vitest';
import { clockBody, clockIn, clockOut, clockPhase, endBreak, startBreak, workedMinutes } from './logic';
import { formatMinutes } from '@/lib/duration';
import { localDate, zonedInstant } from '@/lib/storeTime';
import { historyTotals, manualBody } from './entryForms';
import { TimeEntryInputSchema } from './schema';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import type { TimeEntry } from './types';

const TZ = 'Europe/Berlin';
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
    const r = clockOut(
      startBreak(clockIn('2026-06-12T08:00:00.000Z', 'l1', '', 'shift-3'), '2026-06-12T11:00:00.000Z'),
      '2026-06-12T11:30:00.000Z',
      4,
    );
    const create = clockBody(clockIn('2026-06-12T08:00:00.000Z', 'l1', ''), 'store-1', undefined);
    expect(create).toEqual({
      clientId: 'l1',
      storeId: 'store-1',
      clockIn: '2026-06-12T08:00:00.000Z',
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
      clockOut: '2026-06-12T11:30:00.000Z',
      breakMinutes: 30,
      declaredTips: 4,
    });
    expect(fieldErrorsOf(TimeEntryInputSchema, update)).toEqual({});
  });

  it('a manual entry needs a note and an end after its start; a night ends the next day', () => {
    const form = {
      date: '2026-10-24',
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
});
