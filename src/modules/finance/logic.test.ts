import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/lib/format';
import { bicFitsIban } from './bank';
import { detailsState, distribute, distributeCents, maskIban, previewShares, sepaFileName, type ShareRow } from './logic';
import { expectedTransfer, sepaBlockers } from './sepaChecks';
import { bicIsValid, ibanIsValid, TipInputSchema } from './schema';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import type { Tip } from './types';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('distribution arithmetic (in cents, always the whole amount)', () => {
  it('€100.00 over 3 people: 33.34, 33.33, 33.33 — the first in list order gets the extra cent', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(sum(distributeCents(10_000, [1, 1, 1]) ?? [])).toBe(10_000);
  });

  it('€0.05 over 7 people: five get one cent, two get none, still 5 cents', () => {
    const cents = distributeCents(5, [1, 1, 1, 1, 1, 1, 1]);
    expect(cents).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(sum(cents ?? [])).toBe(5);
  });

  it('by hours: the largest remainders get the leftover cents; the same input gives the same cents', () => {
    // 7.5 h, 6 h, 4.25 h of €87.13: exact shares 36.815…, 29.452…, 20.862… cents-wise.
    const first = distributeCents(8713, [7.5, 6, 4.25]);
    expect(sum(first ?? [])).toBe(8713);
    expect(first).toEqual([3682, 2945, 2086]);
    expect(distributeCents(8713, [7.5, 6, 4.25])).toEqual(first);
  });

  it('people with weight 0 get nothing; all-zero weights give nothing to share by', () => {
    expect(distributeCents(1001, [0, 2, 1])).toEqual([0, 667, 334]);
    expect(distributeCents(1001, [0, 0])).toBeNull();
  });

  it('sums to the cent for many awkward amounts and weights', () => {
    for (let cents = 1; cents < 2000; cents += 37) {
      for (const weights of [
        [1, 1, 1],
        [3, 1.5, 0.75, 2],
        [1, 1, 1, 1, 1, 1, 1],
        [8, 0.5],
      ]) {
        expect(sum(distributeCents(cents, weights) ?? [])).toBe(cents);
      }
    }
  });

  it('the preview by hand reports what is left to share', () => {
    const rows: ShareRow[] = [
      { userId: 'a', included: true, hours: null, weight: null, amount: 10 },
      { userId: 'b', included: true, hours: null, weight: null, amount: 5.5 },
      { userId: 'c', included: false, hours: null, weight: null, amount: 99 },
    ];
    expect(previewShares(20, 'manual', rows).problem).toBe('€4.50 still to share.');
    expect(previewShares(15.5, 'manual', rows)).toEqual({
      shares: [
        { userId: 'a', amount: 10 },
        { userId: 'b', amount: 5.5 },
      ],
      problem: null,
    });
    expect(previewShares(20, 'hours', rows).problem).toBe('Nobody chosen has worked hours on this day.');
  });

  it('the tip body is refused when the shares do not add up to the amount', () => {
    const body = {
      storeId: 'store-1',
      // A recent day: the body refuses dates more than a year from today (the test clock's).
      date: addDays(todayIso(), -5),
      source: 'cash',
      amount: 10,
      currency: 'EUR',
      distributionMethod: 'manual',
      distributions: [
        { userId: 'a', amount: 6 },
        { userId: 'b', amount: 3.99 },
      ],
      status: 'approved',
      note: '',
    };
    expect(fieldErrorsOf(TipInputSchema, body)).toEqual({ distributions: 'The shares must add up to the tip amount.' });
    expect(
      fieldErrorsOf(TipInputSchema, {
        ...body,
        distributions: [
          { userId: 'a', amount: 6 },
          { userId: 'b', amount: 4 },
        ],
      }),
    ).toEqual({});
    expect(fieldErrorsOf(TipInputSchema, { ...body, amount: 0.004 }).amount).toMatch(/^Enter an amount from 0.01/);
  });
});

