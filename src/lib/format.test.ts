import { describe, expect, it } from 'vitest';
import { addDays, formatCompact, roundMoney, sumMoney } from './format';
import { needsFormulaGuard, toCsv } from './download';

describe('formatCompact (docs/rules/api.md#compact-numbers examples)', () => {
  it.each([
    [999, '999'],
    [1234, '1.2k'],
    [56789, '57k'],
    [1500000, '1.5m'],
    [2.5e9, '2.5b'],
    [3e12, '3t'],
    [0, '0'],
    [-1234, '-1.2k'],
    [999_999, '1m'],
  ])('%d → %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});

describe('money and dates', () => {
  it('sums in cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 0.01, 100])).toBe(120);
  });
  it('rounds half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(2.344)).toBe(2.34);
  });
  it('adds days across months', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('toCsv', () => {
  it('quotes, escapes and neutralises formulas', () => {
    const csv = toCsv(
      [{ name: 'Müller, "Fresh"', note: '=SUM(A1)', tags: ['a', 'b'] }],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
        { header: 'Tags', value: (r) => r.tags },
      ],
    );
    expect(csv).toBe('Name,Note,Tags\r\n"Müller, ""Fresh""",\'=SUM(A1),"a; b"\r\n');
  });
});

describe('the CSV formula guard (issue 20: text cells only, never numbers)', () => {
  const cell = (value: unknown) => toCsv([{ value }], [{ header: 'H', value: (r) => r.value }]).split('\r\n')[1];

  it('leaves numbers alone, typed or written as text', () => {
    expect(cell(-3)).toBe('-3');
    expect(cell(-3.5)).toBe('-3.5');
    expect(cell('-3')).toBe('-3');
    expect(cell('+49 30 1')).toBe('+49 30 1');
    expect(cell('+49 (0)30 123-456')).toBe('+49 (0)30 123-456');
    expect(cell(0)).toBe('0');
  });

  it('guards text that a spreadsheet would run as a formula', () => {
    expect(cell('=1+1')).toBe("'=1+1");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('+SUM(A1:A2)')).toBe("'+SUM(A1:A2)");
    expect(cell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(cell('\tx')).toBe("'\tx");
    expect(cell('\rx')).toBe('"\'\rx"');
  });

  it('decides per text', () => {
    expect(needsFormulaGuard('-')).toBe(true);
    expect(needsFormulaGuard('- note')).toBe(true);
    expect(needsFormulaGuard('12-3')).toBe(false);
    expect(needsFormulaGuard('Bread')).toBe(false);
  });
});
