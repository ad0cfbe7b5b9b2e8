import { defineContract } from '@/api/contract';
import { asBody, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { LIST_ID, listTags } from '@/api/tags';
import { TimeEntryHistoryQuerySchema, TimeEntryInputSchema, TimeEntryListSchema, TimeEntrySchema } from './schema';
import type { TimeEntry, TimeEntryInput } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    TimeEntry: true;
  }
}

export interface TimeEntryHistoryArg {
  storeId: string;
  /** Store-local date, YYYY-MM-DD. */
  date: string;
}

/**
 * Time entry calls (docs/rules/people.md#time-entries).
 *
 * Access: both calls need time_entry.write. The history answers the caller's own entries of
 * the day, and everyone's in that store when the caller also holds time_entry.read: the server
 * filters, so a staff member and a manager call the same endpoint (the contract declares the
 * smaller permission, which every user of the page holds).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the contract: paths and descriptions of the api for developers, not texts people read */
export const timeEntryContract = defineContract({
  saveTimeEntry: {
    method: 'POST',
    path: 'v1/time-entry',
    summary:
      'Create a time entry (without id: a clock-in or a whole manual entry) or update one (with id: a break, the clock-out, a correction). 422 with fieldErrors when the end is not after the start or the entry overlaps another of that person.',
    access: 'time_entry.write',
    body: TimeEntryInputSchema,
    response: TimeEntrySchema,
  },
  getTimeEntryHistory: {
    method: 'GET',
    path: 'v1/time-entry/history',
    summary: "The entries of one store-local day: the caller's own with time_entry.write, everyone's in the store with time_entry.read",
    access: 'time_entry.write',
    query: TimeEntryHistoryQuerySchema,
    response: TimeEntryListSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = timeEntryContract;

/**
 * Cache: every history query carries the TimeEntry list tag, so a saved entry (a clock-in, a
 * break, a clock-out or a manual entry) refreshes the day's history and whatever else reads
 * time entries (the shift report provides the same tag). A failed save invalidates nothing.
 */
export const timeEntriesApi = baseApi.enhanceEndpoints({ addTagTypes: ['TimeEntry'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getTimeEntryHistory: build.query<TimeEntry[], TimeEntryHistoryArg>(
      contractQuery(C.getTimeEntryHistory, {
        request: ({ storeId, date }) => ({ query: { date, storeId } }),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
        provides: (result) => listTags('TimeEntry', result),
      }),
    ),
    saveTimeEntry: build.mutation<TimeEntry, TimeEntryInput>(
      contractMutation(C.saveTimeEntry, {
        request: asBody,
        invalidates: (result) => [
          { type: 'TimeEntry', id: LIST_ID },
          { type: 'TimeEntry', id: result.id },
        ],
      }),
    ),
  }),
});

export const { useGetTimeEntryHistoryQuery, useSaveTimeEntryMutation } = timeEntriesApi;
