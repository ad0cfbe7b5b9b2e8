import { describe, expect, it } from 'vitest';
import { changesBetween, conflictCurrent } from './conflict';

describe('conflict helpers (issue #29)', () => {
  it('lists the fields that differ, nested ones by path, labelled and shown for people', () => {
    const theirs = { name: 'A', address: { city: 'Berlin', street: 'Main 1' }, days: [1, 3], notes: 'x', count: 2 };
    const mine = { name: 'A', address: { city: 'Potsdam', street: 'Main 1' }, days: [1, 3], notes: '', count: Number.NaN };
    expect(changesBetween(theirs, mine, { labels: { 'address.city': 'City' } })).toEqual([
      { path: 'address.city', label: 'City', theirs: 'Berlin', mine: 'Potsdam' },
      { path: 'notes', label: 'Notes', theirs: 'x', mine: '—' },
      { path: 'count', label: 'Count', theirs: '2', mine: '—' },
    ]);
    expect(
      changesBetween({ days: [1] }, { days: [1, 2] }, { format: (_path, v) => (Array.isArray(v) ? `${v.length} days` : undefined) }),
    ).toEqual([{ path: 'days', label: 'Days', theirs: '1 days', mine: '2 days' }]);
  });

  it('reads the current record of a 409 that has one, and nothing else', () => {
    expect(conflictCurrent({ status: 409, data: { message: 'm', current: { id: '1' } } })).toEqual({ id: '1' });
    expect(conflictCurrent({ status: 409, data: { message: 'Duplicate', fieldErrors: { name: 'x' } } })).toBeUndefined();
    expect(conflictCurrent({ status: 422, data: { current: { id: '1' } } })).toBeUndefined();
  });
});
