import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '@/lib/format';
import { server } from '@mocks/node';
import { SEED_WITHOUT_DETAILS } from '@mocks/db/finance';
import { stateSanitizer } from '@/app/devtoolsSanitizer';
import { makeStore } from '@/app/store';
import { getErrorMessage } from '@/api/errors';
import { signedInState } from '@/test/render';
import { logRequests } from '@/test/requestLog';
import { financeApi } from './api';
import { defaultRange } from './logic';
import { expectedTransfer, payableCents } from './sepaChecks';
import { toCents } from './schema';
import { blobText, captureDownloads } from './test/downloads';
import { xsdErrors } from './test/xsd';
import type { TipInput } from './types';

const { getTips, saveTip, getUserFinancialDetails, updateUserFinancialDetails, exportSepaTips, getSepaExports, getSepaExportFile } =
  financeApi.endpoints;

const newTip: TipInput = {
  storeId: 'store-1',
  // A recent day: the body refuses dates more than a year from today (the test clock's).
  date: addDays(todayIso(), -5),
  source: 'cash',
  amount: 100,
  currency: 'EUR',
  distributionMethod: 'equal',
  distributions: [
    { userId: 'emp-1-1', amount: 33.34 },
    { userId: 'emp-1-2', amount: 33.33 },
    { userId: 'user-staff', amount: 33.33 },
  ],
  status: 'draft',
  note: 'Team dinner',
};

describe('finance endpoints: requests as the server receives them', () => {
  it('GET tips with and without a range; POST creates without id and updates with id', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const ranged = await store.dispatch(getTips.initiate({ storeId: 'store-1', startDate: '2026-11-01', endDate: '2026-11-14' }));
    await store.dispatch(getTips.initiate({ storeId: 'store-1' }));
    expect(log.all.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', 'v1/finance/store/store-1/tips', { startDate: '2026-11-01', endDate: '2026-11-14' }],
      ['GET', 'v1/finance/store/store-1/tips', {}],
    ]);
    expect(ranged.data?.every((t) => t.date >= '2026-11-01' && t.date <= '2026-11-14')).toBe(true);

    const posts = () => log.all.filter((r) => r.method === 'POST');
    const created = await store.dispatch(saveTip.initiate({ storeId: 'store-1', tip: newTip })).unwrap();
    expect(posts()[0]).toMatchObject({ method: 'POST', path: 'v1/finance/store/store-1/tip', body: newTip });
    expect(created).toMatchObject({ ...newTip, id: expect.stringMatching(/^tip-/) as string });

    const approved = { ...newTip, id: created.id, status: 'approved' as const };
    await store.dispatch(saveTip.initiate({ storeId: 'store-1', tip: approved })).unwrap();
    expect(posts()[1]).toMatchObject({ method: 'POST', path: 'v1/finance/store/store-1/tip', body: approved });
  });

  it('refuses shares that do not match the method, and any change to an exported tip (409 with the reason)', async () => {
    const store = makeStore(signedInState('manager'));
    const wrong = await store.dispatch(
      saveTip.initiate({
        storeId: 'store-1',
        tip: {
          ...newTip,
          distributions: [
            { userId: 'emp-1-1', amount: 50 },
            { userId: 'emp-1-2', amount: 50 },
            { userId: 'user-staff', amount: 0 },
          ],
        },
      }),
    );
    expect(wrong.error).toMatchObject({
      status: 422,
      data: { fieldErrors: { distributions: 'The shares do not match the chosen method.' } },
    });

    const all = await store.dispatch(getTips.initiate({ storeId: 'store-1' })).unwrap();
    const exported = all.find((t) => t.status === 'exported');
    expect(exported).toBeDefined();
    if (!exported?.source || !exported.distributionMethod) throw new Error('seed changed');
    const result = await store.dispatch(
      saveTip.initiate({
        storeId: 'store-1',
        tip: {
          ...exported,
          id: exported.id,
          source: exported.source,
          currency: 'EUR',
          distributionMethod: exported.distributionMethod,
          status: 'approved',
          note: 'changed',
        },
      }),
    );
    expect(getErrorMessage(result.error)).toMatch(
      /^This tip was paid out in a SEPA file on \d{4}-\d{2}-\d{2} and can no longer be changed\.$/,
    );
  });

  it('GET and PATCH financial details; an invalid IBAN is refused with a field error', async () => {
    const store = makeStore(signedInState('manager'));
    const log = logRequests(server);
    const missing = await store.dispatch(getUserFinancialDetails.initiate('emp-1-3')).unwrap();
    expect(missing).toMatchObject({ userId: 'emp-1-3', iban: '', accountHolder: '' });
    const details = {
      accountHolder: 'Paul Novak',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
      bankName: 'Commerzbank',
      taxId: '',
    };
    const saved = await store.dispatch(updateUserFinancialDetails.initiate({ userId: 'emp-1-3', details })).unwrap();
    expect(log.all.map((r) => [r.method, r.path])).toEqual([
      ['GET', 'v1/finance/user/emp-1-3/financial-details'],
      ['PATCH', 'v1/finance/user/emp-1-3/financial-details'],
    ]);
    expect(log.all[1]?.body).toEqual(details);
    expect(saved).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    // Redux DevTools see the cache masked.
    expect(JSON.stringify(store.getState().api)).toContain('DE89370400440532013000');
    expect(JSON.stringify(stateSanitizer(store.getState()).api)).not.toContain('DE89370400440532013000');

    const bad = await store.dispatch(
      updateUserFinancialDetails.initiate({ userId: 'emp-1-3', details: { ...details, iban: 'DE88370400440532013000' } }),
    );
    expect(bad.error).toMatchObject({
      status: 422,
      data: { fieldErrors: { iban: expect.stringMatching(/^Enter a valid IBAN/) as string } },
    });
  });

  it('a user without tip.write calls no financial-details endpoint (refused before sending)', async () => {
    const store = makeStore(signedInState('staff'));
    const log = logRequests(server);
    const result = await store.dispatch(getUserFinancialDetails.initiate('emp-1-3'));
    expect(result.error).toMatchObject({ kind: 'notPermitted', permission: 'tip.write' });
    expect(log.all).toEqual([]);
  });
});

