import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { availabilityOn, heatMap } from './logic';
import { startOfWeekOf } from '@/lib/storeTime';
import { AvailabilityInputSchema } from './schema';
import type { AvailabilityInput } from './types';

const valid: AvailabilityInput = {
  weekly: [{ weekday: 1, start: '08:00', end: '16:00', kind: 'available' }],
  exceptions: [],
  wishedHoursPerWeek: 20,
  note: '',
};

describe('the pattern editor’s validation (the schema forms and the mock share)', () => {
  it('accepts a valid pattern, all day (00:00–24:00) included', () => {
    expect(fieldErrorsOf(AvailabilityInputSchema, valid)).toEqual({});
    expect(
      fieldErrorsOf(AvailabilityInputSchema, { ...valid, weekly: [{ weekday: 0, start: '00:00', end: '24:00', kind: 'unavailable' }] }),
    ).toEqual({});
  });

  it('refuses a range that does not end after it starts, overlapping ranges, and bad times', () => {
    const errors = fieldErrorsOf(AvailabilityInputSchema, {
      ...valid,
      weekly: [
        { weekday: 1, start: '10:00', end: '10:00', kind: 'available' },
        { weekday: 2, start: '08:00', end: '12:00', kind: 'available' },
        { weekday: 2, start: '11:00', end: '14:00', kind: 'preferred' },
        { weekday: 3, start: '25:00', end: '14:00', kind: 'available' },
      ],
    });
    expect(errors).toEqual({
      'weekly.0.end': 'The range must end after it starts.',
      'weekly.2.start': 'This range overlaps another range of the same day.',
      'weekly.3.start': 'Enter a time as HH:mm.',
    });
  });

  it('needs a date on every exception, and times that end after they start when not all day', () => {
    const errors = fieldErrorsOf(AvailabilityInputSchema, {
      ...valid,
      exceptions: [
        { date: '', allDay: true, kind: 'time_off', reason: '' },
        { date: '2030-01-07', allDay: false, start: '18:00', end: '09:00', kind: 'extra_availability', reason: '' },
        { date: '2030-01-08', allDay: false, kind: 'time_off', reason: '' },
      ],
    });
    expect(errors).toEqual({
      'exceptions.0.date': 'An exception needs a date.',
      'exceptions.1.end': 'The range must end after it starts.',
      'exceptions.2.start': 'Enter a time as HH:mm.',
      'exceptions.2.end': 'Enter a time as HH:mm.',
    });
  });

  it('refuses wished hours outside 0–80 and a typed text that is not a number (NaN)', () => {
    expect(fieldErrorsOf(AvailabilityInputSchema, { ...valid, wishedHoursPerWeek: 81 })).toEqual({
      wishedHoursPerWeek: 'Enter wished hours from 0 to 80.',
    });
    expect(fieldErrorsOf(AvailabilityInputSchema, { ...valid, wishedHoursPerWeek: Number.NaN })).toHaveProperty('wishedHoursPerWeek');
    expect(fieldErrorsOf(AvailabilityInputSchema, { ...valid, wishedHoursPerWeek: null })).toEqual({});
  });
});

describe('availability on a date', () => {
  const version = {
    weekly: [
      { weekday: 1, start: '08:00', end: '16:00', kind: 'available' as const },
      { weekday: 1, start: '12:00', end: '13:00', kind: 'unavailable' as const },
      { weekday: 2, start: '10:00', end: '14:00', kind: 'preferred' as const },
    ],
    exceptions: [
      { date: '2030-06-04', allDay: true, kind: 'time_off' as const, reason: 'Dentist' },
      { date: '2030-06-05', allDay: false, start: '17:00', end: '21:00', kind: 'extra_availability' as const, reason: '' },
    ],
  };

  it('takes unavailable ranges out, applies time off and extra availability', () => {
    expect(availabilityOn(version, '2030-06-03')).toEqual({
      available: true,
      ranges: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '16:00' },
      ],
    });
    expect(availabilityOn(version, '2030-06-04')).toEqual({ available: false, ranges: [] });
    expect(availabilityOn(version, '2030-06-05')).toEqual({ available: true, ranges: [{ start: '17:00', end: '21:00' }] });
    expect(availabilityOn(null, '2030-06-03').available).toBe(false);
  });

  it('counts people per hour against the requirements and marks short hours', () => {
    const [monday] = heatMap([version, version], [{ weekday: 1, start: '08:00', end: '10:00', minStaff: 3 }], ['2030-06-03'], [8, 12, 13]);
    expect(monday).toEqual([
      { date: '2030-06-03', hour: 8, available: 2, needed: 3, short: true },
      { date: '2030-06-03', hour: 12, available: 0, needed: 0, short: false },
      { date: '2030-06-03', hour: 13, available: 2, needed: 0, short: false },
    ]);
  });

  it('finds the week start of the store', () => {
    expect(startOfWeekOf('2030-06-05', 1)).toBe('2030-06-03');
    expect(startOfWeekOf('2030-06-02', 1)).toBe('2030-05-27');
    expect(startOfWeekOf('2030-06-05', 0)).toBe('2030-06-02');
  });
});
