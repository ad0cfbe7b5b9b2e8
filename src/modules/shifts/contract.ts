import { defineContract } from '@/api/contract';
import {
  GenerateShiftsAnswerSchema,
  GenerateShiftsInputSchema,
  ShiftGenerationJobSchema,
  ShiftGenerationResultSchema,
  ShiftInputSchema,
  ShiftListSchema,
  ShiftRangeQuerySchema,
  ShiftSchema,
  ShiftUpdateSchema,
} from './schema';

/**
 * Shift calls, docs/rules/people.md#shift-calls. Reading a week needs
 * shift.read; planning (create, update, delete, generate, the job and its result) needs
 * shift.update — shift.write is a member's own availability (docs/rules/session.md#store-routes: `/shift`).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the summaries document the API (docs/openapi.json): never shown */
export const shiftContract = defineContract({
  getShifts: {
    method: 'GET',
    path: 'v1/shift/store/{storeId}',
    summary:
      "A store's shifts between two store-local dates (inclusive); drafts only for holders of shift.update (staff see published shifts)",
    access: 'shift.read',
    query: ShiftRangeQuerySchema,
    response: ShiftListSchema,
  },
  createShift: {
    method: 'POST',
    path: 'v1/shift',
    summary: 'Create a shift (body carries storeId; empty userId = open shift)',
    access: 'shift.update',
    body: ShiftInputSchema,
    response: ShiftSchema,
  },
  updateShift: {
    method: 'PUT',
    path: 'v1/shift',
    summary:
      'Update a shift (id and storeId in the body); publishing moves a draft to published. An update may send the `version` it read (answers carry it once the shift was updated); a stale one answers 409 `{message, current}` with the current shift. Without `version` the last write wins.',
    access: 'shift.update',
    body: ShiftUpdateSchema,
    response: ShiftSchema,
  },
  deleteShift: {
    method: 'DELETE',
    path: 'v1/shift/{id}',
    summary: 'Delete a shift',
    access: 'shift.update',
    response: null,
  },
  generateShifts: {
    method: 'POST',
    path: 'v1/shift/store/{storeId}/generate',
    summary:
      'Start a shift generation job ({startDate, endDate, replaceDrafts}); answers {jobId}. The job keeps to the generation rules of the body schema (approved availability by time, time off, opening hours, shift access, rest and weekly limits, wished hours)',
    access: 'shift.update',
    body: GenerateShiftsInputSchema,
    response: GenerateShiftsAnswerSchema,
  },
  getShiftGenerationJob: {
    method: 'GET',
    path: 'v1/shift/generation-jobs/{jobId}',
    summary: 'A generation job: status, progress, resultRef (SUCCEEDED) or errorMessage (FAILED, CANCELLED); polled',
    access: 'shift.update',
    response: ShiftGenerationJobSchema,
  },
  getShiftGenerationResult: {
    method: 'GET',
    path: 'v1/shift/generation-jobs/{jobId}/result',
    summary:
      "The job's proposal behind resultRef (the client calls resultRef as given): {shifts, unfilled, summary}; summary.coverage is a share 0–1 of the required slot-hours. Readable until its drafts are kept or discarded: the planner re-reads it after a reload",
    access: 'shift.update',
    response: ShiftGenerationResultSchema,
  },
});
/* eslint-enable lingui/no-unlocalized-strings */
