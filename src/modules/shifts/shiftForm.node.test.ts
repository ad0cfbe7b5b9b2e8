import { describe, expect, it } from 'vitest';
import { DST_MESSAGES, newShiftValues, shiftFormErrors, toBody, toShiftFormValues, type ShiftFormValues } from './shiftForm';
import { wallInstants } from './time';

const BERLIN = 'Europe/Berlin';
const values = (over: Partial<ShiftFormValues> = {}): ShiftFormValues => ({ ...newShiftValues('emp-1-1', '2026-03-10', 'cook'), ...over });

describe('the shift form: a day and wall-clock times to the body', () => {
  it('sends the store-local wall-clock times as instants of the store time zone, not the browser one', () => {
    const body = toBody(values({ start: '09:00', end: '17:00' }), BERLIN);
    expect(new Date(body.start).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(new Date(body.end).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    const newYork = toBody(values({ start: '09:00', end: '17:00' }), 'America/New_York');
    expect(new Date(newYork.start).toISOString()).toBe('2026-03-10T13:00:00.000Z');
    // Berlin's summer time starts on 29 March: the same wall-clock time is an hour earlier in UTC.
    const summer = toBody(values({ day: '2026-03-29', start: '09:00', end: '17:00' }), BERLIN);
    expect(new Date(summer.start).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('ends the next day when the end is at or before the start (a night shift)', () => {
    const night = toBody(values({ start: '22:00', end: '06:00' }), BERLIN);
    expect(new Date(night.start).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(new Date(night.end).toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(shiftFormErrors(values({ start: '22:00', end: '06:00' }), 'store-1', BERLIN)).toEqual({});
  });

  it('sends the rest of the body as today: trimmed role, an empty break as 0, status and notes', () => {
    const body = toBody(values({ role: '  cook ', breakMinutes: null, status: 'published', notes: 'Bring keys', userId: '' }), BERLIN);
    expect(body).toMatchObject({ userId: '', role: 'cook', breakMinutes: 0, status: 'published', notes: 'Bring keys' });
  });

  it('reads a saved shift back as its day and times in the store time zone', () => {
    const shift = {
      id: 's1',
      storeId: 'store-1',
      userId: 'u',
      role: 'cook',
      start: '2026-03-10T21:00:00Z',
      end: '2026-03-11T05:00:00Z',
      breakMinutes: 15,
      notes: '',
    };
    expect(toShiftFormValues(shift, BERLIN)).toEqual({
      userId: 'u',
      role: 'cook',
      day: '2026-03-10',
      start: '22:00',
      end: '06:00',
      startFold: '',
      endFold: '',
      breakMinutes: 15,
      status: 'draft',
      notes: '',
    });
    expect(toShiftFormValues(shift, 'America/New_York')).toMatchObject({ day: '2026-03-10', start: '17:00', end: '01:00' });
  });

  it('shows the body schema messages at the form fields', () => {
    expect(shiftFormErrors(values({ role: '  ', breakMinutes: 2.5 }), 'store-1', BERLIN)).toEqual({
      role: 'Role is required.',
      breakMinutes: 'Break must be whole minutes.',
    });
    expect(shiftFormErrors(values({ breakMinutes: Number.NaN }), 'store-1', BERLIN)).toEqual({
      breakMinutes: 'Break must be a number of minutes.',
    });
    expect(shiftFormErrors(values({ breakMinutes: 241 }), 'store-1', BERLIN)).toEqual({ breakMinutes: 'Break is at most 240 minutes.' });
    expect(shiftFormErrors(values({ day: '', start: '', end: '25:00' }), 'store-1', BERLIN)).toEqual({
      day: 'Date is required.',
      start: 'Start is required.',
      end: 'End is required.',
    });
    // A rule across fields of the body: the break must fit into the shift.
    expect(shiftFormErrors(values({ start: '09:00', end: '10:00', breakMinutes: 60 }), 'store-1', BERLIN)).toEqual({
      end: 'End must be after start (at most 24 hours, longer than the break).',
    });
  });
});

describe('daylight saving changes (issue #29.7)', () => {
  it('knows the wall times the clocks skip and the ones that occur twice', () => {
    expect(wallInstants('2026-03-29', '02:30', BERLIN)).toEqual([]);
    expect(wallInstants('2026-10-25', '02:30', BERLIN).map((i) => new Date(i).toISOString())).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    expect(wallInstants('2026-10-25', '04:00', BERLIN)).toHaveLength(1);
  });

  it('refuses 02:30 on the spring-forward Sunday at the field instead of moving it to 03:30', () => {
    const errors = shiftFormErrors(values({ day: '2026-03-29', start: '02:30', end: '08:00' }), 'store-1', BERLIN);
    expect(errors.start).toBe(DST_MESSAGES.missing);
    // An end the clocks skip (a night shift into that Sunday) too.
    expect(shiftFormErrors(values({ day: '2026-03-28', start: '22:00', end: '02:15' }), 'store-1', BERLIN).end).toBe(DST_MESSAGES.missing);
  });

  it('asks which 02:30 on the autumn Sunday, and sends the one chosen', () => {
    const asked = values({ day: '2026-10-25', start: '02:30', end: '08:00' });
    expect(shiftFormErrors(asked, 'store-1', BERLIN)).toEqual({ startFold: DST_MESSAGES.ambiguous });
    for (const [fold, utc] of [
      ['earlier', '2026-10-25T00:30:00.000Z'],
      ['later', '2026-10-25T01:30:00.000Z'],
    ] as const) {
      const chosen = { ...asked, startFold: fold };
      expect(shiftFormErrors(chosen, 'store-1', BERLIN)).toEqual({});
      expect(new Date(toBody(chosen, BERLIN).start).toISOString()).toBe(utc);
    }
    // A saved shift at the second 02:30 opens with that choice made.
    const saved = toShiftFormValues(
      {
        id: 's',
        storeId: 'store-1',
        userId: '',
        role: 'cook',
        start: '2026-10-25T01:30:00.000Z',
        end: '2026-10-25T07:00:00.000Z',
        breakMinutes: 0,
        notes: '',
      },
      BERLIN,
    );
    expect([saved.start, saved.startFold, saved.endFold]).toEqual(['02:30', 'later', '']);
  });
});
