import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@mocks/handlers';
import { SEED_WITHOUT_DETAILS } from '@mocks/db/finance';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { lostAnswer } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { financeApi } from './api';
import { defaultRange } from './logic';
import { saveReceivedFile } from './receivedFiles';
import { toCents } from './schema';
import { expectedTransfer } from './sepaChecks';
import { blobText, captureDownloads } from './test/downloads';
import { xsdErrors } from './test/xsd';

const { getTips, updateUserFinancialDetails, exportSepaTips, getSepaExports } = financeApi.endpoints;

describe('a SEPA export that cannot lose money (issue 29)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date() }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** store-2 with its person without bank details fixed: ready to export. */
  async function ready() {
    const store = makeStore(signedInState('owner', 'store-2'));
    for (const userId of SEED_WITHOUT_DETAILS) {
      await store
        .dispatch(
          updateUserFinancialDetails.initiate({
            userId,
            details: { accountHolder: 'Test Person', iban: 'DE02120300000000202051', bic: '', bankName: '', taxId: '' },
          }),
        )
        .unwrap();
    }
    const { startDate, endDate } = defaultRange();
    const range = { storeId: 'store-2', startDate, endDate };
    const tips = await store.dispatch(getTips.initiate(range)).unwrap();
    return { store, range, expected: expectedTransfer(tips) };
  }

  it('an answer lost after the server committed: the retry gets the same file, nothing is exported twice', async () => {
    const files = captureDownloads();
    const { store, range, expected } = await ready();
    server.use(lostAnswer('get', 'v1/sepa/export/tips/:storeId', handlers, { once: true }));
    const lost = await store.dispatch(exportSepaTips.initiate({ ...range, expected }));
    expect(lost.error).toMatchObject({ kind: 'network' });
    const committed = await store.dispatch(getTips.initiate(range, { forceRefetch: true })).unwrap();
    expect(committed.filter((t) => t.status === 'approved')).toEqual([]);

    const retry = await store.dispatch(exportSepaTips.initiate({ ...range, expected })).unwrap();
    expect(retry.outcome).toBe('matched');
    expect(retry.summary?.numberOfTransactions).toBe(expected.transfers);
    expect(toCents(retry.summary?.controlSum ?? 0)).toBe(expected.totalCents);
    expect(await xsdErrors(await blobText(files[0]?.blob))).toEqual([]);
    expect(await store.dispatch(getSepaExports.initiate('store-2')).unwrap()).toHaveLength(1);
  });

  it('a file whose CtrlSum does not match what was asked is not saved as a success, but its bytes are kept and offered', async () => {
    const files = captureDownloads();
    const { store, range, expected } = await ready();
    const xml =
      '<?xml version="1.0"?><Document><GrpHdr><MsgId>X</MsgId><NbOfTxs>1</NbOfTxs><CtrlSum>1.00</CtrlSum></GrpHdr><CdtTrfTxInf><EndToEndId>X-1</EndToEndId><InstdAmt>1.00</InstdAmt><Cdtr><Nm>A</Nm></Cdtr><CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct></CdtTrfTxInf></Document>';
    server.use(
      http.get(apiPath('v1/sepa/export/tips/:storeId'), () => new HttpResponse(xml, { headers: { 'Content-Type': 'application/xml' } }), {
        once: true,
      }),
    );
    const outcome = await store.dispatch(exportSepaTips.initiate({ ...range, expected })).unwrap();
    expect(outcome.outcome).toBe('mismatch');
    expect(outcome.problem).toMatch(/^The file pays 1 transfers for €1\.00; \d+ for €[\d,.]+ were asked\.$/);
    expect(files).toEqual([]);
    expect(saveReceivedFile(outcome.fileKey)).toBe(true);
    expect(await blobText(files[0]?.blob)).toBe(xml);

    server.use(
      http.get(
        apiPath('v1/sepa/export/tips/:storeId'),
        () => new HttpResponse('<Document>\uffff', { headers: { 'Content-Type': 'application/xml' } }),
        { once: true },
      ),
    );
    const unreadable = await store.dispatch(exportSepaTips.initiate({ ...range, expected })).unwrap();
    expect(unreadable).toMatchObject({ outcome: 'unreadable', problem: 'The SEPA file is not valid XML.' });
    expect(saveReceivedFile(unreadable.fileKey)).toBe(true);
  });
});
