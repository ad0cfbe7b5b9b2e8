import { describe, expect, it } from 'vitest';
import { SHIFT_MESSAGES } from './messages';
import { availabilityConflict, findConflicts, sameConflict, sameItems, type ApprovedVersion } from './conflicts';
import { costsBy, coverageOf, hoursBy, jobPhase, pollingIntervalFor, runBounded } from './logic';
import { addDays, dayOf, instantAt, minutesBetween, moveToDay, timeOf, weekStartOf } from './time';
import type { Shift } from './types';

const TZ = 'Europe/Berlin';
const shift = (id: string, userId: string, day: string, start: string, end: string, extra: Partial<Shift> = {}): Shift => ({
  id,
  storeId: 'store-1',
  userId,
  role: 'barista',
  start: instantAt(day, start, TZ),
  end: instantAt(day, end, TZ),
  breakMinutes: 0,
  status: 'draft',
  notes: '',
  ...extra,
});

describe('store time zone arithmetic', () => {
  it('keeps wall-clock times across the spring daylight-saving change (29 March 2026)', () => {
    const before = instantAt('2026-03-28', '09:00', TZ);
    const after = instantAt('2026-03-29', '09:00', TZ);
    expect(before).toMatch(/\+01:00$/);
    expect(after).toMatch(/\+02:00$/);
    // 24 wall-clock hours are 23 real hours that night.
    expect(minutesBetween(before, after)).toBe(23 * 60);
    const moved = moveToDay(before, '2026-03-28', '2026-03-29', TZ);
    expect(timeOf(moved, TZ)).toBe('09:00');
    expect(dayOf(moved, TZ)).toBe('2026-03-29');
    // A night shift over the change is an hour shorter.
    expect(minutesBetween(instantAt('2026-03-28', '22:00', TZ), instantAt('2026-03-29', '06:00', TZ))).toBe(7 * 60);
  });

  it('finds the week start for any week start day and counts days by calendar', () => {
    expect(weekStartOf('2026-03-29', 1)).toBe('2026-03-23');
    expect(weekStartOf('2026-03-29', 0)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(dayOf('2026-10-25T22:30:00Z', TZ)).toBe('2026-10-25');
    expect(dayOf('2026-10-25T23:30:00Z', TZ)).toBe('2026-10-26');
  });
});

describe('conflicts', () => {
  const ctx = { timeZone: TZ, weekStartsOn: 1 as const, rules: { minRestHours: 11, maxHoursPerWeek: 20 } };
  it('flags overlaps, too little rest, time off and the weekly maximum, and nothing else', () => {
    const list = [
      shift('a', 'u1', '2026-03-23', '08:00', '12:00'),
      shift('b', 'u1', '2026-03-23', '11:00', '15:00'),
      shift('c', 'u1', '2026-03-23', '20:00', '23:00'),
      shift('d', 'u1', '2026-03-24', '06:00', '10:00'),
      shift('e', 'u2', '2026-03-25', '08:00', '16:00'),
      shift('f', 'u2', '2026-03-26', '08:00', '16:00'),
      shift('g', 'u2', '2026-03-27', '08:00', '16:00'),
      shift('h', 'u3', '2026-03-25', '08:00', '12:00'),
      shift('i', '', '2026-03-25', '08:00', '12:00'),
      shift('j', '', '2026-03-25', '09:00', '12:00'),
    ];
    const away: ApprovedVersion = {
      weekly: [{ weekday: 3, start: '00:00', end: '24:00', kind: 'available' }],
      exceptions: [{ date: '2026-03-25', allDay: true, kind: 'time_off', reason: 'Doctor' }],
    };
    const found = findConflicts(list, { ...ctx, approved: new Map([['u3', away]]) });
    const kinds = (id: string) => (found.get(id) ?? []).map((c) => c.kind).sort();
    expect(kinds('a')).toEqual(['overlap']);
    expect(kinds('b')).toEqual(['overlap', 'rest']);
    expect(kinds('c')).toEqual(['rest']);
    expect(kinds('d')).toEqual(['rest']);
    expect(kinds('e')).toEqual(['weeklyMax']);
    expect(kinds('h')).toEqual(['timeOff']);
    expect(kinds('i')).toEqual([]);
    expect(kinds('j')).toEqual([]);
  });

  it('flags a shift outside approved availability or on approved time off, only for people who gave any', () => {
    // Monday 23 March 2026: available 07:00–15:00, unavailable 12:00–13:00; Tuesday: off 14:00–18:00.
    const version: ApprovedVersion = {
      weekly: [
        { weekday: 1, start: '07:00', end: '15:00', kind: 'available' },
        { weekday: 1, start: '12:00', end: '13:00', kind: 'unavailable' },
        { weekday: 2, start: '07:00', end: '22:00', kind: 'preferred' },
      ],
      exceptions: [{ date: '2026-03-24', allDay: false, start: '14:00', end: '18:00', kind: 'time_off', reason: 'Dentist' }],
    };
    const kind = (day: string, start: string, end: string) =>
      availabilityConflict(shift('x', 'u1', day, start, end), version, TZ)?.kind ?? null;
    expect(kind('2026-03-23', '07:00', '12:00')).toBeNull();
    expect(kind('2026-03-23', '13:00', '15:00')).toBeNull();
    expect(kind('2026-03-23', '11:00', '14:00')).toBe('availability');
    expect(kind('2026-03-23', '06:00', '10:00')).toBe('availability');
    expect(kind('2026-03-25', '08:00', '12:00')).toBe('availability');
    expect(kind('2026-03-24', '08:00', '13:00')).toBeNull();
    expect(kind('2026-03-24', '17:00', '21:00')).toBe('timeOff');

    const list = [
      shift('a', 'u1', '2026-03-23', '16:00', '20:00'),
      shift('b', 'u2', '2026-03-23', '16:00', '20:00'),
      shift('c', '', '2026-03-23', '16:00', '20:00'),
    ];
    const found = findConflicts(list, { ...ctx, approved: new Map([['u1', version]]) });
    expect(found.get('a')).toEqual([{ kind: 'availability', message: 'Outside approved availability' }]);
    expect(found.get('b')).toBeUndefined();
    expect(found.get('c')).toBeUndefined();
    // Without the availability (not permitted, not loaded) nothing is checked.
    expect(findConflicts(list, ctx).get('a')).toBeUndefined();
  });

  it('compares lists item by item (memoised rows redraw only when their shifts or conflicts change)', () => {
    const c = { kind: 'rest' as const, message: 'x' };
    expect(sameItems([c], [{ ...c }], sameConflict)).toBe(true);
    expect(sameItems([c], [{ ...c, message: 'y' }], sameConflict)).toBe(false);
    expect(sameItems(undefined, [], sameConflict)).toBe(true);
    expect(sameItems([c], [{ ...c }])).toBe(false);
  });

  it('sums paid hours and labour cost per day and per person, cells in start order', () => {
    const list = [
      shift('b', 'u1', '2026-03-23', '14:00', '18:00', { breakMinutes: 30 }),
      shift('a', 'u1', '2026-03-23', '08:00', '12:00'),
      shift('c', 'u2', '2026-03-24', '08:00', '16:00', { breakMinutes: 30 }),
      shift('d', '', '2026-03-24', '08:00', '12:00'),
      shift('e', 'u2', '2026-03-24', '18:00', '20:00', { status: 'cancelled' }),
    ];
    const { byDay, byPerson, byCell } = hoursBy(list, TZ);
    expect(byDay.get('2026-03-23')).toBe(7.5);
    expect(byDay.get('2026-03-24')).toBe(11.5);
    expect(byPerson.get('u2')).toBe(7.5);
    expect(byCell.get('u1|2026-03-23')?.map((s) => s.id)).toEqual(['a', 'b']);
    const cost = costsBy(
      byCell,
      new Map([
        ['u1', 12.5],
        ['u2', 14.1],
      ]),
    );
    expect(cost.byPerson.get('u1')).toBe(93.75);
    expect(cost.byPerson.get('u2')).toBe(105.75);
    expect(cost.byDay.get('2026-03-24')).toBe(105.75);
  });

  it('measures coverage of a staffing requirement by the shifts of its role', () => {
    const list = [shift('a', 'u1', '2026-03-23', '07:00', '13:00'), shift('b', 'u2', '2026-03-23', '08:00', '13:00')];
    const windows = coverageOf('2026-03-23', list, [{ weekday: 1, role: 'barista', start: '07:00', end: '13:00', minStaff: 2 }], TZ);
    expect(windows).toEqual([{ role: 'barista', start: '07:00', end: '13:00', required: 2, planned: 1 }]);
  });
});

describe('the generation job phase', () => {
  const job = (status: string, extra = {}) => ({ id: 'j', storeId: 's', status, ...extra });
  it('polls every 2 s while queued, running or unknown, and stops on every end', () => {
    expect(pollingIntervalFor(jobPhase(undefined, 0))).toBe(2000);
    expect(pollingIntervalFor(jobPhase(job('QUEUED'), 1000))).toBe(2000);
    expect(pollingIntervalFor(jobPhase(job('WAITING_FOR_WORKER'), 1000))).toBe(2000);
    expect(jobPhase(job('SUCCEEDED', { resultRef: 'v1/x' }), 3000)).toEqual({ kind: 'succeeded', resultRef: 'v1/x' });
    expect(jobPhase(job('SUCCEEDED'), 3000)).toEqual({ kind: 'failed', message: SHIFT_MESSAGES.noResultRef });
    expect(jobPhase(job('FAILED', { errorMessage: 'No staff' }), 3000)).toEqual({ kind: 'failed', message: 'No staff' });
    expect(jobPhase(job('CANCELLED'), 3000)).toEqual({ kind: 'failed', message: 'cancelled' });
    expect(jobPhase(job('RUNNING'), 60_000)).toEqual({ kind: 'timedOut' });
    expect(pollingIntervalFor(jobPhase(job('RUNNING'), 60_000))).toBe(0);
  });
});

describe('bounded batches', () => {
  it('never runs more than the limit at once and returns the failed ones', async () => {
    let running = 0;
    let peak = 0;
    const failed = await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return n % 3 !== 0;
    });
    expect(peak).toBe(3);
    expect(failed.sort()).toEqual([3, 6]);
  });
});
