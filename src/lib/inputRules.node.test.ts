import { describe, expect, it } from 'vitest';
import { cleanName, hasVisible, isCalendarDay, plausibleDay, visibleName, withinDateWindow } from './inputRules';

describe('input rules (issue #41)', () => {
  it('knows the days of the calendar', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-02-01')).toBe(false);
  });

  it('keeps dates within a year of now', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(withinDateWindow('2026-11-25', now)).toBe(true);
    expect(withinDateWindow('2025-11-25', now)).toBe(true);
    expect(withinDateWindow('2025-11-23', now)).toBe(false);
    expect(withinDateWindow('0001-01-01T10:00:00Z', now)).toBe(false);
    expect(withinDateWindow('9999-12-31', now)).toBe(false);
    expect(withinDateWindow('2026-02-30', now)).toBe(false);
  });

  it('strips bidi controls and zero-width characters, and wants something visible', () => {
    expect(cleanName('\u202EannA\u202C ')).toBe('annA');
    expect(hasVisible('\u200B\u200B')).toBe(false);
    expect(hasVisible(' \u2066 ')).toBe(false);
    expect(hasVisible('Zoë')).toBe(true);
    expect(visibleName('Name is required.').safeParse('\u200B').success).toBe(false);
    expect(visibleName('Name is required.', 5).safeParse('Anna\u200B').success).toBe(true);
    expect(visibleName('Name is required.', 3).safeParse('Anna').success).toBe(false);
  });

  it('refuses a day the calendar does not have with its own message', () => {
    const result = plausibleDay('Date is required.').safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a real date.');
  });

  it('refuses year 1 and year 9999 with the window’s message, not as "not a real date" (real days, far from today)', () => {
    expect(isCalendarDay('0001-01-01')).toBe(true);
    expect(isCalendarDay('0099-02-29')).toBe(false);
    for (const day of ['0001-01-01', '0050-06-15', '9999-12-31']) {
      const result = plausibleDay('Date is required.').safeParse(day);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a date within a year of today.']);
    }
  });
});
