import { z } from 'zod/mini';
import { defineContract, request } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { apiHooks } from '@/api/permitted';
import { onSuccess, storeListTag, storeListTags } from '@/api/tags';
import { PERMISSIONS } from '@/config/permissions';
import { downloadBlob } from '@/lib/download';
import { sepaFileName } from './logic';
import {
  SepaQuerySchema,
  TipInputSchema,
  TipListSchema,
  TipSchema,
  TipsQuerySchema,
  UserFinancialDetailsBodySchema,
  UserFinancialDetailsSchema,
} from './schema';
import { readSepaSummary } from './sepa';
import type { SepaSummary, Tip, TipInput, UserFinancialDetails, UserFinancialDetailsInput } from './types';

export interface TipsArg {
  storeId: string;
  startDate?: string;
  endDate?: string;
}
export interface SaveTipArg {
  storeId: string;
  /** With `id` the tip is updated, without one it is created (decisions.md "Money"). */
  tip: TipInput;
}
export interface UpdateUserFinancialDetailsArg {
  userId: string;
  details: UserFinancialDetailsInput;
  /** The store the change is made from (the current store): recorded with the change. */
  storeId?: string;
}
/** A SEPA export covers the tips of a whole range: the tips' argument with both dates. */
export type ExportSepaArg = Required<TipsArg>;

/** List tag of one store's tips: every range of that store carries it. */
export const tipListTag = storeListTag('Tip');

/** Finance calls of spec 7 and decisions.md "Money"; each path, permission and schema written once. */
export const financeContract = defineContract({
  getTips: {
    method: 'GET',
    path: 'v1/finance/store/{storeId}/tips',
    summary: "A store's tips, optionally of a date range (YYYY-MM-DD, inclusive)",
    access: PERMISSIONS.tipRead,
    query: TipsQuerySchema,
    response: TipListSchema,
  },
  saveTip: {
    method: 'POST',
    path: 'v1/finance/store/{storeId}/tip',
    summary: 'Create a tip (no id) or update one (with id); exported tips answer 409',
    access: PERMISSIONS.tipWrite,
    body: TipInputSchema,
    response: TipSchema,
  },
  getUserFinancialDetails: {
    method: 'GET',
    path: 'v1/finance/user/{userId}/financial-details',
    summary:
      "A person's bank details for tip payouts (empty texts when none are on file); additions: `stores` (the stores that pay the person) and `changes` (who changed them, when, from which store). Readable with tip.write in one of the person's stores, or by the person",
    access: PERMISSIONS.tipWrite,
    response: UserFinancialDetailsSchema,
  },
  updateUserFinancialDetails: {
    method: 'PATCH',
    path: 'v1/finance/user/{userId}/financial-details',
    summary:
      "Save a person's bank details (IBAN checked with mod-97, BIC optional). One account pays the person in every store, so a change needs tip.write in every store the person belongs to, or being the person: otherwise 422 with the reason (never 403). Every change is recorded with who, when and the body's `storeId` (an addition: the store it is made from, where the caller must hold tip.write, else 422 fieldErrors.storeId)",
    access: PERMISSIONS.tipWrite,
    body: UserFinancialDetailsBodySchema,
    response: UserFinancialDetailsSchema,
  },
  exportSepaTips: {
    method: 'GET',
    path: 'v1/sepa/export/tips/{storeId}',
    summary: 'pain.001.001.09 credit transfer of the approved tips of a range; they become exported',
    access: PERMISSIONS.tipWrite,
    query: SepaQuerySchema,
    response: 'binary',
    responseType: 'application/xml',
  },
});
const C = financeContract;

/**
 * Cache: every tip range of a store carries the store's list tag; saving a tip or exporting
 * refreshes them. Financial details are never kept once unused (`keepUnusedDataFor: 0`, and
 * masked in DevTools). The SEPA file is saved to disk and never enters the store: only the
 * summary read from it does.
 */
export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTips: build.query<Tip[], TipsArg>(
      contractQuery(C.getTips, {
        request: ({ storeId, startDate, endDate }) => ({ path: { storeId }, query: { startDate, endDate } }),
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
        request: ({ userId, details, storeId }) => ({ path: { userId }, body: { ...details, storeId } }),
        invalidates: (_result, { userId }) => [{ type: 'UserFinancialDetails', id: userId }],
      }),
    ),
    exportSepaTips: build.mutation<SepaSummary, ExportSepaArg>({
      async queryFn({ storeId, startDate, endDate }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          ...request(C.exportSepaTips, { path: { storeId }, query: { startDate, endDate } }),
          responseHandler: async (response): Promise<unknown> => (response.ok ? response.text() : ((await response.json().catch(() => null)) as unknown)),
        });
        if (result.error) return { error: result.error };
        const xml = z.string().safeParse(result.data);
        if (!xml.success) return { error: { status: 'CUSTOM_ERROR', error: 'The SEPA file could not be read.' } };
        const fileName = sepaFileName(startDate, endDate);
        try {
          const summary = readSepaSummary(xml.data, fileName);
          downloadBlob(new Blob([xml.data], { type: 'application/xml' }), fileName);
          return { data: summary };
        } catch (error) {
          return { error: { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : 'The SEPA file could not be read.' } };
        }
      },
      invalidatesTags: onSuccess((_result, { storeId }) => [tipListTag(storeId)]),
    }),
  }),
});

export const {
  useGetTipsQuery,
  useGetUserFinancialDetailsQuery,
  useSaveTipMutation,
  useUpdateUserFinancialDetailsMutation,
  useExportSepaTipsMutation,
} = apiHooks(financeApi);
