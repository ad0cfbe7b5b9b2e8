import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads the comma and the point alike', () => {
    expect(parseDecimal('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseDecimal('27,45')).toEqual({ ok: true, value: 27.45 });
    expect(parseDecimal(' 12.50 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseDecimal(',5')).toEqual({ ok: true, value: 0.5 });
    expect(parseDecimal('-3')).toEqual({ ok: true, value: -3 });
  });

  it('refuses anything else with a message', () => {
    expect(parseDecimal('2,5,1')).toEqual({ ok: false, message: 'Enter a number like 2.5 or 2,5.' });
    expect(parseDecimal('1.234,5').ok).toBe(false);
    expect(parseDecimal('1e3').ok).toBe(false);
    expect(parseDecimal('12 kg').ok).toBe(false);
  });

  it('applies the field bounds', () => {
    expect(parseDecimal('', { required: true })).toEqual({ ok: false, message: 'Enter a number.' });
    expect(parseDecimal('')).toEqual({ ok: true, value: null });
    expect(parseDecimal('-1', { min: 0 })).toEqual({ ok: false, message: 'Enter 0 or more.' });
    expect(parseDecimal('100000', { max: 99999 })).toEqual({ ok: false, message: 'Enter at most 99,999.' });
    expect(parseDecimal('2,5', { decimals: 0 })).toEqual({ ok: false, message: 'Enter a whole number.' });
    expect(parseDecimal('2,555', { decimals: 2 })).toEqual({ ok: false, message: 'Use at most 2 decimals.' });
  });

  it('shows numbers for editing', () => {
    expect(decimalText(2.5)).toBe('2.5');
    expect(decimalText(null)).toBe('');
  });
});

describe('decimalText never writes exponent notation (issue #41)', () => {
  it('writes huge and tiny numbers out, digit for digit, and parseDecimal reads them back', () => {
    expect(decimalText(1e21)).toBe('1000000000000000000000');
    expect(decimalText(-1.5e22)).toBe('-15000000000000000000000');
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(1.25e-7)).toBe('0.000000125');
    expect(decimalText(123.45)).toBe('123.45');
    for (const value of [1e21, 2.5e-9, 9.87654321e25]) expect(parseDecimal(decimalText(value))).toEqual({ ok: true, value });
  });
});
