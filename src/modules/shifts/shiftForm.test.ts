import { describe, expect, it } from 'vitest';
import { newShiftValues, shiftFormErrors, toBody, toShiftFormValues, type ShiftFormValues } from './shiftForm';

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
    const shift = { id: 's1', storeId: 'store-1', userId: 'u', role: 'cook', start: '2026-03-10T21:00:00Z', end: '2026-03-11T05:00:00Z', breakMinutes: 15, notes: '' };
    expect(toShiftFormValues(shift, BERLIN)).toEqual({ userId: 'u', role: 'cook', day: '2026-03-10', start: '22:00', end: '06:00', breakMinutes: 15, status: 'draft', notes: '' });
    expect(toShiftFormValues(shift, 'America/New_York')).toMatchObject({ day: '2026-03-10', start: '17:00', end: '01:00' });
  });

  it('shows the body schema messages at the form fields', () => {
    expect(shiftFormErrors(values({ role: '  ', breakMinutes: 2.5 }), 'store-1', BERLIN)).toEqual({
      role: 'Role is required.',
      breakMinutes: 'Break must be whole minutes.',
    });
    expect(shiftFormErrors(values({ breakMinutes: Number.NaN }), 'store-1', BERLIN)).toEqual({ breakMinutes: 'Break must be a number of minutes.' });
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
