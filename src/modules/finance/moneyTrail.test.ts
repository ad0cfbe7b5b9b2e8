import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialDetails, tips } from '@mocks/db/finance';
import { staffOf } from '@mocks/db/staff';
import { storeFinancialDetails } from '@mocks/db/stores';
import { epcName } from '@mocks/handlers/epcText';
import { apiPath } from '@mocks/http';
import { makeStore } from '@/app/store';
import { getErrorMessage } from '@/api/errors';
import { addDays, todayIso } from '@/lib/format';
import { testNow } from '@/test/clock';
import { signedInState } from '@/test/render';
import { financeApi } from './api';
import { expectedTransfer } from './sepaChecks';
import { blobText, captureDownloads } from './test/downloads';
import { xsdErrors } from './test/xsd';
import type { TipInput } from './types';

/**
 * Issue #41 on the demo server (the reference a server team copies): four eyes on money, tips with
 * a version and real dates, names of the SEPA file in the EPC basic Latin set. Figures by hand.
 */
const { saveTip, getTips, exportSepaTips } = financeApi.endpoints;

/** €90.00 shared equally by the manager and two colleagues of Berlin. */
const managersTip = (): TipInput => ({
  storeId: 'store-1',
  date: addDays(todayIso(), -1),
  source: 'cash',
  amount: 90,
  currency: 'EUR',
  distributionMethod: 'equal',
  distributions: [
    { userId: 'user-manager', amount: 30 },
    { userId: 'emp-1-1', amount: 30 },
    { userId: 'emp-1-2', amount: 30 },
  ],
  status: 'draft',
  note: '',
});

describe('four eyes on money (demo server)', () => {
  it('nobody approves a tip that pays them: the manager’s approval is refused (422), a draft is kept, the owner approves it and is recorded', async () => {
    const manager = makeStore(signedInState('manager'));
    const refused = await manager.dispatch(saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), status: 'approved' } }));
    expect(refused.error).toMatchObject({ status: 422 });
    expect(getErrorMessage(refused.error)).toBe(
      // Who can act instead, by name: the others holding tip write in store-1 whom the tip does not pay.
      'This tip pays you 30.00 EUR, and nobody approves their own share: Olivia Owner may approve it. Save it as a draft for them.',
    );
    const draft = await manager.dispatch(saveTip.initiate({ storeId: 'store-1', tip: managersTip() })).unwrap();
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    expect(draft.approvedBy).toBeUndefined();
    // Updating their own draft to approved is the same self-approval.
    const update = await manager.dispatch(
      saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), id: draft.id, status: 'approved', version: 1 } }),
    );
    expect(update.error).toMatchObject({ status: 422 });

    const owner = makeStore(signedInState('owner', 'store-1'));
    const approved = await owner
      .dispatch(saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), id: draft.id, status: 'approved', version: 1 } }))
      .unwrap();
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'user-owner', approvedByName: 'Olivia Owner', version: 2 });
    expect(tips.get(draft.id)?.approvedBy).toBe('user-owner');
  });

  it('a 0.00 share is no payout: the manager may approve a tip that lists them without paying them', async () => {
    const manager = makeStore(signedInState('manager'));
    const tip: TipInput = {
      ...managersTip(),
      amount: 0.02,
      distributions: [
        { userId: 'emp-1-1', amount: 0.01 },
        { userId: 'emp-1-2', amount: 0.01 },
        { userId: 'user-manager', amount: 0 },
      ],
      status: 'approved',
    };
    await expect(manager.dispatch(saveTip.initiate({ storeId: 'store-1', tip })).unwrap()).resolves.toMatchObject({
      status: 'approved',
      approvedBy: 'user-manager',
    });
  });

  it('nobody exports a SEPA payout to themselves: the manager’s export of a range that pays them is refused, nothing is exported', async () => {
    const manager = makeStore(signedInState('manager'));
    const range = { storeId: 'store-1', startDate: addDays(todayIso(), -13), endDate: todayIso() };
    const owed = tips
      .where((t) => t.storeId === 'store-1' && t.status === 'approved' && t.date >= range.startDate && t.date <= range.endDate)
      .flatMap((t) => t.distributions)
      .filter((d) => d.userId === 'user-manager')
      .reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    expect(owed).toBeGreaterThan(0);
    const refused = await manager.dispatch(exportSepaTips.initiate(range));
    expect(refused.error).toMatchObject({ status: 422 });
    expect(getErrorMessage(refused.error)).toBe(
      `This file would pay you ${(owed / 100).toFixed(2)} EUR, and nobody exports a payout to themselves: another person who may export tips in this store (tip write) exports it.`,
    );
    const after = await manager.dispatch(getTips.initiate(range)).unwrap();
    expect(after.some((t) => t.status === 'approved')).toBe(true);
  });
});

describe('tips carry a version (demo server)', () => {
  it('a second tab’s save with the version it opened gets 409 with the current tip; the first save won', async () => {
    const manager = makeStore(signedInState('manager'));
    const created = await manager.dispatch(saveTip.initiate({ storeId: 'store-1', tip: managersTip() })).unwrap();
    const first = await manager
      .dispatch(saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), id: created.id, note: 'tab one', version: 1 } }))
      .unwrap();
    expect(first).toMatchObject({ note: 'tab one', version: 2 });
    const second = await manager.dispatch(
      saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), id: created.id, note: 'tab two', version: 1 } }),
    );
    expect(second.error).toMatchObject({ status: 409, data: { current: { id: created.id, note: 'tab one', version: 2 } } });
    expect(tips.get(created.id)?.note).toBe('tab one');
    const listed = await manager.dispatch(getTips.initiate({ storeId: 'store-1' })).unwrap();
    expect(listed.every((t) => typeof t.version === 'number')).toBe(true);
  });
});

