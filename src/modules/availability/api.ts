import { defineContract } from '@/api/contract';
import { contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { storeListTag } from '@/api/tags';
import {
  OwnShiftNotesInputSchema,
  ReviewShiftNotesInputSchema,
  ShiftNotesListSchema,
  ShiftNotesQuerySchema,
  ShiftNotesSchema,
} from './schema';
import type { AvailabilityInput, ShiftNotes } from './types';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    ShiftNote: true;
  }
}

/**
 * Shift notes = availability (docs/rules/people.md#availability).
 * - `PATCH v1/user/shift-notes`: the signed-in user's own, for the store in the body (shift.write).
 * - `GET v1/user/{userId}/shift-notes?storeId`: one user's. Reading one's own needs shift.write,
 *   someone else's shift.update. The contract declares the smaller permission (every user of
 *   `/shift` holds it); the server refuses another person's notes without shift.update. The app
 *   calls it for the signed-in user only (team pages use the team list).
 * - `GET v1/user/store/{storeId}/shift-notes`: the team's (shift.update).
 * - `PATCH v1/user/{userId}/shift-notes`: a manager approves, declines (with a reason) or edits
 *   (saved as approved) a person's notes (shift.update).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the summaries document the API (docs/openapi.json): never shown */
export const shiftNotesContract = defineContract({
  saveOwnShiftNotes: {
    method: 'PATCH',
    path: 'v1/user/shift-notes',
    summary: "Save the signed-in user's availability for a store (body carries storeId); it becomes a pending change. 422 with fieldErrors",
    access: 'shift.write',
    body: OwnShiftNotesInputSchema,
    response: ShiftNotesSchema,
  },
  getUserShiftNotes: {
    method: 'GET',
    path: 'v1/user/{userId}/shift-notes',
    summary: "One user's availability in a store (own: shift.write; another user's: shift.update, refused otherwise)",
    access: 'shift.write',
    query: ShiftNotesQuerySchema,
    response: ShiftNotesSchema,
  },
  getTeamShiftNotes: {
    method: 'GET',
    path: 'v1/user/store/{storeId}/shift-notes',
    summary: "The availability of a store's team (one record per person who submitted any)",
    access: 'shift.update',
    response: ShiftNotesListSchema,
  },
  reviewShiftNotes: {
    method: 'PATCH',
    path: 'v1/user/{userId}/shift-notes',
    summary: "A manager approves, declines (declineReason) or edits (notes, saved as approved) a person's availability",
    access: 'shift.update',
    body: ReviewShiftNotesInputSchema,
    response: ShiftNotesSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
const C = shiftNotesContract;

export interface UserShiftNotesArg {
  userId: string;
  storeId: string;
}
export interface SaveOwnShiftNotesArg {
  storeId: string;
  notes: AvailabilityInput;
  /** The version the notes build on (issue #41); none when the server sent none. */
  version?: number;
}
/** `version`: of the record decided on or edited (issue #41); none when the server sent none. */
export type ReviewShiftNotesArg =
  | { userId: string; storeId: string; action: 'approve'; version?: number }
  | { userId: string; storeId: string; action: 'decline'; declineReason: string; version?: number }
  | { userId: string; storeId: string; action: 'edit'; notes: AvailabilityInput; version?: number };

const noteTag = (storeId: string, userId: string) => ({ type: 'ShiftNote' as const, id: `${storeId}:${userId}` });
// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
const teamTag = storeListTag('ShiftNote');

/** The body of a review: only the fields of its action. */
export function reviewBody(arg: ReviewShiftNotesArg) {
  const { userId: _userId, version, ...body } = arg;
  return version === undefined ? body : { ...body, version };
}

export const shiftNotesApi = baseApi.enhanceEndpoints({ addTagTypes: ['ShiftNote'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getUserShiftNotes: build.query<ShiftNotes, UserShiftNotesArg>(
      contractQuery(C.getUserShiftNotes, {
        request: ({ userId, storeId }) => ({ path: { userId }, query: { storeId } }),
        provides: (_r, { storeId, userId }) => [noteTag(storeId, userId)],
      }),
    ),
    getTeamShiftNotes: build.query<ShiftNotes[], { storeId: string }>(
      contractQuery(C.getTeamShiftNotes, {
        request: ({ storeId }) => ({ path: { storeId } }),
        provides: (result, { storeId }) => [teamTag(storeId), ...(result ?? []).map((n) => noteTag(storeId, n.userId))],
      }),
    ),
    saveOwnShiftNotes: build.mutation<ShiftNotes, SaveOwnShiftNotesArg>(
      contractMutation(C.saveOwnShiftNotes, {
        request: ({ storeId, notes, version }) => ({ body: { ...notes, storeId, ...(version === undefined ? {} : { version }) } }),
        invalidates: (r, { storeId }) => [noteTag(storeId, r.userId), teamTag(storeId)],
      }),
    ),
    reviewShiftNotes: build.mutation<ShiftNotes, ReviewShiftNotesArg>(
      contractMutation(C.reviewShiftNotes, {
        request: (arg) => ({ path: { userId: arg.userId }, body: reviewBody(arg) }),
        invalidates: (_r, { storeId, userId }) => [noteTag(storeId, userId), teamTag(storeId)],
      }),
    ),
  }),
});

export const { useGetUserShiftNotesQuery, useGetTeamShiftNotesQuery, useSaveOwnShiftNotesMutation, useReviewShiftNotesMutation } =
  shiftNotesApi;
