import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { OwnShiftNotesInputSchema, ReviewShiftNotesInputSchema } from '@/modules/availability/schema';
import { SERVER_MESSAGES } from '../rules/messages';
import type { AvailabilityInput, AvailabilityVersion } from '@/modules/availability/types';
import { shiftNotes, shiftNotesId, type MockShiftNotes } from '../db/shiftNotes';
import { staffOf } from '../db/staff';
import { authenticate, authorize, handle, HttpError, json, notFound, storeRoute, validated } from '../http';
import { nextVersion, versioned } from './versions';

const storeOf = (body: Record<string, unknown>) => (typeof body.storeId === 'string' ? body.storeId : '');

/** The answer: the record without the mock's own id. */
function toAnswer({ id: _id, ...notes }: MockShiftNotes) {
  return versioned(notes);
}

/** Notes never saved: answered at version 1, as every versioned record (./versions.ts), so the first save sends 1. */
function empty(storeId: string, userId: string) {
  return { userId, storeId, weekly: [], exceptions: [], wishedHoursPerWeek: null, note: '', approved: null, version: 1 };
}

function versionOf(input: AvailabilityInput, reviewedBy: string, reviewedAt: string): AvailabilityVersion {
  return { ...input, reviewedBy, reviewedAt };
}

function member(storeId: string, userId: string) {
  if (!staffOf(storeId).some((s) => s.userId === userId)) throw notFound('Staff member');
}

/**
 * Shift notes (availability), docs/rules/people.md#availability: own notes with shift.write,
 * anyone else's and the team's with shift.update. Saving one's own makes a pending change
 * (the approved version stays beside it); a manager approves, declines (a reason) or edits
 * (saved as approved). Bodies are checked with the contract's schemas (422 with fieldErrors).
 * Every answer carries `version`, raised by each save and decision; both PATCH calls send the one
 * they read: a stale one answers 409 with the current record, none 422 (issue #41, ./versions.ts;
 * notes never saved are at version 1).
 */
export const handlers: HttpHandler[] = [
  handle('patch', 'v1/user/shift-notes', async ({ request, body }) => {
    const sent = await body();
    const user = authorize(request, PERMISSIONS.shiftWrite, storeOf(sent) || null);
    const { storeId, ...input } = validated(sent, OwnShiftNotesInputSchema);
    member(storeId, user.id);
    const id = shiftNotesId(storeId, user.id);
    const existing = shiftNotes.get(id);
    const version = nextVersion(existing ?? {}, sent.version, 'availability', existing !== undefined);
    const next: MockShiftNotes = {
      id,
      userId: user.id,
      storeId,
      ...input,
      version,
      status: 'pending',
      updatedAt: new Date().toISOString(),
      approved: existing?.approved ?? null,
    };
    if (existing) shiftNotes.remove(id);
    shiftNotes.insert(next);
    return json(toAnswer(next));
  }),
  storeRoute('get', 'v1/user/store/:storeId/shift-notes', PERMISSIONS.shiftUpdate, ({ storeId }) => {
    const team = new Set(staffOf(storeId).map((s) => s.userId));
    return json(shiftNotes.where((n) => n.storeId === storeId && team.has(n.userId)).map(toAnswer));
  }),
  handle('get', 'v1/user/:userId/shift-notes', ({ request, params, need }) => {
    const userId = params.userId ?? '';
    const [storeId] = need('storeId');
    const user = authenticate(request);
    authorize(request, user.id === userId ? PERMISSIONS.shiftWrite : PERMISSIONS.shiftUpdate, storeId);
    const notes = shiftNotes.get(shiftNotesId(storeId, userId));
    if (!notes) member(storeId, userId);
    return json(notes ? toAnswer(notes) : empty(storeId, userId));
  }),
  handle('patch', 'v1/user/:userId/shift-notes', async ({ request, params, body }) => {
    const userId = params.userId ?? '';
    const sent = await body();
    const user = authorize(request, PERMISSIONS.shiftUpdate, storeOf(sent) || null);
    const review = validated(sent, ReviewShiftNotesInputSchema);
    member(review.storeId, userId);
    const id = shiftNotesId(review.storeId, userId);
    const existing = shiftNotes.get(id);
    const now = new Date().toISOString();
    // Decided on or edited as read: a stale version answers 409 with the notes as they are now, none 422.
    const version = nextVersion(existing ?? {}, sent.version, 'availability', existing !== undefined);
    if (review.action === 'edit' && review.notes) {
      const approved = versionOf(review.notes, user.id, now);
      const next: MockShiftNotes = {
        id,
        userId,
        storeId: review.storeId,
        ...approved,
        version,
        status: 'approved',
        updatedAt: now,
        approved,
      };
      if (existing) shiftNotes.remove(id);
      shiftNotes.insert(next);
      return json(toAnswer(next));
    }
    if (!existing || existing.status !== 'pending') throw new HttpError(409, SERVER_MESSAGES.nothingPending);
    const decided =
      review.action === 'approve'
        ? shiftNotes.update(id, {
            version,
            status: 'approved',
            reviewedBy: user.id,
            reviewedAt: now,
            declineReason: undefined,
            approved: versionOf(
              {
                weekly: existing.weekly,
                exceptions: existing.exceptions.map((e) => ({ ...e })),
                wishedHoursPerWeek: existing.wishedHoursPerWeek ?? null,
                note: existing.note,
              },
              user.id,
              now,
            ),
          })
        : shiftNotes.update(id, {
            version,
            status: 'declined',
            reviewedBy: user.id,
            reviewedAt: now,
            declineReason: (review.declineReason ?? '').trim(),
          });
    if (!decided) throw notFound('Shift notes');
    return json(toAnswer(decided));
  }),
];