describe('tip dates are real calendar days within a year of today (form schema and demo server)', () => {
  it.each([
    ['2026-02-30', 'Enter a real date.'],
    ['9999-01-01', 'Enter a date within a year of today.'],
  ])('%s is refused at the date', async (date, message) => {
    const owner = makeStore(signedInState('owner', 'store-1'));
    const before = tips.all().length;
    // The form's schema refuses it before sending: send it raw to see the server's own answer.
    const response = await fetch(apiPath('v1/finance/store/store-1/tip'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.getState().auth.accessToken ?? ''}` },
      body: JSON.stringify({ ...managersTip(), date }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fieldErrors: { date: message } });
    expect(tips.all().length).toBe(before);
  });

  it('a pool’s first day follows the same rule', async () => {
    const owner = makeStore(signedInState('owner', 'store-1'));
    const result = await owner.dispatch(saveTip.initiate({ storeId: 'store-1', tip: { ...managersTip(), periodStart: '2026-02-29' } }));
    expect(result.error).toMatchObject({ status: 422, data: { fieldErrors: { periodStart: 'Enter a real date.' } } });
  });
});

describe('SEPA names in the EPC basic Latin set (demo server)', () => {
  const EPC = /^[a-zA-Z0-9/\-?:().,'+ ]+$/;

  it.each([
    ['Jürgen Weiß', 'Juergen Weiss'],
    ['Ärger Öztürk Übel', 'Aerger Oeztuerk Uebel'],
    ['Zoë Lefèvre-Ñúñez', 'Zoe Lefevre-Nunez'],
    ['Łukasz Dąbrowski', 'Lukasz Dabrowski'],
    ['Ayşe Yılmaz', 'Ayse Yilmaz'],
    ['Anna\u202E Schmidt', 'Anna Schmidt'],
    ['\u202Eadnil\u202C', 'adnil'],
    ['Ma\u200Bx Mu\u200Dster', 'Max Muster'],
    ['Anna 😀 Weber', 'Anna Weber'],
    ['Smith & Sons', 'Smith + Sons'],
    ['O’Brien', "O'Brien"],
    ['😀😀', ''],
    ['山田太郎', ''],
    ['\u202E\u200B', ''],
    ['//', ''],
  ])('%j → %j', (name, written) => {
    expect(epcName(name)).toBe(written);
    if (written) expect(written).toMatch(EPC);
  });

  it('cuts a long name to 70 characters of the set', () => {
    expect(epcName('Ä'.repeat(50))).toBe('Ae'.repeat(35));
  });

  afterEach(() => vi.restoreAllMocks());

  it('the file carries the holder transliterated; a holder with nothing left is refused with the person’s name, nothing exported', async () => {
    const files = captureDownloads();
    const owner = makeStore(signedInState('owner', 'store-1'));
    const range = { storeId: 'store-1', startDate: addDays(todayIso(), -13), endDate: todayIso() };
    const approved = (await owner.dispatch(getTips.initiate(range)).unwrap()).filter((t) => t.status === 'approved');
    const payees = [...new Set(approved.flatMap((t) => t.distributions.filter((d) => d.amount > 0).map((d) => d.userId)))];
    expect(payees.length).toBeGreaterThan(1);
    // Everyone gets a valid IBAN and a plain holder; then one holder is written in CJK only.
    for (const userId of payees) {
      const row = { id: userId, userId, accountHolder: 'Pat Example', iban: 'DE02120300000000202051', bic: '', bankName: '', taxId: '' };
      if (financialDetails.get(userId)) financialDetails.update(userId, row);
      else financialDetails.insert({ ...row, updatedAt: new Date(testNow()).toISOString() });
    }
    const [first = '', second = ''] = payees;
    const secondName = staffOf('store-1').find((s) => s.userId === second)?.userName ?? '';
    financialDetails.update(second, { accountHolder: '山田太郎' });
    const refused = await owner.dispatch(exportSepaTips.initiate(range));
    expect(getErrorMessage(refused.error)).toBe(
      `No account holder a bank file can carry for: ${secondName}. Write the account holder in Latin letters and digits.`,
    );
    expect(files).toEqual([]);
    expect(tips.where((t) => approved.some((a) => a.id === t.id)).every((t) => t.status === 'approved')).toBe(true);

    // An RLO, umlauts and an emoji in a holder, umlauts in the store's legal name: transliterated.
    financialDetails.update(second, { accountHolder: 'Pat Example' });
    financialDetails.update(first, { accountHolder: '\u202EJürgen Weiß 😀' });
    storeFinancialDetails.update('store-1', { legalName: 'Café Grün GmbH' });
    await owner.dispatch(exportSepaTips.initiate({ ...range, expected: expectedTransfer(approved) })).unwrap();
    const xml = await blobText(files[0]?.blob);
    expect(await xsdErrors(xml)).toEqual([]);
    const names = [...xml.matchAll(/<Nm>([^<]*)<\/Nm>/g)].map((m) => m[1] ?? '');
    expect(names).toContain('Juergen Weiss');
    expect(names).toContain('Cafe Gruen GmbH');
    expect(names.every((n) => EPC.test(n))).toBe(true);
  });
});
