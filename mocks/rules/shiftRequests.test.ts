import { describe, expect, it } from 'vitest';
import { impactOf, refusalFor, windowOf, type RuleShift, type Taker } from './shiftRequests';

const TZ = 'Europe/Berlin';
// 2030-06-05 is a Wednesday; Berlin is at +02:00 in June: 08:00–16:00 local is 06:00–14:00 UTC.
const SHIFT: RuleShift = {
  id: 's1',
  userId: 'a',
  start: '2030-06-05T06:00:00.000Z',
  end: '2030-06-05T14:00:00.000Z',
  breakMinutes: 30,
  status: 'published',
};
const NOW = Date.parse('2030-06-01T10:00:00.000Z');
const open = (from: string, to: string) => () => ({ available: true, ranges: [{ start: from, end: to }] });

const taker = (over: Partial<Taker> = {}): Taker => ({
  member: true,
  mayWork: true,
  timeOff: new Set(),
  openOn: open('08:00', '16:00'),
  shifts: [],
  ...over,
});

describe('shift requests: who may take a shift (issue #45)', () => {
  it('reads the shift in the store’s wall time', () => {
    expect(windowOf(SHIFT, TZ)).toEqual({ day: '2030-06-05', from: 8 * 60, to: 16 * 60 });
  });

  it('lets an available colleague take it, and refuses each reason in its words', () => {
    expect(refusalFor('b', SHIFT, taker(), TZ, NOW)).toBeNull();
    expect(refusalFor('b', SHIFT, taker({ member: false }), TZ, NOW)).toBe('You are not on the staff of this store.');
    expect(refusalFor('b', SHIFT, taker({ mayWork: false }), TZ, NOW)).toBe('You may not work shifts in this store.');
    expect(refusalFor('a', SHIFT, taker(), TZ, NOW)).toBe('This is already your shift.');
    expect(refusalFor('b', { ...SHIFT, status: 'draft' }, taker(), TZ, NOW)).toBe('Only published shifts can be offered or taken.');
    expect(refusalFor('b', SHIFT, taker(), TZ, Date.parse(SHIFT.start))).toBe('This shift has already started.');
    expect(refusalFor('b', SHIFT, taker({ timeOff: new Set(['2030-06-05']) }), TZ, NOW)).toBe('You have time off that day.');
    // Available from 09:00 only: the shift's first hour is outside.
    expect(refusalFor('b', SHIFT, taker({ openOn: open('09:00', '16:00') }), TZ, NOW)).toBe(
      'This shift is outside your approved availability.',
    );
    const own: RuleShift = {
      id: 'x',
      userId: 'b',
      start: '2030-06-05T13:00:00.000Z',
      end: '2030-06-05T16:00:00.000Z',
      breakMinutes: 0,
      status: 'published',
    };
    expect(refusalFor('b', SHIFT, taker({ shifts: [own] }), TZ, NOW)).toBe('This shift overlaps another shift of yours.');
    // A cancelled shift of theirs is no overlap.
    expect(refusalFor('b', SHIFT, taker({ shifts: [{ ...own, status: 'cancelled' }] }), TZ, NOW)).toBeNull();
  });

  it('works out the hours of both people and the week’s labour cost before and after, by hand', () => {
    // b already works Monday 10:00–14:00 local (4 h, no break) at 12 €/h; a gives away 8 h less 30 min break at 15 €/h.
    const monday: RuleShift = {
      id: 's2',
      userId: 'b',
      start: '2030-06-03T08:00:00.000Z',
      end: '2030-06-03T12:00:00.000Z',
      breakMinutes: 0,
      status: 'published',
    };
    const cancelled: RuleShift = { ...monday, id: 's3', userId: 'a', status: 'cancelled' };
    const rates: Record<string, number> = { a: 15, b: 12 };
    const impact = impactOf(
      SHIFT,
      { ...taker({ shifts: [monday] }), userId: 'b', wishedHours: 10, contractHours: 20 },
      { userId: 'a', wishedHours: null, contractHours: 30 },
      [SHIFT, monday, cancelled],
      (id) => rates[id] ?? 0,
      TZ,
    );
    expect(impact).toEqual({
      outsideAvailability: false,
      overlaps: 0,
      hoursBefore: 4,
      hoursAfter: 11.5,
      wishedHours: 10,
      contractHours: 20,
      // 7.5 h × 15 € + 4 h × 12 € = 112.50 + 48 = 160.50; after: 7.5 h × 12 € + 48 = 138.
      costBefore: 160.5,
      costAfter: 138,
      giver: { hoursBefore: 7.5, hoursAfter: 0, wishedHours: null, contractHours: 30 },
    });
  });
});
