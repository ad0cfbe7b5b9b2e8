import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { defineContract, request } from '@/api/contract';
import { accessOf, contractMutation, contractQuery } from '@/api/endpoint';
import type { ApiError } from '@/api/errors';
import { baseApi } from '@/api/baseApi';
import { onSuccess, storeListTag, storeListTags } from '@/api/tags';
import { sepaFileName } from './logic';
import {
  SepaExportListSchema,
  SepaQuerySchema,
  TipInputSchema,
  TipListSchema,
  TipSchema,
  TipsQuerySchema,
  UserFinancialDetailsBodySchema,
  UserFinancialDetailsSchema,
} from './schema';
import { receiveSepaFile } from './receivedFiles';
import type { ExpectedTransfer } from './sepaChecks';
import type { SepaExport, SepaOutcome, Tip, TipInput, UserFinancialDetails, UserFinancialDetailsInput } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Tip: true;
    UserFinancialDetails: true;
  }
}

export interface TipsArg {
  storeId: string;
  startDate?: string;
  endDate?: string;
}
export interface SaveTipArg {
  storeId: string;
  /** With `id` the tip is updated, without one it is created (docs/rules/money.md#tips). */
  tip: TipInput;
}
export interface UpdateUserFinancialDetailsArg {
  userId: string;
  /** Only the fields that changed (PATCH: a field left out keeps its saved value; a masked IBAN is never sent back). */
  details: Partial<UserFinancialDetailsInput>;
  /** The store the change is made from (the current store): recorded with the change. */
  storeId?: string;
  /** The version the change builds on (the details' `version`); undefined when the server sent none. */
  version?: number;
}
/**
 * A SEPA export covers the tips of a whole range: the tips' argument with both dates, and what
 * the file must pay (from the approved tips on screen) for the app's own check.
 */
export type ExportSepaArg = Required<TipsArg> & { expected?: ExpectedTransfer };
export interface SepaExportFileArg {
  storeId: string;
  exportId: string;
  fileName: string;
  expected?: ExpectedTransfer;
}

/** The file and the export it belongs to, read from a successful answer (an error keeps its JSON body). */
async function readFile(response: Response): Promise<unknown> {
  if (!response.ok) return (await response.json().catch(() => null)) as unknown;
  return { xml: await response.text(), exportId: response.headers.get('X-Sepa-Export-Id') ?? undefined };
}
const FileAnswer = z.object({ xml: z.string(), exportId: z.optional(z.string()) });

function received(
  result: { data?: unknown; error?: ApiError },
  fileName: string,
  expected: ExpectedTransfer | undefined,
): { data: SepaOutcome } | { error: ApiError } {
  if (result.error) return { error: result.error };
  const file = FileAnswer.safeParse(result.data);
  if (!file.success) return { error: { kind: 'network', message: t`The SEPA file could not be read.` } };
  return { data: receiveSepaFile(file.data.xml, fileName, expected, file.data.exportId) };
}

