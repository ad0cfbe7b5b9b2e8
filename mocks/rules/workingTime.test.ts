import { describe, expect, it } from 'vitest';
import { breakFor, RULE_SETS, violations, type LawStore, type LawShift } from './workingTime';

const TZ = 'Europe/Berlin';
// Winter time in Berlin: UTC+1.
const at = (day: string, time: string) => `${day}T${time}:00+01:00`;
const shift = (id: string, day: string, start: string, end: string, breakMinutes = 0, endDay = day): LawShift => ({
  id,
  userId: 'u',
  start: at(day, start),
  end: at(endDay, end),
  breakMinutes,
});
const BERLIN: LawStore = { country: 'DE', federalState: 'BE', hospitality: true };
const rulesOf = (store: LawStore, shifts: LawShift[], dateOfBirth?: string) =>
  violations(store, { dateOfBirth }, shifts, TZ).map((v) => [v.rule, v.shiftId, v.actual, v.limit]);

describe("the demo server's working-time rules (Germany)", () => {
  const adult = RULE_SETS.DE.adult;
  const minor = RULE_SETS.DE.minor;

  it.each([
    // [span, the shortest break that keeps the rules: adult, minor] (ArbZG §4, JArbSchG §11; 6 h 1 min with 15 min is 5 h 46 min of work)
    [360, 0, 30],
    [361, 15, 30],
    [270, 0, 0],
    [271, 0, 15],
    [570, 30, 60],
    [571, 45, 60],
    [585, 45, 60],
  ])('a shift of %i min is planned with a break of %i min (adult), %i min (minor)', (span, grown, young) => {
    expect(breakFor(adult, span)).toBe(grown);
    expect(breakFor(minor, span)).toBe(young);
  });

  it('flags 6 h 1 min without a break, not exactly 6 h', () => {
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '08:00', '14:00')])).toEqual([]);
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '08:00', '14:01')])).toEqual([['break', 'a', 0, 30]]);
  });

  it('flags 10 h 59 min of rest, not 11 h (no other rest of 12 h in the plan)', () => {
    const late = shift('late', '2026-01-12', '15:00', '23:00', 30);
    expect(rulesOf({ ...BERLIN, hospitality: false }, [late, shift('early', '2026-01-13', '10:00', '14:00')])).toEqual([]);
    expect(rulesOf({ ...BERLIN, hospitality: false }, [late, shift('early', '2026-01-13', '09:59', '14:00')])).toEqual([
      ['rest', 'early', 659, 660],
    ]);
    // In hospitality 10 h are enough when another rest of the plan is at least 12 h.
    const week = [late, shift('early', '2026-01-13', '09:00', '14:00'), shift('later', '2026-01-15', '09:00', '14:00')];
    expect(rulesOf(BERLIN, week)).toEqual([]);
    expect(rulesOf(BERLIN, [late, shift('early', '2026-01-13', '08:59', '14:00'), shift('later', '2026-01-15', '09:00', '14:00')])).toEqual(
      [['rest', 'early', 599, 600]],
    );
  });

  it('flags more than 10 h of work a day', () => {
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '07:00', '17:45', 45)])).toEqual([]);
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '07:00', '17:46', 45)])).toEqual([['daily_maximum', 'a', 601, 600]]);
  });

  it('keeps minors off the night: until 22:00 for 16- and 17-year-olds in hospitality, 20:00 elsewhere', () => {
    const until = (end: string) => [shift('eve', '2026-01-12', '17:00', end, 30)];
    for (const born of ['2009-06-01', '2008-06-01']) {
      expect(rulesOf(BERLIN, until('21:59'), born)).toEqual([]);
      expect(rulesOf(BERLIN, until('22:01'), born)).toEqual([['minor_night', 'eve', 22 * 60 + 1, 22 * 60]]);
      expect(rulesOf({ ...BERLIN, hospitality: false }, until('20:01'), born)).toEqual([['minor_night', 'eve', 20 * 60 + 1, 20 * 60]]);
    }
    // 15 in hospitality: 20:00.
    expect(rulesOf(BERLIN, until('20:01'), '2010-06-01')).toEqual([['minor_night', 'eve', 20 * 60 + 1, 20 * 60]]);
    // 18 on the day: an adult.
    expect(rulesOf(BERLIN, until('22:01'), '2008-01-12')).toEqual([]);
  });

  it('keeps minors to 8 h a day, 40 h and five days a week, and 12 h of rest', () => {
    const born = '2009-06-01';
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '08:00', '17:00', 60)], born)).toEqual([]);
    expect(rulesOf(BERLIN, [shift('a', '2026-01-12', '08:00', '17:01', 60)], born)).toEqual([['daily_maximum', 'a', 481, 480]]);
    const six = [12, 13, 14, 15, 16, 17].map((d) => shift(`d${d}`, `2026-01-${d}`, '10:00', '17:00', 60));
    expect(rulesOf(BERLIN, six, born)).toEqual([['minor_days', 'd17', 6, 5]]);
    const rest = [shift('a', '2026-01-12', '12:00', '20:00', 60), shift('b', '2026-01-13', '07:59', '12:00')];
    expect(rulesOf(BERLIN, rest, born)).toEqual([['rest', 'b', 719, 720]]);
  });

  it('knows public holidays by federal state, and Sundays, outside hospitality only', () => {
    const shop = (federalState: string): LawStore => ({ country: 'DE', federalState, hospitality: false });
    // 6 January 2026 (Epiphany) is a holiday in Bavaria, not in Berlin.
    expect(rulesOf(shop('BY'), [shift('a', '2026-01-06', '08:00', '12:00')])).toEqual([['public_holiday', 'a', 1, 0]]);
    expect(rulesOf(shop('BE'), [shift('a', '2026-01-06', '08:00', '12:00')])).toEqual([]);
    expect(rulesOf(shop('BE'), [shift('a', '2026-01-11', '08:00', '12:00')])).toEqual([['sunday', 'a', 1, 0]]);
    expect(rulesOf(BERLIN, [shift('a', '2026-01-11', '08:00', '12:00')])).toEqual([]);
    // Hospitality unknown or no state: the rules that need them are off.
    expect(rulesOf({ country: 'DE' }, [shift('a', '2026-01-11', '08:00', '12:00'), shift('b', '2026-01-06', '08:00', '12:00')])).toEqual(
      [],
    );
  });

  it('applies nothing outside Germany or with the rules switched off', () => {
    const long = [shift('a', '2026-01-12', '06:00', '20:00')];
    expect(rulesOf({ ...BERLIN, workingTimeRules: false }, long)).toEqual([]);
    expect(rulesOf({ country: 'AT' }, long)).toEqual([]);
    expect(rulesOf(BERLIN, long).map(([rule]) => rule)).toEqual(['break', 'daily_maximum']);
  });
});
