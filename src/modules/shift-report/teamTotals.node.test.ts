import { describe, expect, it } from 'vitest';
import { hoursOverContract, labourCostOf, weeklyTotals } from './teamTotals';

const rows = [
  { userId: 'a', userName: 'A', weekStart: '2026-10-26', hours: 30, tips: 10.1 },
  { userId: 'a', userName: 'A', weekStart: '2026-11-02', hours: 45, tips: 0.2 },
  { userId: 'b', userName: 'B', weekStart: '2026-11-02', hours: 12.5, tips: 0 },
];
const staff = [
  { userId: 'a', hourlyRate: 14, contractHoursPerWeek: 40 },
  { userId: 'b', hourlyRate: 13.5 },
];

describe('totals of the weekly hours and tips rows', () => {
  it('sums hours and tips', () => {
    expect(weeklyTotals(rows)).toEqual({ hours: 87.5, tips: 10.3 });
  });

  it('prices each person’s hours at their rate, and has no cost when someone with hours has no rate', () => {
    // 75 h × 14 = 1050; 12.5 h × 13.5 = 168.75
    expect(labourCostOf(rows, staff)).toBe(1218.75);
    expect(labourCostOf(rows, [{ userId: 'a', hourlyRate: 14 }])).toBeNull();
  });

  it('counts hours over contract per week, a week cut by the range by its share of days', () => {
    // November: the week of 26 Oct keeps 1 Nov only (1 day: 40 × 1/7 = 5.714 h, 30 h worked → 24.29 over);
    // the week of 2 Nov is whole (45 − 40 = 5); B has no contract hours.
    expect(hoursOverContract(rows, staff, { startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(29.29);
    expect(hoursOverContract(rows, staff, { startDate: '2026-10-26', endDate: '2026-11-08' })).toBe(5);
  });
});