/** List tag of one store's tips: every range of that store carries it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
export const tipListTag = storeListTag('Tip');

/** Finance calls of docs/rules/money.md; each path, permission and schema written once. */
/* eslint-disable lingui/no-unlocalized-strings -- the contract: paths and descriptions of the api for developers, not texts people read */
export const financeContract = defineContract({
  getTips: {
    method: 'GET',
    path: 'v1/finance/store/{storeId}/tips',
    summary: "A store's tips, optionally of a date range (YYYY-MM-DD, inclusive)",
    access: 'tip.read',
    query: TipsQuerySchema,
    response: TipListSchema,
  },
  saveTip: {
    method: 'POST',
    path: 'v1/finance/store/{storeId}/tip',
    summary:
      'Create a tip (no id) or update one (with id); exported tips answer 409. Additions: answers carry `version` and an update sends the one it was read at ' +
      '(a stale one answers 409 `{message, current}`; none: the last write wins); `approvedBy`, `approvedByName`, `approvedAt` on approved tips. ' +
      'Four eyes: `status: approved` from a person the tip pays (a share above 0.00) answers 422 with the reason. Dates are real days within a year of today.',
    access: 'tip.write',
    body: TipInputSchema,
    response: TipSchema,
  },
  getUserFinancialDetails: {
    method: 'GET',
    path: 'v1/finance/user/{userId}/financial-details',
    summary:
      "A person's bank details for tip payouts (empty texts when none are on file); additions: `stores` (the stores that pay the person) and `changes` (who changed them, when, from which store). Readable with tip.write in one of the person's stores, or by the person",
    access: 'tip.write',
    response: UserFinancialDetailsSchema,
  },
  updateUserFinancialDetails: {
    method: 'PATCH',
    path: 'v1/finance/user/{userId}/financial-details',
    summary:
      "Change a person's bank details (IBAN checked with mod-97, BIC optional). PATCH semantics: the body holds only the fields that change; a field left out keeps its saved value (details not yet on file need accountHolder and iban). One account pays the person in every store, so a change needs tip.write in every store the person belongs to, or being the person: otherwise 422 with the reason (never 403). " +
      "Additions: `version` (the version the change builds on; a stale one answers 409 `{message, current}` with the current details) and `storeId` (the store it is made from, where the caller must hold tip.write or be paid, else 422 fieldErrors.storeId; without it the change is recorded with the caller's current store when it pays the person, else the first store that does, flagged `storeInferred`). " +
      'Every change that alters a field is recorded: who, when, the store and the fields with their values before and after, masked (IBAN, BIC and tax id); a body that alters nothing is answered with the details as they are',
    access: 'tip.write',
    body: UserFinancialDetailsBodySchema,
    response: UserFinancialDetailsSchema,
  },
  exportSepaTips: {
    method: 'GET',
    path: 'v1/sepa/export/tips/{storeId}',
    summary:
      'pain.001.001.09 credit transfer of the approved tips of a range. Safe to repeat: approved tips in the range → a new export, ' +
      'its tips become exported in the same step; none left but an export of exactly this range exists → the same file again ' +
      '(a retry after a lost answer); neither → 422. The answer names its export in the X-Sepa-Export-Id header (optional). ' +
      'The app saves the file only when its transfers, NbOfTxs and CtrlSum agree with what was asked; otherwise it keeps and offers the bytes and says why. ' +
      'Four eyes: a new file that would pay the exporting person answers 422. Names are written in the EPC basic Latin set (transliterated); a name with nothing left answers 422 naming the person.',
    access: 'tip.write',
    query: SepaQuerySchema,
    response: 'binary',
    responseType: 'application/xml',
  },
  getSepaExports: {
    method: 'GET',
    path: 'v1/sepa/export/tips/{storeId}/history',
    summary:
      "Contract addition: the store's SEPA exports, newest first (range, time, who, transfers, total). " +
      'Fallback: on 404/501 the tips page says once that the history is not available; exporting works without it.',
    access: 'tip.write',
    response: SepaExportListSchema,
  },
  getSepaExportFile: {
    method: 'GET',
    path: 'v1/sepa/export/tips/{storeId}/history/{exportId}',
    summary: 'Contract addition: the file of one export again, byte for byte (no side effect).',
    access: 'tip.write',
    response: 'binary',
    responseType: 'application/xml',
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = financeContract;

/**
 * Cache: every tip range of a store carries the store's list tag; saving a tip or exporting
 * refreshes them. Financial details are never kept once unused (`keepUnusedDataFor: 0`, and
 * masked in DevTools). The SEPA file is saved to disk and never enters the store: only the
 * summary read from it does.
 */
export const financeApi = baseApi.enhanceEndpoints({ addTagTypes: ['Tip', 'UserFinancialDetails'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getTips: build.query<Tip[], TipsArg>(
      contractQuery(C.getTips, {
        request: ({ storeId, startDate, endDate }) => ({ path: { storeId }, query: { startDate, endDate } }),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
        provides: storeListTags('Tip'),
      }),
    ),
    saveTip: build.mutation<Tip, SaveTipArg>(
      contractMutation(C.saveTip, {
        request: ({ storeId, tip }) => ({ path: { storeId }, body: tip }),
        invalidates: (result, { storeId }) => [tipListTag(storeId), { type: 'Tip', id: result.id }],
      }),
    ),
    getUserFinancialDetails: build.query<UserFinancialDetails, string>(
      contractQuery(C.getUserFinancialDetails, {
        request: (userId) => ({ path: { userId } }),
        provides: (_result, userId) => [{ type: 'UserFinancialDetails', id: userId }],
        keepUnusedDataFor: 0,
      }),
    ),
    updateUserFinancialDetails: build.mutation<UserFinancialDetails, UpdateUserFinancialDetailsArg>(
      contractMutation(C.updateUserFinancialDetails, {
        request: ({ userId, details, storeId, version }) => ({ path: { userId }, body: { ...details, storeId, version } }),
        invalidates: (_result, { userId }) => [{ type: 'UserFinancialDetails', id: userId }],
      }),
    ),
    exportSepaTips: build.mutation<SepaOutcome, ExportSepaArg>({
      async queryFn({ storeId, startDate, endDate, expected }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          ...request(C.exportSepaTips, { path: { storeId }, query: { startDate, endDate } }),
          responseHandler: readFile,
        });
        return received(result, sepaFileName(startDate, endDate), expected);
      },
      extraOptions: accessOf(C.exportSepaTips),
      // The server has committed whenever it answered with a file, matched or not.
      invalidatesTags: onSuccess((_result, { storeId }) => [tipListTag(storeId)]),
    }),
    getSepaExports: build.query<SepaExport[], string>(
      contractQuery(C.getSepaExports, {
        request: (storeId) => ({ path: { storeId } }),
        // The tips' list tag: an export (which changes the tips) refreshes the history too.
        provides: (_result, storeId) => [tipListTag(storeId)],
      }),
    ),
    getSepaExportFile: build.mutation<SepaOutcome, SepaExportFileArg>({
      async queryFn({ storeId, exportId, fileName, expected }, _api, _extra, baseQuery) {
        const result = await baseQuery({ ...request(C.getSepaExportFile, { path: { storeId, exportId } }), responseHandler: readFile });
        return received(result, fileName, expected);
      },
      extraOptions: accessOf(C.getSepaExportFile),
    }),
  }),
});

export const {
  useGetTipsQuery,
  useGetUserFinancialDetailsQuery,
  useSaveTipMutation,
  useUpdateUserFinancialDetailsMutation,
  useExportSepaTipsMutation,
  useGetSepaExportsQuery,
  useGetSepaExportFileMutation,
} = financeApi;
