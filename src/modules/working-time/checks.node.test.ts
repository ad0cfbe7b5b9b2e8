import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@/lib/storeTime';
import { ageOn, checkPerson, type StoreLaw, type WorkPiece } from './checks';
import { sundaysIn } from './periods';

/** Edge cases per rule (docs/rules/working-time.md), figures worked out by hand. Days are fixed: the rules are pure. */
const TZ = 'Europe/Berlin';
const BERLIN: StoreLaw = { timeZone: TZ, country: 'DE', federalState: 'BE' };
const CAFE: StoreLaw = { ...BERLIN, hospitality: true };
let n = 0;
/** A piece from day+from to (day or next day)+to, store-local. */
function piece(day: string, from: string, to: string, breakMinutes = 0, extra: Partial<WorkPiece> = {}): WorkPiece {
  const endDay = to <= from ? nextDay(day) : day;
  n += 1;
  return { id: `p${n}`, start: zonedInstant(day, from, TZ), end: zonedInstant(endDay, to, TZ), breakMinutes, ...extra };
}
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const kinds = (pieces: WorkPiece[], store = BERLIN, dob?: string) => checkPerson(pieces, dob, store).map((v) => v.kind);
const only = (pieces: WorkPiece[], kind: string, store = BERLIN, dob?: string) =>
  checkPerson(pieces, dob, store).filter((v) => v.kind === kind);

// 2026-11-23 is a Monday.
const MON = '2026-11-23';
const TUE = '2026-11-24';
const ADULT = '1990-05-01';
const SEVENTEEN = '2009-03-01';
const SIXTEEN = '2010-03-01';

describe('breaks (ArbZG §4)', () => {
  it.each([
    ['exactly 6 h without a break', '09:00', '15:00', 0, []],
    ['6 h 1 min without a break', '09:00', '15:01', 0, [{ actual: 0, limit: 30, worked: 361 }]],
    ['9 h with 30 min', '08:00', '17:30', 30, []],
    ['9 h 1 min with 30 min', '08:00', '17:31', 30, [{ actual: 30, limit: 45, worked: 541 }]],
    ['7 h with a 10-min break (not a block)', '09:00', '16:10', 10, [{ actual: 0, limit: 30, worked: 420 }]],
    ['7 h with 15 + 15 min', '09:00', '16:30', 30, []],
  ])('%s', (_name, from, to, pause, expected) => {
    expect(
      only([piece(MON, from, to, pause)], 'breaks', BERLIN, ADULT).map(({ actual, limit, worked }) => ({ actual, limit, worked })),
    ).toEqual(expected);
  });

  it('recorded breaks: a block under 15 min does not count, and 6 h in a row without one is flagged', () => {
    const b = (from: string, to: string) => ({ start: zonedInstant(MON, from, TZ), end: zonedInstant(MON, to, TZ) });
    const split = piece(MON, '08:00', '16:00', 30, { breaks: [b('10:00', '10:15'), b('12:00', '12:15')] });
    expect(kinds([split], BERLIN, ADULT)).toEqual([]);
    const late = piece(MON, '08:00', '16:00', 30, { breaks: [b('14:30', '15:00')] });
    expect(only([late], 'stretch', BERLIN, ADULT).map((v) => [v.actual, v.limit])).toEqual([[390, 360]]);
    const short = piece(MON, '08:00', '15:10', 10, { breaks: [b('11:00', '11:10')] });
    expect(only([short], 'breaks', BERLIN, ADULT).map((v) => [v.actual, v.limit, v.worked])).toEqual([[0, 30, 420]]);
  });

  it('minors (JArbSchG §11): 30 min above 4.5 h, 60 min above 6 h', () => {
    expect(only([piece(MON, '09:00', '13:30')], 'breaks', BERLIN, SEVENTEEN)).toEqual([]);
    expect(only([piece(MON, '09:00', '13:31')], 'breaks', BERLIN, SEVENTEEN).map((v) => v.limit)).toEqual([30]);
    expect(only([piece(MON, '09:00', '15:31', 30)], 'breaks', BERLIN, SEVENTEEN).map((v) => v.limit)).toEqual([60]);
  });
});

