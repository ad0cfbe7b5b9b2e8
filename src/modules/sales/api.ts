import { defineContract } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { SalesDaysSchema, SalesRangeQuerySchema, SalesSaveSchema, SalesTargetInputSchema, SalesTargetSchema } from './schema';
import type { SalesDay, SalesDayInput, SalesTarget } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Sales: true;
    SalesTarget: true;
  }
}

/**
 * Sales per store and day and the store's labour target (issue #46): contract additions, none of
 * them in the spec's contract. A server without them answers 404: the sales page says so, and every figure built
 * on sales (labour %, sales per labour hour, the planner's target colours) stays blank with that
 * reason (docs/contract-additions.md).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the contract: paths and descriptions of the api for developers, not texts people read */
export const salesContract = defineContract({
  getSales: {
    method: 'GET',
    path: 'v1/sales/store/{storeId}',
    summary:
      'Sales per store-local day from startDate to endDate (inclusive): [{date, net, gross, kind}]. kind "actual": a typed or imported ' +
      'till total; "projected": a day from today on without one, the mean of the same weekday in the last four weeks before today ' +
      '(of those that have sales). Days without either are left out.',
    access: 'sales.read',
    query: SalesRangeQuerySchema,
    response: SalesDaysSchema,
  },
  saveSales: {
    method: 'PUT',
    path: 'v1/sales/store/{storeId}',
    summary:
      'Saves till totals {days: [{date, net, gross}]}, all or none: a day already there is replaced. 422 with fieldErrors `days.<i>.<field>` when any day is wrong.',
    access: 'sales.write',
    body: SalesSaveSchema,
    response: SalesDaysSchema,
  },
  getSalesTarget: {
    method: 'GET',
    path: 'v1/sales/store/{storeId}/target',
    summary: "The store's target labour cost as % of net sales: {targetLabourPercent} (null or missing: none set).",
    access: 'sales.read',
    response: SalesTargetSchema,
  },
  saveSalesTarget: {
    method: 'PUT',
    path: 'v1/sales/store/{storeId}/target',
    summary: "Sets the store's target labour % (1–100, one decimal) or clears it (null).",
    access: 'sales.write',
    body: SalesTargetInputSchema,
    response: SalesTargetSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = salesContract;

export interface SalesRangeArg {
  storeId: string;
  startDate: string;
  endDate: string;
}

export const salesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Sales', 'SalesTarget'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getSales: build.query<SalesDay[], SalesRangeArg>(
      contractQuery(C.getSales, {
        request: ({ storeId, startDate, endDate }) => ({ path: { storeId }, query: { startDate, endDate } }),
        provides: (_r, { storeId }) => [{ type: 'Sales', id: storeId }],
      }),
    ),
    saveSales: build.mutation<SalesDay[], { storeId: string; days: SalesDayInput[] }>(
      contractMutation(C.saveSales, {
        request: ({ storeId, days }) => ({ path: { storeId }, body: { days } }),
        invalidates: (_r, { storeId }) => [{ type: 'Sales', id: storeId }],
      }),
    ),
    getSalesTarget: build.query<SalesTarget, { storeId: string }>(
      contractQuery(C.getSalesTarget, {
        request: ({ storeId }) => ({ path: { storeId } }),
        provides: (_r, { storeId }) => [{ type: 'SalesTarget', id: storeId }],
      }),
    ),
    saveSalesTarget: build.mutation<SalesTarget, { storeId: string; targetLabourPercent: number | null }>(
      contractMutation(C.saveSalesTarget, {
        request: ({ storeId, targetLabourPercent }) => ({ path: { storeId }, body: { targetLabourPercent } }),
        invalidates: (_r, { storeId }) => [{ type: 'SalesTarget', id: storeId }],
      }),
    ),
  }),
});

export const { useGetSalesQuery, useSaveSalesMutation, useGetSalesTargetQuery, useSaveSalesTargetMutation } = salesApi;
