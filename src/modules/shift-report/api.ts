import { defineContract } from '@/api/contract';
import { contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { EmployeeTipsSchema, ReportRangeQuerySchema } from './schema';
import type { EmployeeTipsRow } from './types';

/** The tag types this module declares (src/api/tags.ts); it also adds Tip, TimeEntry (declared where they are defined), which its tags use. */
declare module '@/api/tags' {
  interface TagTypes {
    EmployeeTips: true;
  }
}

/**
 * The weekly tips overview (docs/rules/people.md#weekly-tips-overview): per week (the store's week start)
 * and person, the hours worked (time entries) and the tips shared to them, for store-local dates
 * from startDate to endDate (inclusive). Access: shift.read; the team's rows need time_entry.read or tip.read, else the server
 * answers the caller's own (docs/rules/money.md#income-is-private).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the contract: paths and descriptions of the api for developers, not texts people read */
export const shiftReportContract = defineContract({
  getEmployeeTips: {
    method: 'GET',
    path: 'v1/shift/store/{storeId}/employee-tips',
    summary:
      'Weekly tips overview: [{userId, userName, weekStart, hours, tips}] per week and person in a date range. Income is private: ' +
      'without time_entry.read or tip.read in the store the caller receives only their own rows.',
    access: 'shift.read',
    query: ReportRangeQuerySchema,
    response: EmployeeTipsSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = shiftReportContract;

export interface EmployeeTipsArg {
  storeId: string;
  startDate: string;
  endDate: string;
}

export const shiftReportApi = baseApi.enhanceEndpoints({ addTagTypes: ['EmployeeTips', 'Tip', 'TimeEntry'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getEmployeeTips: build.query<EmployeeTipsRow[], EmployeeTipsArg>(
      contractQuery(C.getEmployeeTips, {
        request: ({ storeId, startDate, endDate }) => ({ path: { storeId }, query: { startDate, endDate } }),
        provides: (_r, { storeId }) => [
          { type: 'EmployeeTips', id: storeId },
          { type: 'Tip', id: 'LIST' },
          { type: 'TimeEntry', id: 'LIST' },
        ],
      }),
    ),
  }),
});

export const { useGetEmployeeTipsQuery } = shiftReportApi;