describe('rest (ArbZG §5, JArbSchG §13)', () => {
  it.each([
    ['11 h', '23:00', '10:00', []],
    ['10 h 59 min', '23:00', '09:59', [[659, 660, 9 * 60 + 59]]],
    ['9 h before 08:00', '23:00', '08:00', [[540, 660, 480]]],
  ])('%s', (_name, closeAt, openAt, expected) => {
    const pieces = [piece(MON, '15:00', closeAt, 30), piece(TUE, openAt, '14:00', 30)];
    expect(only(pieces, 'rest', BERLIN, ADULT).map((v) => [v.actual, v.limit, v.at])).toEqual(expected);
  });

  it('hospitality: 10 h when another rest within 4 weeks is at least 12 h (§5(2))', () => {
    const week = [piece(MON, '14:00', '23:00', 30), piece(TUE, '09:00', '17:00', 30), piece('2026-11-25', '07:00', '15:00', 30)];
    // Mon 23:00 → Tue 09:00 is 10 h; Tue 17:00 → Wed 07:00 is 14 h: compensated in the café, not in a shop.
    expect(only(week, 'rest', CAFE, ADULT)).toEqual([]);
    expect(only(week, 'rest', BERLIN, ADULT).map((v) => v.actual)).toEqual([600]);
    // Without a 12-h rest (the other one 11 h 30 min) the 10 h is flagged in the café too.
    const tight = [week[0], week[1], piece('2026-11-25', '04:30', '12:00', 30)] as WorkPiece[];
    expect(only(tight, 'rest', CAFE, ADULT).map((v) => v.actual)).toEqual([600]);
    // 9 h 59 min is below even the hospitality rest.
    expect(only([piece(MON, '14:00', '23:01', 30), week[1], week[2]] as WorkPiece[], 'rest', CAFE, ADULT).map((v) => v.actual)).toEqual([
      599,
    ]);
  });

  it('minors need 12 h, also in hospitality', () => {
    const pieces = [piece(MON, '12:00', '19:00', 60), piece(TUE, '06:59', '12:00', 30)];
    expect(only(pieces, 'rest', CAFE, SEVENTEEN).map((v) => [v.actual, v.limit])).toEqual([[719, 720]]);
    expect(only([pieces[0], piece(TUE, '07:00', '12:00', 30)] as WorkPiece[], 'rest', CAFE, SEVENTEEN)).toEqual([]);
  });
});

describe('working time a day and a week (ArbZG §3, JArbSchG §8, §15)', () => {
  it.each([
    ['10 h', '07:00', '17:45', 45, []],
    ['10 h 1 min', '07:00', '17:46', 45, [[601, 600]]],
  ])('adult: %s', (_name, from, to, pause, expected) => {
    expect(only([piece(MON, from, to, pause)], 'daily', BERLIN, ADULT).map((v) => [v.actual, v.limit])).toEqual(expected);
  });

  it('two pieces of one day add up', () => {
    const pieces = [piece(MON, '06:00', '12:00'), piece(MON, '13:00', '17:01')];
    expect(only(pieces, 'daily', BERLIN, ADULT).map((v) => [v.actual, v.pieceIds.length])).toEqual([[601, 2]]);
  });

  it('minors: 8 h a day, 40 h and 5 days a week', () => {
    expect(only([piece(MON, '08:00', '17:00', 60)], 'daily', BERLIN, SEVENTEEN)).toEqual([]);
    expect(only([piece(MON, '08:00', '17:01', 60)], 'daily', BERLIN, SEVENTEEN).map((v) => v.actual)).toEqual([481]);
    const six = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((d) => piece(d, '09:00', '13:00'));
    expect(only(six, 'days', BERLIN, SEVENTEEN).map((v) => [v.actual, v.limit])).toEqual([[6, 5]]);
    expect(only(six.slice(0, 5), 'days', BERLIN, SEVENTEEN)).toEqual([]);
    expect(only(six, 'days', BERLIN, ADULT)).toEqual([]);
    const long = six.slice(0, 5).map((_, i) => piece(`2026-11-2${3 + i}`, '08:00', '16:30', 60));
    expect(only(long, 'weekly', BERLIN, SEVENTEEN)).toEqual([]);
    const longer = six.slice(0, 5).map((_, i) => piece(`2026-11-2${3 + i}`, '08:00', '17:01', 60));
    expect(only(longer, 'weekly', BERLIN, SEVENTEEN).map((v) => [v.actual, v.limit])).toEqual([[2405, 2400]]);
  });
});

