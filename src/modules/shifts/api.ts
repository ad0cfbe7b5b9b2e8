import type { FetchArgs } from '@reduxjs/toolkit/query';
import { resolveApiPath } from '@/api/apiPath';
import { isRecord } from '@/lib/isRecord';
import { answer, request } from '@/api/contract';
import { invalidRequestError, type ApiError } from '@/api/errors';
import type { baseQuery } from '@/api/baseQuery';
import { accessOf, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi, checkedAnswer } from '@/api/baseApi';
import { onSuccess, recordTags, storeListTag } from '@/api/tags';
import { SHIFT_GENERATION } from '@/config/constants';
import { SHIFT_MESSAGES } from './messages';
import { z } from 'zod/mini';
import { isInstant } from './schema';
import type { GenerateShiftsInput, Shift, ShiftGenerationJob, ShiftGenerationResult, ShiftInput, ShiftUpdate } from './types';
import { shiftContract } from './contract';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Shift: true;
    ShiftJob: true;
  }
}

export { shiftContract };
const C = shiftContract;

export interface ShiftRangeArg {
  storeId: string | null | undefined;
  startDate: string | null | undefined;
  endDate: string | null | undefined;
}
export interface CreateShiftArg {
  storeId: string | null | undefined;
  shift: Omit<ShiftInput, 'storeId'>;
}
export interface UpdateShiftArg {
  storeId: string | null | undefined;
  shift: Omit<ShiftUpdate, 'storeId'>;
}
export interface DeleteShiftArg {
  storeId: string;
  id: string;
}
export interface GenerateShiftsArg {
  storeId: string | null | undefined;
  input: Partial<GenerateShiftsInput>;
}

const byId = (a: Shift, b: Shift) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A week's shifts (`getShifts`' argument) once its store and dates are known. */
export interface ShiftRangeKey {
  storeId: string;
  startDate: string;
  endDate: string;
}

/**
 * Splits an answer into the shifts a week can place and those whose start or end is missing or
 * unreadable (issues #29, #32): the latter are left out of the week (every reader places shifts by
 * their times) with a console note, and the planner lists them as "time not set" / "unreadable time".
 * Each row is checked once by the contract's schema (`checkedAnswer`): the week's rows and the
 * others apart. An answer that is not a list of shifts is checked whole, so the schema refuses it.
 */
function placeable(rows: unknown): { data: { readable: Shift[]; rest: Shift[] } } | { error: ApiError } {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const unreadable = (row: Record<string, unknown>) => !(isInstant(text(row.start)) && isInstant(text(row.end)));
  const list = Array.isArray(rows) && rows.every(isRecord) ? rows : null;
  const week = checkedAnswer('getShifts', C.getShifts.response, list ? list.filter((row) => !unreadable(row)) : rows);
  const rest = checkedAnswer('getShifts', C.getShifts.response, list ? list.filter(unreadable) : []);
  if ('error' in week) return week;
  if ('error' in rest) return rest;
  if (rest.data.length > 0)
    console.warn(`Shifts without a readable start or end were left out of the week: ${rest.data.map((s) => s.id).join(', ')}`);
  return { data: { readable: [...week.data].sort(byId), rest: rest.data } };
}

/** A check that failed before sending: nothing is sent. */
function clientError(message: string): ApiError {
  return invalidRequestError(message);
}

/** A store's shift tag, so a week refreshes after any change in that store. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
export const shiftListTag = storeListTag('Shift');

type Send = (arg: FetchArgs) => ReturnType<typeof baseQuery>;

/**
 * Create and update send the shift with its store in the body; without a store nothing is sent.
 * `storeMissing` is read when the check fails, not when the endpoint is defined: a message read at
 * import would stay in the language active then (docs/rules/i18n.md).
 */
function saveShift(name: 'createShift' | 'updateShift', storeMissing: () => string) {
  return async ({ storeId, shift }: CreateShiftArg | UpdateShiftArg, _api: unknown, _extra: unknown, send: Send) => {
    if (!storeId) return { error: clientError(storeMissing()) };
    const result = await send(request(C[name], { body: { ...shift, storeId } }));
    return result.error ? { error: result.error } : checkedAnswer(name, C[name].response, result.data);
  };
}

function jobIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('jobId' in data)) return null;
  const { jobId } = data;
  return typeof jobId === 'string' && jobId.trim() !== '' ? jobId : typeof jobId === 'number' ? String(jobId) : null;
}

/** The generate request: docs/rules/people.md#shift-generation gives it its own time-out of 600 s. */
export function generateRequest(storeId: string, input: Partial<GenerateShiftsInput>): FetchArgs {
  return {
    ...request(C.generateShifts, { path: { storeId }, body: { replaceDrafts: false, ...input } }),
    timeout: SHIFT_GENERATION.requestTimeoutMs,
  };
}