describe('SEPA export of the seeded stores', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date() }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['store-1', 'store-2', 'store-3'])(
    '%s: blocked by people without an IBAN; once fixed, a file that validates and matches the range',
    async (storeId) => {
      const files = captureDownloads();
      const store = makeStore(signedInState('owner', storeId));
      const { startDate, endDate } = defaultRange();
      const range = { storeId, startDate, endDate };

      const before = await store.dispatch(getTips.initiate(range)).unwrap();
      const approved = before.filter((t) => t.status === 'approved');
      const payees = [...payableCents(approved)].filter(([, cents]) => cents > 0);
      expect(payees.length).toBeGreaterThan(1);

      // The person seeded without bank details has tips in the range: the server refuses too.
      const blocked = await store.dispatch(exportSepaTips.initiate(range));
      expect(getErrorMessage(blocked.error)).toMatch(/^No valid IBAN for: /);
      expect(files).toEqual([]);
      for (const userId of SEED_WITHOUT_DETAILS) {
        if (payees.some(([id]) => id === userId)) {
          await store
            .dispatch(
              updateUserFinancialDetails.initiate({
                userId,
                details: { accountHolder: 'Test Person', iban: 'DE02120300000000202051', bic: '', bankName: '', taxId: '' },
              }),
            )
            .unwrap();
        }
      }

      const outcome = await store.dispatch(exportSepaTips.initiate({ ...range, expected: expectedTransfer(approved) })).unwrap();
      expect(outcome.outcome).toBe('matched');
      const summary = outcome.summary;
      if (!summary) throw new Error('no summary');
      expect(files.map((f) => f.name)).toEqual([`Sepa_Tips_${startDate}_${endDate}.xml`]);
      const xml = await blobText(files[0]?.blob);
      expect(await xsdErrors(xml)).toEqual([]);

      const controlCents = approved.reduce((sum, t) => sum + toCents(t.amount), 0);
      expect(xml).toContain(`<NbOfTxs>${payees.length}</NbOfTxs>`);
      expect(xml).toContain(`<CtrlSum>${(controlCents / 100).toFixed(2)}</CtrlSum>`);
      expect(summary.numberOfTransactions).toBe(payees.length);
      expect(toCents(summary.controlSum)).toBe(controlCents);
      expect(summary.payees.reduce((sum, p) => sum + toCents(p.amount), 0)).toBe(controlCents);
      // The store is in Berlin: the transfer text its staff read on their statements is German (issue #43).
      const [sy, sm, sd] = startDate.split('-');
      const [ey, em, ed] = endDate.split('-');
      expect(xml).toContain(`<Ustrd>Trinkgeld ${sd}.${sm}.${sy} bis ${ed}.${em}.${ey}</Ustrd>`);
      // The file is never kept in the store: only the summary is.
      expect(JSON.stringify(store.getState().api)).not.toContain('<Document');

      const after = await store.dispatch(getTips.initiate(range, { forceRefetch: true })).unwrap();
      expect(after.filter((t) => approved.some((a) => a.id === t.id)).every((t) => t.status === 'exported')).toBe(true);
      // Safe to repeat: the same range answers the same file (a retry after a lost answer), nothing is exported twice.
      const again = await store.dispatch(exportSepaTips.initiate({ ...range, expected: expectedTransfer(approved) })).unwrap();
      expect(again).toMatchObject({ outcome: 'matched', exportId: outcome.exportId, summary: { messageId: summary.messageId } });
      expect(await blobText(files[1]?.blob)).toBe(xml);
      // The history lists the export, and its file comes back byte for byte.
      const history = await store.dispatch(getSepaExports.initiate(storeId)).unwrap();
      expect(history[0]).toMatchObject({
        id: outcome.exportId,
        startDate,
        endDate,
        transfers: payees.length,
        total: controlCents / 100,
        createdByName: expect.any(String) as string,
      });
      const fileAgain = await store
        .dispatch(
          getSepaExportFile.initiate({
            storeId,
            exportId: outcome.exportId ?? '',
            fileName: 'again.xml',
            expected: { transfers: payees.length, totalCents: controlCents },
          }),
        )
        .unwrap();
      expect(fileAgain.outcome).toBe('matched');
      expect(await blobText(files[2]?.blob)).toBe(xml);
    },
  );
});
