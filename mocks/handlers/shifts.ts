import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { ShiftInputSchema, ShiftUpdateSchema } from '@/modules/shifts/schema';
import { shifts, timeZoneOf, type MockShift } from '../db/shifts';
import { mayWorkShifts, staffOf } from '../db/staff';
import {
  assertValid,
  authenticate,
  authorize,
  badRequest,
  found,
  handle,
  holds,
  json,
  noContent,
  storeRoute,
  validated,
  type RouteContext,
} from '../http';
import { generationHandlers } from './shiftGeneration';
import { nextVersion, versioned } from './versions';
import { isInstant, dayIn } from '../rules/calendar';

/**
 * Shifts, docs/rules/people.md#shift-calls: reading a store's week needs
 * shift.read in that store, planning needs shift.update. Bodies are checked with the same schemas
 * as the side panel; an assignee must belong to the store's staff and may work shifts there.
 * Drafts are answered only to planners (shift.update): staff see published shifts alone.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function assertAssignee(storeId: string, userId: string): void {
  if (userId && !staffOf(storeId).some((s) => s.userId === userId)) {
    assertValid({ userId: 'This person is not on the staff of the store.' });
  }
  if (userId && !mayWorkShifts(storeId, userId)) assertValid({ userId: 'This person may not work shifts in this store.' });
}

/** The body checked against the schema, then who may plan in its store and whether the assignee works there. */
async function validShift<T extends { storeId: string; userId: string }>(
  { request, body }: RouteContext,
  parse: (body: Record<string, unknown>) => T,
): Promise<T> {
  const input = parse(await body());
  authorize(request, PERMISSIONS.shiftUpdate, input.storeId);
  assertAssignee(input.storeId, input.userId);
  return input;
}

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/shift/store/:storeId', PERMISSIONS.shiftRead, ({ storeId, need, user }) => {
    const [startDate, endDate] = need('startDate', 'endDate');
    if (!DATE.test(startDate) || !DATE.test(endDate)) throw badRequest('startDate and endDate must be YYYY-MM-DD.');
    const tz = timeZoneOf(storeId);
    // Drafts are the planner's: only people who plan (shift.update) see them (issue #30).
    const planner = holds(user, PERMISSIONS.shiftUpdate, storeId);
    const rows = shifts
      .where((s) => s.storeId === storeId && (planner || s.status !== 'draft'))
      .filter((s) => {
        // A row with an unreadable start (bad data, issue #29) is answered as it is: the app must cope.
        if (!isInstant(s.start)) return true;
        const day = dayIn(s.start, tz);
        return day >= startDate && day <= endDate;
      })
      .sort((a, b) => a.start.localeCompare(b.start));
    // Every shift answers with its version (a seed is at 1), so a first edit is checked too (issue #29).
    return json(versioned(rows));
  }),
  handle('post', 'v1/shift', async (ctx) => {
    const { lawOverrideReason: _reason, ...input } = await validShift(ctx, (b) => validated(b, ShiftInputSchema));
    const row: MockShift = { ...input, id: shifts.nextId('shift') };
    return json(versioned(shifts.insert(row)), 201);
  }),
  handle('put', 'v1/shift', async (ctx) => {
    const input = await validShift(ctx, (b) => validated(b, ShiftUpdateSchema));
    const existing = found(shifts.get(input.id), 'Shift', input.storeId);
    // A stale version answers 409 with the current shift; none: the last write wins (issue #29).
    const { lawOverrideReason, ...fields } = input;
    const stored: MockShift = { ...fields, version: nextVersion(existing, input.version, 'shift') };
    // Saved despite the working-time rules (issue #44): the reason is recorded with who and when.
    if (lawOverrideReason) {
      const user = authenticate(ctx.request);
      stored.lawOverride = { reason: lawOverrideReason, by: user.id, byName: user.name, at: new Date().toISOString() };
    }
    return json(shifts.update(input.id, stored));
  }),
  handle('delete', 'v1/shift/:id', ({ request, params }) => {
    const existing = found(shifts.get(params.id ?? ''), 'Shift');
    authorize(request, PERMISSIONS.shiftUpdate, existing.storeId);
    shifts.remove(existing.id);
    return noContent();
  }),
  ...generationHandlers,
];