export const shiftsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Shift', 'ShiftJob'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getShifts: build.query<Shift[], ShiftRangeArg>({
      async queryFn({ storeId, startDate, endDate }, api, _extra, baseQuery) {
        if (!storeId) return { error: clientError(SHIFT_MESSAGES.storeRequiredFetch) };
        if (!startDate || !endDate) return { error: clientError(SHIFT_MESSAGES.datesRequired) };
        const result = await baseQuery(request(C.getShifts, { path: { storeId }, query: { startDate, endDate } }));
        if (result.error) return { error: result.error };
        // Kept in id order: after a move the refetched week shares every unchanged shift object with
        // the cached one (structural sharing goes index by index), so only the moved card redraws.
        const placed = placeable(result.data);
        if ('error' in placed) return placed;
        api.dispatch(shiftsApi.util.upsertQueryData('getUnplacedShifts', { storeId, startDate, endDate }, placed.data.rest));
        return { data: placed.data.readable };
      },
      extraOptions: accessOf(C.getShifts),
      providesTags: (result, _error, { storeId }) => [
        shiftListTag(storeId ?? ''),
        ...(result ?? []).map((s) => ({ type: 'Shift' as const, id: s.id })),
      ],
    }),
    createShift: build.mutation<Shift, CreateShiftArg>({
      queryFn: saveShift('createShift', () => SHIFT_MESSAGES.storeRequiredCreate),
      extraOptions: accessOf(C.createShift),
      invalidatesTags: onSuccess((_r, { storeId }) => [shiftListTag(storeId ?? '')]),
    }),
    updateShift: build.mutation<Shift, UpdateShiftArg>({
      queryFn: saveShift('updateShift', () => SHIFT_MESSAGES.storeRequiredUpdate),
      extraOptions: accessOf(C.updateShift),
      // Optimistic: the week shows a move or an edit at once; a failure puts it back.
      async onQueryStarted({ storeId, shift }, api) {
        if (!storeId) return;
        const weeks = shiftsApi.util
          .selectInvalidatedBy(api.getState(), [shiftListTag(storeId)])
          .filter((entry) => entry.endpointName === 'getShifts');
        const patchWeeks = (change: Partial<Shift>) =>
          weeks.map((entry) =>
            api.dispatch(
              shiftsApi.util.updateQueryData('getShifts', entry.originalArgs as ShiftRangeArg, (draft) => {
                const found = draft.find((s) => s.id === shift.id);
                if (found) Object.assign(found, change);
              }),
            ),
          );
        const patches = patchWeeks({ ...shift, storeId });
        try {
          const { data } = await api.queryFulfilled;
          // The saved version at once: a second move before the week is read again sends it, not
          // the one it replaced (which the server would refuse as stale, issue #29).
          if (data.version !== undefined) patchWeeks({ version: data.version });
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: onSuccess((_r, { storeId }) => [shiftListTag(storeId ?? '')]),
    }),
    deleteShift: build.mutation<null, DeleteShiftArg>(
      contractMutation(C.deleteShift, {
        request: ({ id }) => ({ path: { id } }),
        invalidates: (_r, { storeId }) => [shiftListTag(storeId)],
      }),
    ),
    generateShifts: build.mutation<{ jobId: string }, GenerateShiftsArg>({
      async queryFn({ storeId, input }, _api, _extra, baseQuery) {
        if (!storeId) return { error: clientError(SHIFT_MESSAGES.storeRequiredGenerate) };
        if (!input.startDate || !input.endDate) return { error: clientError(SHIFT_MESSAGES.datesRequired) };
        const result = await baseQuery(generateRequest(storeId, input));
        if (result.error) return { error: result.error };
        const jobId = jobIdOf(result.data);
        return jobId ? { data: { jobId } } : { error: clientError(SHIFT_MESSAGES.noJobId) };
      },
      responseSchema: answer(z.object({ jobId: z.string() })),
      extraOptions: accessOf(C.generateShifts),
    }),
    getShiftGenerationJob: build.query<ShiftGenerationJob, string>(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag
      contractQuery(C.getShiftGenerationJob, { request: (jobId) => ({ path: { jobId } }), provides: recordTags('ShiftJob') }),
    ),
    getShiftGenerationResult: build.query<ShiftGenerationResult, string>({
      async queryFn(resultRef, _api, _extra, baseQuery) {
        const url = resolveApiPath(resultRef);
        if (url === null) return { error: clientError(SHIFT_MESSAGES.badResultRef) };
        const result = await baseQuery({ url, method: 'GET' });
        return result.error
          ? { error: result.error }
          : checkedAnswer('getShiftGenerationResult', C.getShiftGenerationResult.response, result.data);
      },
      extraOptions: accessOf(C.getShiftGenerationResult),
      providesTags: (_r, _e, ref) => [{ type: 'ShiftJob', id: `RESULT:${ref}` }],
    }),
    /**
     * The shifts of a week's answer that the week could not place (see `placeable`): a cache entry
     * `getShifts` fills for the same store and dates. It calls nothing itself.
     */
    getUnplacedShifts: build.query<Shift[], ShiftRangeKey>({
      queryFn: () => ({ data: [] }),
    }),
  }),
});

export const {
  useGetShiftsQuery,
  useGetShiftGenerationJobQuery,
  useGetShiftGenerationResultQuery,
  useGetUnplacedShiftsQuery,
  useCreateShiftMutation,
  useUpdateShiftMutation,
  useDeleteShiftMutation,
  useGenerateShiftsMutation,
} = shiftsApi;

/** The shifts of a week's answer that could not be placed (the planner lists them apart). */
export function useUnplacedShifts(storeId: string, startDate: string, endDate: string): readonly Shift[] {
  return useGetUnplacedShiftsQuery({ storeId, startDate, endDate }).data ?? NONE;
}
const NONE: readonly Shift[] = [];
