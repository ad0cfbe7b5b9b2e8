import type { SalesDay } from './types';

/**
 * Sales of the actual days (till totals, not projections) from startDate to endDate, net or gross,
 * to the cent: the sales page's sum and the overview's figure (issue #46).
 */
export function actualSales(
  days: readonly SalesDay[],
  range: { startDate: string; endDate: string },
  which: 'net' | 'gross' = 'net',
): number {
  const cents = days
    .filter((d) => d.kind !== 'projected' && d.date >= range.startDate && d.date <= range.endDate)
    .reduce((sum, d) => sum + Math.round((d[which] ?? 0) * 100), 0);
  return cents / 100;
}
