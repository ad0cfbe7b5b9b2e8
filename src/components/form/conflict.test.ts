import { describe, expect, it } from 'vitest';
import { changesBetween, conflictCurrent, keepMine } from './conflict';

describe('conflict helpers (issue #29)', () => {
  it('lists the fields that differ, nested ones by path, labelled and shown for people', () => {
    const theirs = { name: 'A', address: { city: 'Berlin', street: 'Main 1' }, days: [1, 3], notes: 'x', count: 2 };
    const mine = { name: 'A', address: { city: 'Potsdam', street: 'Main 1' }, days: [1, 3], notes: '', count: Number.NaN };
    expect(changesBetween(theirs, mine, { labels: { 'address.city': 'City' } })).toEqual([
      { path: 'address.city', label: 'City', theirs: 'Berlin', mine: 'Potsdam', kept: 'mine' },
      { path: 'notes', label: 'Notes', theirs: 'x', mine: '—', kept: 'mine' },
      { path: 'count', label: 'Count', theirs: '2', mine: '—', kept: 'mine' },
    ]);
    expect(
      changesBetween({ days: [1] }, { days: [1, 2] }, { format: (_path, v) => (Array.isArray(v) ? `${v.length} days` : undefined) }),
    ).toEqual([{ path: 'days', label: 'Days', theirs: '1 days', mine: '2 days', kept: 'mine' }]);
  });

  it('reads the current record of a 409 that has one, and nothing else', () => {
    expect(conflictCurrent({ status: 409, data: { message: 'm', current: { id: '1' } } })).toEqual({ id: '1' });
    expect(conflictCurrent({ status: 409, data: { message: 'Duplicate', fieldErrors: { name: 'x' } } })).toBeUndefined();
    expect(conflictCurrent({ status: 422, data: { current: { id: '1' } } })).toBeUndefined();
  });
});

describe('Keep mine, three-way (issue #41)', () => {
  const base = { name: 'Flour', category: 'Dry goods', address: { city: 'Berlin', street: 'Main 1' }, days: [1], price: 2 };
  const theirs = { name: 'Flour T550', category: 'Bakery', address: { city: 'Berlin', street: 'Side 2' }, days: [1, 3], price: 2 };
  const mine = { name: 'Flour type 550', category: 'Dry goods', address: { city: 'Potsdam', street: 'Main 1' }, days: [1], price: 2.5 };

  it('a field only they changed keeps theirs, a field only I changed keeps mine, a field both changed keeps mine', () => {
    expect(keepMine(base, theirs, mine)).toEqual({
      name: 'Flour type 550', // both: mine
      category: 'Bakery', // only theirs
      address: { city: 'Potsdam', street: 'Side 2' }, // nested, field by field
      days: [1, 3], // a list is one value: theirs, as I left it
      price: 2.5, // only mine
    });
    // Nothing is changed in place.
    expect(mine.category).toBe('Dry goods');
  });

  it('compares on the normalized values (a trailing space is no change) and keeps what was typed', () => {
    const trim = (v: typeof base) => ({ ...v, name: v.name.trim(), category: v.category.trim() });
    expect(keepMine(base, theirs, { ...base, category: 'Dry goods ', name: 'Rye ' }, trim)).toMatchObject({
      category: 'Bakery',
      name: 'Rye ',
    });
  });

  it('the comparison says which side Keep mine saves in each field that differs', () => {
    expect(changesBetween(theirs, mine, {}, base).map(({ path, kept }) => [path, kept])).toEqual([
      ['name', 'mine'],
      ['category', 'theirs'],
      ['address.city', 'mine'],
      ['address.street', 'theirs'],
      ['days', 'theirs'],
      ['price', 'mine'],
    ]);
  });
});

describe('Keep mine, fields one side lacks (issue #41)', () => {
  it('a field they added (missing in the opened values and in mine) is kept; one I added is kept too', () => {
    const base: Record<string, Record<string, boolean>> = { orders: { read: true } };
    const theirs = { orders: { read: true, write: true } };
    const mine = { orders: { read: true }, suppliers: { read: true } };
    expect(keepMine(base, theirs, mine)).toEqual({ orders: { read: true, write: true }, suppliers: { read: true } });
  });
});
