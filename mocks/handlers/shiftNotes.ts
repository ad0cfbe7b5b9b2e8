import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { AVAILABILITY_MESSAGES, OwnShiftNotesInputSchema, ReviewShiftNotesInputSchema } from '@/modules/availability/schema';
import type { AvailabilityInput, AvailabilityVersion } from '@/modules/availability/types';
import { shiftNotes, shiftNotesId, type MockShiftNotes } from '../db/shiftNotes';
import { staffOf } from '../db/staff';
import { apiPath, assertValid, authenticate, authorize, HttpError, notFound, readBody, requireQuery, route } from '../http';

const storeOf = (body: Record<string, unknown>) => (typeof body.storeId === 'string' ? body.storeId : '');

/** The answer: the record without the mock's own id. */
function toAnswer({ id: _id, ...notes }: MockShiftNotes) {
  return notes;
}

function empty(storeId: string, userId: string) {
  return { userId, storeId, weekly: [], exceptions: [], wishedHoursPerWeek: null, note: '', approved: null };
}

function versionOf(input: AvailabilityInput, reviewedBy: string, reviewedAt: string): AvailabilityVersion {
  return { ...input, reviewedBy, reviewedAt };
}

function member(storeId: string, userId: string) {
  if (!staffOf(storeId).some((s) => s.userId === userId)) throw notFound('Staff member');
}

/**
 * Shift notes (availability), decisions.md "People and time": own notes with shift.write,
 * anyone else's and the team's with shift.update. Saving one's own makes a pending change
 * (the approved version stays beside it); a manager approves, declines (a reason) or edits
 * (saved as approved). Bodies are checked with the app's own schemas (422 with fieldErrors).
 */
export const handlers: HttpHandler[] = [
  http.patch(
    apiPath('v1/user/shift-notes'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const user = authorize(request, PERMISSIONS.shiftWrite, storeOf(body) || null);
      assertValid(fieldErrorsOf(OwnShiftNotesInputSchema, body));
      const { storeId, ...input } = OwnShiftNotesInputSchema.parse(body);
      member(storeId, user.id);
      const id = shiftNotesId(storeId, user.id);
      const existing = shiftNotes.get(id);
      const next: MockShiftNotes = {
        id,
        userId: user.id,
        storeId,
        ...input,
        status: 'pending',
        updatedAt: new Date().toISOString(),
        approved: existing?.approved ?? null,
      };
      if (existing) shiftNotes.remove(id);
      shiftNotes.insert(next);
      return HttpResponse.json(toAnswer(next));
    }),
  ),
  http.get(
    apiPath('v1/user/store/:storeId/shift-notes'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.shiftUpdate, storeId);
      const team = new Set(staffOf(storeId).map((s) => s.userId));
      return HttpResponse.json(shiftNotes.where((n) => n.storeId === storeId && team.has(n.userId)).map(toAnswer));
    }),
  ),
  http.get(
    apiPath('v1/user/:userId/shift-notes'),
    route(({ request, params }) => {
      const userId = String(params.userId);
      const storeId = requireQuery(new URL(request.url), 'storeId');
      const user = authenticate(request);
      authorize(request, user.id === userId ? PERMISSIONS.shiftWrite : PERMISSIONS.shiftUpdate, storeId);
      const notes = shiftNotes.get(shiftNotesId(storeId, userId));
      if (!notes) member(storeId, userId);
      return HttpResponse.json(notes ? toAnswer(notes) : empty(storeId, userId));
    }),
  ),
  http.patch(
    apiPath('v1/user/:userId/shift-notes'),
    route(async ({ request, params }) => {
      const userId = String(params.userId);
      const body = await readBody(request);
      const user = authorize(request, PERMISSIONS.shiftUpdate, storeOf(body) || null);
      assertValid(fieldErrorsOf(ReviewShiftNotesInputSchema, body));
      const review = ReviewShiftNotesInputSchema.parse(body);
      member(review.storeId, userId);
      const id = shiftNotesId(review.storeId, userId);
      const existing = shiftNotes.get(id);
      const now = new Date().toISOString();
      if (review.action === 'edit' && review.notes) {
        const version = versionOf(review.notes, user.id, now);
        const next: MockShiftNotes = { id, userId, storeId: review.storeId, ...version, status: 'approved', updatedAt: now, approved: version };
        if (existing) shiftNotes.remove(id);
        shiftNotes.insert(next);
        return HttpResponse.json(toAnswer(next));
      }
      if (!existing || existing.status !== 'pending') throw new HttpError(409, AVAILABILITY_MESSAGES.nothingPending);
      const decided =
        review.action === 'approve'
          ? shiftNotes.update(id, {
              status: 'approved',
              reviewedBy: user.id,
              reviewedAt: now,
              declineReason: undefined,
              approved: versionOf(
                { weekly: existing.weekly, exceptions: existing.exceptions.map((e) => ({ ...e })), wishedHoursPerWeek: existing.wishedHoursPerWeek ?? null, note: existing.note },
                user.id,
                now,
              ),
            })
          : shiftNotes.update(id, { status: 'declined', reviewedBy: user.id, reviewedAt: now, declineReason: (review.declineReason ?? '').trim() });
      if (!decided) throw notFound('Shift notes');
      return HttpResponse.json(toAnswer(decided));
    }),
  ),
];
