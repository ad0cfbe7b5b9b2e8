import { describe, expect, it } from 'vitest';
import { openHoursOn, openThroughout } from './availability';

const range = (weekday: number, start: string, end: string, kind: 'available' | 'preferred' | 'unavailable' = 'available') => ({
  weekday,
  start,
  end,
  kind,
});

describe('the demo server reads availability minute by minute', () => {
  // 2026-03-30 is a Monday (weekday 1).
  const version = {
    weekly: [range(1, '08:00', '12:00'), range(1, '11:00', '16:00', 'preferred'), range(1, '13:00', '14:00', 'unavailable')],
    exceptions: [],
  };

  it('joins overlapping ranges and cuts unavailable ones out', () => {
    expect(openHoursOn(version, '2026-03-30').ranges).toEqual([
      { start: '08:00', end: '13:00' },
      { start: '14:00', end: '16:00' },
    ]);
    expect(openHoursOn(version, '2026-03-31')).toEqual({ available: false, ranges: [] });
  });

  it('applies the day’s exceptions: time off closes, extra availability opens (to midnight)', () => {
    const withExceptions = {
      ...version,
      exceptions: [
        { date: '2026-03-30', kind: 'time_off' as const, allDay: false, reason: '', start: '08:00', end: '09:00' },
        { date: '2026-03-30', kind: 'extra_availability' as const, allDay: false, reason: '', start: '20:00', end: '24:00' },
      ],
    };
    const day = openHoursOn(withExceptions, '2026-03-30');
    expect(day.ranges).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '16:00' },
      { start: '20:00', end: '24:00' },
    ]);
    expect(openThroughout(day, 9 * 60, 13 * 60)).toBe(true);
    expect(openThroughout(day, 12 * 60, 15 * 60)).toBe(false);
  });
});
