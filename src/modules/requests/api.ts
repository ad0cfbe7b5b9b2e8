import { defineContract } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { storeListTag } from '@/api/tags';
import { shiftListTag } from '@/modules/shifts';
import {
  DecisionInputSchema,
  MyRequestsSchema,
  RequestSettingsInputSchema,
  RequestSettingsSchema,
  ShiftActionInputSchema,
  ShiftRequestListSchema,
  ShiftRequestSchema,
  WithdrawInputSchema,
} from './schema';
import type { Decision, MyRequests, RequestSettings, ShiftRequest } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    ShiftRequest: true;
  }
}

/**
 * Shift requests (issue #45), every call a contract addition (docs/contract-additions.md): against
 * a server without them (404/501) "My shifts" shows no offers or claims and the queue says so.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the summaries document the API (docs/openapi.json): never shown */
export const requestsContract = defineContract({
  getMyRequests: {
    method: 'GET',
    path: 'v1/shift-requests/store/{storeId}/mine',
    summary: "The signed-in person's requests in a store and the offered or open shifts they may take (eligible only)",
    access: 'shift.write',
    response: MyRequestsSchema,
  },
  getRequestQueue: {
    method: 'GET',
    path: 'v1/shift-requests/store/{storeId}',
    summary: "A store's requests, the pending ones with what an approval would change (availability, overlaps, hours, the week's cost)",
    access: 'shift.update',
    response: ShiftRequestListSchema,
  },
  offerShift: {
    method: 'POST',
    path: 'v1/shift-requests/offer',
    summary: 'Offer one of my published shifts to anyone eligible; I stay on it until a manager approves a taker. 422 with the reason',
    access: 'shift.write',
    body: ShiftActionInputSchema,
    response: ShiftRequestSchema,
  },
  claimShift: {
    method: 'POST',
    path: 'v1/shift-requests/claim',
    summary: 'Take an offered or open shift (pending approval); refused with 422 and the reason when I may not work it',
    access: 'shift.write',
    body: ShiftActionInputSchema,
    response: ShiftRequestSchema,
  },
  withdrawRequest: {
    method: 'POST',
    path: 'v1/shift-requests/{id}/withdraw',
    summary: 'Withdraw my offer or my claim while it is not decided',
    access: 'shift.write',
    body: WithdrawInputSchema,
    response: ShiftRequestSchema,
  },
  decideRequest: {
    method: 'POST',
    path: 'v1/shift-requests/{id}/decision',
    summary: 'Approve (the shift goes to the taker) or decline with a reason (nothing changes). 409 when no longer pending',
    access: 'shift.update',
    body: DecisionInputSchema,
    response: ShiftRequestSchema,
  },
  getRequestSettings: {
    method: 'GET',
    path: 'v1/shift-requests/store/{storeId}/settings',
    summary: "The store's approval setting: offers between people of the same role without approval",
    access: 'shift.update',
    response: RequestSettingsSchema,
  },
  saveRequestSettings: {
    method: 'PUT',
    path: 'v1/shift-requests/settings',
    summary: "Change the store's approval setting",
    access: 'shift.update',
    body: RequestSettingsInputSchema,
    response: RequestSettingsSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = requestsContract;

// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
const requestTag = storeListTag('ShiftRequest');
const changed = (storeId: string) => [requestTag(storeId), shiftListTag(storeId)];

export interface ShiftActionArg {
  storeId: string;
  shiftId: string;
}

export const requestsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ShiftRequest'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getMyRequests: build.query<MyRequests, { storeId: string }>(
      contractQuery(C.getMyRequests, {
        request: ({ storeId }) => ({ path: { storeId } }),
        provides: (_r, { storeId }) => [requestTag(storeId)],
      }),
    ),
    getRequestQueue: build.query<ShiftRequest[], { storeId: string }>(
      contractQuery(C.getRequestQueue, {
        request: ({ storeId }) => ({ path: { storeId } }),
        provides: (_r, { storeId }) => [requestTag(storeId)],
      }),
    ),
    offerShift: build.mutation<ShiftRequest, ShiftActionArg>(
      contractMutation(C.offerShift, { request: (body) => ({ body }), invalidates: (_r, { storeId }) => changed(storeId) }),
    ),
    claimShift: build.mutation<ShiftRequest, ShiftActionArg>(
      contractMutation(C.claimShift, { request: (body) => ({ body }), invalidates: (_r, { storeId }) => changed(storeId) }),
    ),
    withdrawRequest: build.mutation<ShiftRequest, { id: string; storeId: string }>(
      contractMutation(C.withdrawRequest, {
        request: ({ id, storeId }) => ({ path: { id }, body: { storeId } }),
        invalidates: (_r, { storeId }) => changed(storeId),
      }),
    ),
    decideRequest: build.mutation<ShiftRequest, Decision & { id: string }>(
      contractMutation(C.decideRequest, {
        request: ({ id, ...body }) => ({ path: { id }, body }),
        invalidates: (_r, { storeId }) => changed(storeId),
      }),
    ),
    getRequestSettings: build.query<RequestSettings, { storeId: string }>(
      contractQuery(C.getRequestSettings, {
        request: ({ storeId }) => ({ path: { storeId } }),
        provides: (_r, { storeId }) => [requestTag(storeId)],
      }),
    ),
    saveRequestSettings: build.mutation<RequestSettings, RequestSettings & { storeId: string }>(
      contractMutation(C.saveRequestSettings, { request: (body) => ({ body }), invalidates: (_r, { storeId }) => [requestTag(storeId)] }),
    ),
  }),
});

export const {
  useGetMyRequestsQuery,
  useGetRequestQueueQuery,
  useOfferShiftMutation,
  useClaimShiftMutation,
  useWithdrawRequestMutation,
  useDecideRequestMutation,
  useGetRequestSettingsQuery,
  useSaveRequestSettingsMutation,
} = requestsApi;
