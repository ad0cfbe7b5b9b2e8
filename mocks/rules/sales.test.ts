import { describe, expect, it } from 'vitest';
import { projectDay, sameWeekdaysBefore } from './sales';

/** Figures worked out by hand: today is Wednesday 25 November 2026. */
const TODAY = '2026-11-25';

describe('the demo server projection of sales', () => {
  it('takes the four same weekdays before today, the latest first', () => {
    expect(sameWeekdaysBefore('2026-11-27', TODAY)).toEqual(['2026-11-20', '2026-11-13', '2026-11-06', '2026-10-30']);
    expect(sameWeekdaysBefore(TODAY, TODAY)).toEqual(['2026-11-18', '2026-11-11', '2026-11-04', '2026-10-28']);
    expect(sameWeekdaysBefore('2026-12-07', TODAY)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02']);
  });

  it('projects the mean of those that have a figure, to the cent; none: no projection', () => {
    const figures: Record<string, { net: number; gross: number }> = {
      '2026-11-20': { net: 1000, gross: 1190 },
      '2026-11-13': { net: 1200, gross: 1428 },
      '2026-11-06': { net: 1100.01, gross: 1309 },
      // Five weeks back: outside the four weeks.
      '2026-10-23': { net: 9999, gross: 9999 },
    };
    const of = (date: string) => (figures[date] ? { date, ...figures[date] } : undefined);
    // (1000 + 1200 + 1100.01) / 3 = 1100.0033… → 1100.00; (1190 + 1428 + 1309) / 3 = 1309
    expect(projectDay('2026-11-27', TODAY, of)).toEqual({ net: 1100, gross: 1309 });
    expect(projectDay('2026-12-04', TODAY, of)).toEqual({ net: 1100, gross: 1309 });
    expect(projectDay('2026-11-26', TODAY, of)).toBeNull();
  });
});
