import { defineContract } from '@/api/contract';
import { contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { listTags, storeListId } from '@/api/tags';
import { StaffListSchema, StaffQuerySchema } from './schema';
import type { StaffMember } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    User: true;
  }
}

/**
 * The staff of a store. Product decision: every member of a store may read its staff list
 * (names and roles: the shift planner, time entries and tips of any member show them), so the
 * call needs no permission of its own; `hourlyRate` comes only to holders of shift.update.
 */
export const staffContract = defineContract({
  getStaff: {
    method: 'GET',
    path: 'v1/user/list',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- documents the API (docs/openapi.json): never shown
    summary: 'The staff of a store (hourlyRate only for holders of shift.update)',
    access: null,
    query: StaffQuerySchema,
    response: StaffListSchema,
  },
});

export const staffApi = baseApi.enhanceEndpoints({ addTagTypes: ['User'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], { storeId: string }>(
      contractQuery(staffContract.getStaff, {
        request: ({ storeId }) => ({ query: { storeId } }),
        provides: (result, { storeId }) =>
          listTags(
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
            'User',
            result?.map((s) => ({ id: s.userId })),
            storeListId(storeId),
          ),
      }),
    ),
  }),
});

export const { useGetStaffQuery } = staffApi;
