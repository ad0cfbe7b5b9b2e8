import { describe, expect, it } from 'vitest';
import { normalizeBic, normalizeIban } from './iban';

describe('a pasted IBAN loses every kind of space (issue 28)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'ASCII spaces'],
    ['DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000', 'no-break spaces'],
    ['DE89\u202f3704\u202f0044\u202f0532\u202f0130\u202f00', 'narrow no-break spaces'],
    ['DE89\u20093704\u20080044\u30000532\t0130\n00', 'thin, punctuation, ideographic spaces, tab, newline'],
    ['\ufeffDE89\u200b3704\u200c0044\u200d0532\u20600130\u00ad00', 'zero-width characters'],
    ['de89-3704-0044-0532-0130-00', 'hyphens, lower case'],
  ])('%j (%s)', (pasted) => {
    expect(normalizeIban(pasted)).toBe('DE89370400440532013000');
  });

  it('a BIC the same way', () => {
    expect(normalizeBic('coba\u00a0de\u202fff\u200bxxx')).toBe('COBADEFFXXX');
  });
});
