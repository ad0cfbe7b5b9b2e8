import { afterEach, describe, expect, it } from 'vitest';
import { Collection, resetDb } from './collection';

interface Thing {
  id: string;
  n: number;
  note?: string;
}

const KEY = 'storeops.mock.tab-things';
const seed = (): Thing[] => [
  { id: 'a', n: 1 },
  { id: 'b', n: 2 },
];
const stored = (): Thing[] => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Thing[];

/** Two tabs of the demo: two Collection instances over the one browser storage. */
function twoTabs() {
  return [new Collection<Thing>('tab-things', seed), new Collection<Thing>('tab-things', seed)] as const;
}

afterEach(() => {
  localStorage.removeItem(KEY);
  localStorage.removeItem(`${KEY}#revision`);
});

describe('Collection across tabs (issue #29)', () => {
  it('keeps both tabs’ changes to different records', () => {
    const [one, two] = twoTabs();
    // Both tabs have read (and cached) the collection before either writes.
    expect(one.all()).toHaveLength(2);
    expect(two.all()).toHaveLength(2);
    one.update('a', { n: 10 });
    two.update('b', { n: 20 });
    expect(stored()).toEqual([
      { id: 'a', n: 10 },
      { id: 'b', n: 20 },
    ]);
    expect(one.get('b')?.n).toBe(20);
    expect(two.get('a')?.n).toBe(10);
  });

  it('an insert or a removal in one tab keeps the other tab’s earlier update', () => {
    const [one, two] = twoTabs();
    one.all();
    two.all();
    one.update('a', { note: 'from one' });
    two.insert({ id: 'c', n: 3 });
    one.remove('b');
    expect(stored()).toEqual([
      { id: 'a', n: 1, note: 'from one' },
      { id: 'c', n: 3 },
    ]);
    expect(two.all().map((t) => t.id)).toEqual(['a', 'c']);
    expect(two.nextId('x')).toBe('x-3');
  });

  it('reads see the other tab’s writes, and a reset in one tab puts the other back to the seed', () => {
    const [one, two] = twoTabs();
    expect(two.get('a')?.n).toBe(1);
    one.update('a', { n: 7 });
    expect(two.get('a')?.n).toBe(7);
    expect(two.where((t) => t.n > 5).map((t) => t.id)).toEqual(['a']);
    resetDb();
    expect(two.get('a')?.n).toBe(1);
  });

  it('a collection cleared from storage under the page is written back, not reseeded', () => {
    const [one] = twoTabs();
    one.update('a', { n: 9 });
    localStorage.clear();
    expect(one.get('a')?.n).toBe(9);
    expect(stored()[0]).toEqual({ id: 'a', n: 9 });
  });

  it('parses the stored text again only when it changed', () => {
    const [one, two] = twoTabs();
    const first = one.all();
    expect(one.all()).toBe(first);
    two.update('b', { n: 5 });
    const afterOther = one.all();
    expect(afterOther).not.toBe(first);
    expect(one.all()).toBe(afterOther);
  });

  it('reads data written by hand: with no revision beside it, or announced by another page’s storage event', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 'z', n: 26 }]));
    const [one] = twoTabs();
    expect(one.all()).toEqual([{ id: 'z', n: 26 }]);
    // Another page of the browser writes it by hand (no revision): its storage event tells this page.
    localStorage.setItem(KEY, JSON.stringify([{ id: 'y', n: 25 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(one.all()).toEqual([{ id: 'y', n: 25 }]);
  });
});
