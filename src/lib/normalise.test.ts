import { describe, expect, it } from 'vitest';
import { matchesSearch, normalise, searchTerms } from './normalise';

describe('normalise', () => {
  it('folds case and diacritics', () => {
    expect(normalise('Müller')).toBe('muller');
    expect(normalise('CRÈME Brûlée')).toBe('creme brulee');
    expect(normalise('Łódź')).toBe('łodz');
  });

  it('splits a query into normalised words', () => {
    expect(searchTerms('  Hanse  GETRÄNKE ')).toEqual(['hanse', 'getranke']);
  });

  it('matches when every word occurs in one of the texts', () => {
    expect(matchesSearch('muller', 'Bäckerei Müller')).toBe(true);
    expect(matchesSearch('MÜLLER berlin', 'Bäckerei Muller', 'Berlin')).toBe(true);
    expect(matchesSearch('muller hamburg', 'Bäckerei Müller', 'Berlin')).toBe(false);
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch('x', null, undefined)).toBe(false);
  });
});
