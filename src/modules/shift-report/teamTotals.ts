import { addDays, sumMoney } from '@/lib/format';
import { dayCount } from '@/lib/storeTime';
import type { EmployeeTipsRow } from './types';

/**
 * Totals of the weekly tips overview's rows (employee-tips call: per week of the store, clipped to
 * the range, and person, approved hours and shared tips): the overview's table footer and the
 * owner's overview across stores (issue #46) read them here.
 */
export function weeklyTotals(rows: readonly EmployeeTipsRow[]): { hours: number; tips: number } {
  return { hours: Math.round(rows.reduce((a, r) => a + r.hours, 0) * 100) / 100, tips: sumMoney(rows.map((r) => r.tips)) };
}

interface PersonTerms {
  userId: string;
  hourlyRate?: number;
  contractHoursPerWeek?: number;
}

/** Labour cost of the rows' hours: each person's hours × their hourly rate, to the cent; none when a person with hours has no rate. */
export function labourCostOf(rows: readonly EmployeeTipsRow[], staff: readonly PersonTerms[]): number | null {
  const rates = new Map(staff.map((s) => [s.userId, s.hourlyRate]));
  let cents = 0;
  for (const row of rows) {
    if (row.hours <= 0) continue;
    const rate = rates.get(row.userId);
    if (rate === undefined) return null;
    cents += Math.round(row.hours * rate * 100);
  }
  return cents / 100;
}

/**
 * Hours worked over contract: per person and week, the approved hours beyond their contract's
 * weekly hours (a week clipped by the range counts its share of them: 3 of 7 days, 3/7); people
 * without contract hours count none. Two decimals.
 */
export function hoursOverContract(
  rows: readonly EmployeeTipsRow[],
  staff: readonly PersonTerms[],
  range: { startDate: string; endDate: string },
): number {
  const contract = new Map(staff.map((s) => [s.userId, s.contractHoursPerWeek]));
  const over = rows.reduce((sum, row) => {
    const weekly = contract.get(row.userId);
    if (weekly === undefined || !row.weekStart) return sum;
    const last = addDays(row.weekStart, 6);
    const from = row.weekStart < range.startDate ? range.startDate : row.weekStart;
    const to = last > range.endDate ? range.endDate : last;
    const days = dayCount(from, to) + 1;
    return sum + Math.max(0, row.hours - (weekly * days) / 7);
  }, 0);
  return Math.round(over * 100) / 100;
}
