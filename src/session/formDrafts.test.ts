import { describe, expect, it } from 'vitest';
import { draftPathsOf, dropDraft, findDraft, keepDrafts, mergeDraft, readDrafts } from './formDrafts';

describe('drafts kept across a session-expired reload', () => {
  it('are kept per user and path, and another user never sees them', () => {
    keepDrafts('user-a', [{ path: '/supplier', values: { name: 'Typed' } }]);
    keepDrafts('user-a', [{ path: '/product', values: { name: 'P' } }]);
    expect(draftPathsOf('user-a')).toEqual(['/supplier', '/product']);
    expect(readDrafts()?.drafts[0]?.values).toEqual({ name: 'Typed' });
    expect(draftPathsOf('user-b')).toEqual([]);
    expect(draftPathsOf('user-a')).toEqual([]);
  });

  it("of several forms on one page (the planner's panels) are kept apart, and the page is named once", () => {
    keepDrafts('user-a', [
      { path: '/shifts', form: 'shift-1', values: { notes: 'One' } },
      { path: '/shifts', form: 'shift-2', values: { notes: 'Two' } },
    ]);
    keepDrafts('user-a', [{ path: '/shifts', form: 'shift-1', values: { notes: 'One again' } }]);
    const drafts = readDrafts()?.drafts ?? [];
    expect(findDraft(drafts, '/shifts', 'shift-1')?.values).toEqual({ notes: 'One again' });
    expect(findDraft(drafts, '/shifts', 'shift-2')?.values).toEqual({ notes: 'Two' });
    expect(findDraft(drafts, '/shifts')).toBeUndefined();
    dropDraft('/shifts', 'shift-1');
    expect(draftPathsOf('user-a')).toEqual(['/shifts']);
    expect(findDraft(readDrafts()?.drafts ?? [], '/shifts', 'shift-1')).toBeUndefined();
  });

  it('lay stored values over the form, only where the kind matches', () => {
    const base = { name: '', days: [1], address: { city: '', zip: '' }, amount: 0 };
    const merged = mergeDraft(base, { name: 'Elbe', days: 'x', address: { city: 'Kiel', zip: 5 }, amount: 3, extra: 1 });
    expect(merged).toEqual({ name: 'Elbe', days: [1], address: { city: 'Kiel', zip: '' }, amount: 3 });
    expect(mergeDraft(base, null)).toBe(base);
  });
});

describe('bank data in drafts (issue 28)', () => {
  it('fields named iban, bic, tax id (any case) and IBAN-looking text anywhere are never kept', () => {
    keepDrafts('user-a', [
      {
        path: '/x',
        values: {
          name: 'N',
          IBAN: 'x',
          bic: 'COBADEFFXXX',
          tax_id: '123',
          nested: { taxId: '1', note: 'de89 3704 0044 0532 0130 00' },
          list: ['DE89370400440532013000', 'ok'],
        },
      },
    ]);
    expect(readDrafts()?.drafts[0]?.values).toEqual({ name: 'N', nested: {}, list: [null, 'ok'] });
    expect(sessionStorage.getItem('storeops.formDrafts')).not.toMatch(/COBADEFF|3704|"123"/);
  });
});
