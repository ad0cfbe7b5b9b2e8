import { describe, expect, it } from 'vitest';
import { amount, decimalPlaces, hasCents, toCents } from './schemaParts';

describe('the amount rule reads decimal text, not floats (issue 29)', () => {
  it('accepts two-decimal amounts above 100 million that a float tolerance refused', () => {
    expect(hasCents(555_555_555.55)).toBe(true);
    expect(toCents(555_555_555.55)).toBe(55_555_555_555);
    // Every cent of a stretch above 100 million is accepted (the old rule refused ~9 %).
    const refused: number[] = [];
    for (let cents = 55_555_555_500; cents < 55_555_555_600; cents++) {
      const value = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      if (!hasCents(value) || toCents(value) !== cents) refused.push(value);
    }
    expect(refused).toEqual([]);
    expect(amount('bad', 0.01, 999_999_999.99).safeParse(999_999_999.99).success).toBe(true);
    expect(amount('bad', 0.01, 999_999_999.99).safeParse(555_555_555.55).success).toBe(true);
  });

  it('refuses a third decimal however small, and what is not a finite number', () => {
    expect(hasCents(0.1 + 0.2)).toBe(false); // 0.30000000000000004 is not what anyone typed
    expect(hasCents(12.345)).toBe(false);
    expect(hasCents(999_999_999.999)).toBe(false);
    expect(hasCents(1e-7)).toBe(false);
    expect(hasCents(Number.NaN)).toBe(false);
    expect(hasCents(Number.POSITIVE_INFINITY)).toBe(false);
    expect(amount('bad', 0.01, 999_999_999.99).safeParse(1_000_000_000).success).toBe(false);
    expect(amount('bad', 0.01).safeParse(0).success).toBe(false);
  });

  it('counts the places of plain and exponent texts', () => {
    expect(hasCents(0)).toBe(true);
    expect(hasCents(-12.5)).toBe(true);
    expect(hasCents(0.01)).toBe(true);
    expect(hasCents(1e21)).toBe(true);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(120.55)).toBe(2);
  });
});
