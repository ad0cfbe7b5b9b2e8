import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  daysBetween,
  firstDayOfWeek,
  instantAt,
  todayIn,
  utcInstantAt,
  wallMinutes,
  weekStartsOnSetting,
} from './calendar';

const BERLIN = 'Europe/Berlin';

describe('the demo server’s calendar', () => {
  it('counts days across month, year and leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the spring-forward night
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    // The years 0–99 are those years, not 1900–1999 (what Date.UTC makes of them).
    expect(addDays('0001-01-01', 1)).toBe('0001-01-02');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
  });

  it('finds the first day of a week for any week start', () => {
    // 2026-03-29 is a Sunday.
    expect(firstDayOfWeek('2026-03-29', 1)).toBe('2026-03-23');
    expect(firstDayOfWeek('2026-03-29', 0)).toBe('2026-03-29');
    expect(firstDayOfWeek('2026-01-01', 6)).toBe('2025-12-27');
    expect(weekStartsOnSetting(undefined)).toBe(1);
    expect(weekStartsOnSetting(9)).toBe(1);
    expect(weekStartsOnSetting(0)).toBe(0);
  });

  it('places store-local wall times across the DST nights of Europe/Berlin', () => {
    expect(instantAt('2026-03-29', '01:30', BERLIN)).toBe('2026-03-29T01:30:00.000+01:00');
    expect(instantAt('2026-03-29', '09:00', BERLIN)).toBe('2026-03-29T09:00:00.000+02:00');
    // 02:30 does not exist on the spring-forward night: it moves on by the gap.
    expect(instantAt('2026-03-29', '02:30', BERLIN)).toBe('2026-03-29T03:30:00.000+02:00');
    expect(utcInstantAt('2026-10-25', '12:00', BERLIN)).toBe('2026-10-25T11:00:00.000Z');
  });

  it('reads the store-local day of an instant, not the machine’s', () => {
    // 23:30 UTC on New Year's Eve is already New Year's Day in Berlin.
    expect(dayIn('2025-12-31T23:30:00Z', BERLIN)).toBe('2026-01-01');
    expect(dayIn('2025-12-31T23:30:00Z', 'America/New_York')).toBe('2025-12-31');
    expect(dayIn('not a time', BERLIN)).toBe('');
    expect(todayIn(BERLIN, Date.parse('2026-03-28T23:15:00Z'))).toBe('2026-03-29');
  });

  it('reads wall times as minutes after midnight', () => {
    expect(wallMinutes('00:00')).toBe(0);
    expect(wallMinutes('24:00')).toBe(1440);
    expect(wallMinutes('7:5')).toBeNaN();
  });
});
