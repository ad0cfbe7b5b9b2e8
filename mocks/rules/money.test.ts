import { describe, expect, it } from 'vitest';
import { orderSums, shareCents, shareWeight, weightOfRoles } from './money';

describe('the demo server shares a tip in whole cents', () => {
  it('gives the odd cent to the largest remainder, the earlier person on a tie', () => {
    // 100.00 by three: 33.33 each and one cent left, to the first.
    expect(shareCents(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    // 10.00 by 1 : 2: exact quotas 3.333… and 6.666…: the larger remainder (the second) takes the cent.
    expect(shareCents(1000, [1, 2])).toEqual([333, 667]);
  });

  it('always adds up to the total, weights counted to the thousandth', () => {
    const shares = shareCents(12_345, [7.5, 3.25, 0.001, 1.2]) ?? [];
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345);
    // In thousandths 7500 : 3250 : 1 : 1200 of 11951: floors 7747, 3357, 1, 1239 (12344); the cent left goes to the 4th (.56).
    expect(shares).toEqual([7747, 3357, 1, 1240]);
  });

  it('gives nothing to a weight of 0 (or not a number), and nothing to share by gives null', () => {
    expect(shareCents(101, [0, 1, Number.NaN, 1])).toEqual([0, 51, 0, 50]);
    expect(shareCents(500, [0, 0])).toBeNull();
    expect(() => shareCents(10.5, [1])).toThrow(RangeError);
  });

  it('weighs by method and by role', () => {
    expect(shareWeight('equal', { hours: 3 })).toBe(1);
    expect(shareWeight('hours', { hours: 3.5 })).toBe(3.5);
    expect(shareWeight('role_weight', { weight: null })).toBe(0);
    expect(shareWeight('manual', { weight: 2 })).toBe(0);
    expect(weightOfRoles(['cashier', 'cook'])).toBe(1.2);
    expect(weightOfRoles(['owner'])).toBe(1);
  });
});

describe('the demo server totals an order', () => {
  it('rounds VAT per line on the rounded net, half a cent away from zero', () => {
    // 3 × 0.10 = 0.30 net, 19 % = 0.057 → 0.06; 1 × 0.285 = 0.285 → 0.29 net (not 0.28), 7 % → 0.02.
    expect(orderSums([{ quantity: 3, unitPrice: 0.1, vatRate: 19 }])).toEqual({ net: 0.3, vat: 0.06, gross: 0.36 });
    expect(
      orderSums([{ quantity: 3, unitPrice: 0.1, vatRate: 19 }, { quantity: 1, unitPrice: 0.285, vatRate: 7 }, { quantity: 2 }]),
    ).toEqual({ net: 0.59, vat: 0.08, gross: 0.67 });
  });
});