describe('night rest of minors (JArbSchG §14)', () => {
  it.each([
    ['16-year-old until 21:59 in a café', SIXTEEN, CAFE, '21:59', []],
    ['16-year-old until 22:01 in a café', SIXTEEN, CAFE, '22:01', [[1321, 1320]]],
    ['17-year-old until 21:59 in a café', SEVENTEEN, CAFE, '21:59', []],
    ['17-year-old until 22:01 in a café', SEVENTEEN, CAFE, '22:01', [[1321, 1320]]],
    ['17-year-old until 22:00 in a café', SEVENTEEN, CAFE, '22:00', []],
    ['17-year-old until 20:01 in a shop', SEVENTEEN, BERLIN, '20:01', [[1201, 1200]]],
    ['15-year-old until 20:30 in a café', '2011-03-01', CAFE, '20:30', [[1230, 1200]]],
    ['adult until 23:30', ADULT, BERLIN, '23:30', []],
  ])('%s', (_name, dob, store, end, expected) => {
    expect(only([piece(MON, '16:00', end, 30)], 'night', store, dob).map((v) => [v.actual, v.limit])).toEqual(expected);
  });

  it('before 06:00 is night too', () => {
    expect(only([piece(MON, '05:59', '10:00')], 'night', CAFE, SEVENTEEN).map((v) => [v.actual, v.limit])).toEqual([[359, 360]]);
  });

  it('the age counts on the day worked: a birthday turns the minor rules off', () => {
    expect(ageOn('2008-11-23', MON)).toBe(18);
    expect(ageOn('2008-11-24', MON)).toBe(17);
    expect(only([piece(MON, '16:00', '22:30', 30)], 'night', CAFE, '2008-11-23')).toEqual([]);
    expect(only([piece(MON, '16:00', '22:30', 30)], 'night', CAFE, '2008-11-24')).toHaveLength(1);
  });
});

describe('Sundays and public holidays (ArbZG §11, JArbSchG §17, feiertagejs)', () => {
  it('a holiday in Bavaria that is not one in Berlin (Epiphany, 6 January)', () => {
    const epiphany = [piece('2026-01-06', '09:00', '15:00')];
    const bavaria = checkPerson(epiphany, ADULT, { ...BERLIN, federalState: 'BY' }).filter((v) => v.kind === 'holiday');
    expect(bavaria.map((v) => [v.holiday?.de, v.notice, v.limit])).toEqual([['Heilige Drei Könige', true, 56]]);
    expect(only(epiphany, 'holiday', BERLIN, ADULT)).toEqual([]);
    expect(only(epiphany, 'holiday', { ...BERLIN, federalState: undefined }, ADULT)).toEqual([]);
  });

  it('counts the Sundays of a year and a month', () => {
    expect([sundaysIn('2026'), sundaysIn('2026-11'), sundaysIn('2026-02'), sundaysIn('2026-03')]).toEqual([52, 5, 4, 5]);
  });

  it('minors keep two Sundays a month free; adults 15 a year', () => {
    const novSundays = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'];
    const three = novSundays.slice(0, 3).map((d) => piece(d, '10:00', '14:00'));
    expect(only(three, 'sundays', CAFE, SEVENTEEN)).toEqual([]);
    const four = novSundays.slice(0, 4).map((d) => piece(d, '10:00', '14:00'));
    expect(only(four, 'sundays', CAFE, SEVENTEEN).map((v) => [v.actual, v.limit, v.per])).toEqual([[1, 2, 'month']]);
    expect(only(four, 'sundays', CAFE, ADULT)).toEqual([]);
    const sundays2026 = Array.from({ length: 38 }, (_, i) => new Date(Date.UTC(2026, 0, 4 + 7 * i)).toISOString().slice(0, 10));
    expect(
      only(
        sundays2026.slice(0, 37).map((d) => piece(d, '10:00', '14:00')),
        'sundays',
        CAFE,
        ADULT,
      ),
    ).toEqual([]);
    expect(
      only(
        sundays2026.map((d) => piece(d, '10:00', '14:00')),
        'sundays',
        CAFE,
        ADULT,
      ).map((v) => [v.actual, v.limit]),
    ).toEqual([[14, 15]]);
  });
});

describe('where the rules apply', () => {
  const bad = () => [piece(MON, '15:00', '23:00', 0), piece(TUE, '08:00', '16:00', 0)];
  it('a store outside Germany, without a country, or with the rules switched off gets none', () => {
    expect(kinds(bad(), BERLIN, ADULT).sort()).toEqual(['breaks', 'breaks', 'rest']);
    expect(kinds(bad(), { ...BERLIN, country: 'AT' }, ADULT)).toEqual([]);
    expect(kinds(bad(), { ...BERLIN, country: undefined }, ADULT)).toEqual([]);
    expect(kinds(bad(), { ...BERLIN, workingTimeRules: false }, ADULT)).toEqual([]);
    expect(kinds(bad(), { ...BERLIN, country: 'de' }, ADULT)).toHaveLength(3);
  });

  it('a person without a date of birth is checked as an adult', () => {
    expect(only([piece(MON, '16:00', '22:30', 30)], 'night', CAFE, undefined)).toEqual([]);
  });
});