describe('IBAN and BIC checks', () => {
  it('accepts valid IBANs with or without spaces, refuses a wrong check digit or length', () => {
    expect(ibanIsValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanIsValid('de89370400440532013000')).toBe(true);
    expect(ibanIsValid('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(ibanIsValid('DE88 3704 0044 0532 0130 00')).toBe(false); // mod-97 fails
    expect(ibanIsValid('DE89 3704 0044 0532 0130')).toBe(false); // German IBANs have 22 characters
    expect(ibanIsValid('')).toBe(false);
  });

  it('BIC of 8 or 11 characters', () => {
    expect(bicIsValid('COBADEFFXXX')).toBe(true);
    expect(bicIsValid('cobadeff')).toBe(true);
    expect(bicIsValid('COBADE')).toBe(false);
  });

  it('masks an IBAN as docs/rules/money.md#financial-details shows it', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• 3000');
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• •••• 3000');
  });

  it('details are missing, invalid or valid', () => {
    expect(detailsState(undefined)).toBe('missing');
    expect(detailsState({ iban: '', accountHolder: 'A' })).toBe('missing');
    expect(detailsState({ iban: 'DE88370400440532013000', accountHolder: 'A' })).toBe('invalid');
    expect(detailsState({ iban: 'DE89370400440532013000', accountHolder: 'A' })).toBe('valid');
  });
});

describe('SEPA file name and blockers', () => {
  it('names the file Sepa_Tips_{start}_{end}.xml', () => {
    expect(sepaFileName('2026-11-01', '2026-11-14')).toBe('Sepa_Tips_2026-11-01_2026-11-14.xml');
  });

  const tip = (over: Partial<Tip>): Tip => ({
    id: 't1',
    storeId: 'store-1',
    date: '2026-11-10',
    source: 'cash',
    amount: 10,
    currency: 'EUR',
    distributionMethod: 'equal',
    distributions: [
      { userId: 'a', amount: 5 },
      { userId: 'b', amount: 5 },
      { userId: 'z', amount: 0 },
    ],
    status: 'approved',
    note: '',
    ...over,
  });
  const valid = { iban: 'DE89370400440532013000', accountHolder: 'A' };
  const nameOf = (id: string) => id.toUpperCase();

  it('lists the store, people without a valid IBAN and amounts below 0.01; a 0-cent share blocks nothing', () => {
    const details = new Map([
      ['a', valid],
      ['b', { iban: '', accountHolder: '' }],
    ]);
    expect(sepaBlockers([tip({}), tip({ id: 't2', amount: 0, distributions: [] })], details, null, nameOf)).toEqual([
      { kind: 'store', message: 'The store has no financial details (legal name, IBAN).' },
      { kind: 'amount', tipId: 't2', message: 'The tip of Nov 10, 2026 is below €0.01.' },
      { kind: 'person', userId: 'b', message: 'B has tips but no bank details.' },
    ]);
    expect(
      sepaBlockers(
        [tip({})],
        new Map([
          ['a', valid],
          ['b', valid],
        ]),
        { legalName: 'Café GmbH', iban: valid.iban },
        nameOf,
      ),
    ).toEqual([]);
    expect(sepaBlockers([tip({ status: 'exported' })], new Map(), undefined, nameOf)).toEqual([
      { kind: 'nothing', message: 'No approved tips to pay out in this range.' },
    ]);
  });

  it('a BIC must be of the IBAN’s country: the store’s and each payee’s mismatch is listed before export', () => {
    expect(bicFitsIban('COBADEFFXXX', 'DE89370400440532013000')).toBe(true);
    expect(bicFitsIban('', 'DE89370400440532013000')).toBe(true);
    expect(bicFitsIban('BNPAFRPPXXX', 'DE89370400440532013000')).toBe(false);
    expect(bicFitsIban('BNPAFRPPXXX', 'GP1120041010050500013M02606')).toBe(true);
    const store = { legalName: 'Café GmbH', iban: valid.iban, bic: 'BNPAFRPPXXX' };
    expect(
      sepaBlockers(
        [tip({})],
        new Map<string, typeof valid & { bic?: string }>([
          ['a', valid],
          ['b', { ...valid, bic: 'INGBNL2A' }],
        ]),
        store,
        nameOf,
      ),
    ).toEqual([
      {
        kind: 'store',
        message: 'The store’s BIC does not fit its IBAN — the BIC BNPAFRPPXXX is of a bank in FR, the IBAN of an account in DE.',
      },
      {
        kind: 'person',
        userId: 'b',
        message: 'B: the BIC INGBNL2A is of a bank in NL, the IBAN of an account in DE. Fix the BIC.',
        fix: true,
      },
    ]);
  });

  it('four eyes and the EPC names: a file paying the exporter, and a holder with nothing in the EPC set, block the export', () => {
    const store = { legalName: 'Café Müller GmbH', iban: valid.iban };
    const details = new Map([
      ['a', { ...valid, accountHolder: '山田太郎' }],
      ['b', { ...valid, accountHolder: 'Jürgen Weiß' }],
    ]);
    // tip({}) pays a and b; "me" is b.
    expect(sepaBlockers([tip({})], details, store, nameOf, 'b')).toEqual([
      {
        kind: 'person',
        userId: 'a',
        message: 'The account holder of A cannot be written in a bank file: write it in Latin letters and digits.',
        fix: true,
      },
      {
        kind: 'self',
        message:
          'This file would pay you €5.00, and nobody exports a payout to themselves: another person who may export tips in this store exports it (for a manager, the owner).',
      },
    ]);
    expect(sepaBlockers([tip({})], details, { ...store, legalName: '😀😀' }, nameOf, 'c')[0]).toEqual({
      kind: 'store',
      message: 'The store’s legal name cannot be written in a bank file: write it in Latin letters and digits.',
    });
  });

  it('the file a range must give: one transfer per person owed a cent, and their sum', () => {
    expect(
      expectedTransfer([
        tip({}),
        tip({ id: 't2', amount: 0.05, distributions: [{ userId: 'a', amount: 0.05 }] }),
        tip({ id: 't3', status: 'draft' }),
      ]),
    ).toEqual({
      transfers: 2,
      totalCents: 1005,
    });
  });
});
