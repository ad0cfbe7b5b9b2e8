import { skipToken } from '@reduxjs/toolkit/query/react';
import { describe, expect, it } from 'vitest';
import { storeSearchArg, storeSearchResults } from './storeSearch';

const rows = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, name: i % 2 ? `odd ${i}` : `even ${i}` }));
const toResult = (r: { id: string; name: string }) => ({ id: r.id, label: r.name, to: `/r/${r.id}` });

describe('a quick search over a store list', () => {
  it('asks for the list only with a store and two characters', () => {
    expect(storeSearchArg('ab', 'store-1')).toEqual({ storeId: 'store-1' });
    expect(storeSearchArg('a', 'store-1')).toBe(skipToken);
    expect(storeSearchArg('ab', null)).toBe(skipToken);
  });

  it('shows at most eight matches, none for a short query', () => {
    const even = storeSearchResults('ev', rows, (r) => r.name.startsWith('even'), toResult);
    expect(even.map((r) => r.label)).toEqual(['even 0', 'even 2', 'even 4', 'even 6', 'even 8', 'even 10']);
    expect(storeSearchResults('an', rows, () => true, toResult)).toHaveLength(8);
    expect(storeSearchResults('a', rows, () => true, toResult)).toEqual([]);
    expect(storeSearchResults('ab', undefined, () => true, toResult)).toEqual([]);
  });
});
