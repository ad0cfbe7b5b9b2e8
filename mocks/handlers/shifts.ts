import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { ShiftInputSchema, ShiftUpdateSchema } from '@/modules/shifts/schema';
import { dayOf } from '@/modules/shifts/time';
import { shifts, timeZoneOf, type MockShift } from '../db/shifts';
import { staffOf } from '../db/staff';
import { assertValid, authorize, badRequest, found, handle, json, noContent, storeRoute, validated, type RouteContext } from '../http';
import { generationHandlers } from './shiftGeneration';
import { nextVersion } from './versions';

/**
 * Shifts, spec 7 "Shift" (decisions.md "People and time"): reading a store's week needs
 * shift.read in that store, planning needs shift.update. Bodies are checked with the same schemas
 * as the side panel; an assignee must belong to the store's staff.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function assertAssignee(storeId: string, userId: string): void {
  if (userId && !staffOf(storeId).some((s) => s.userId === userId)) {
    assertValid({ userId: 'This person is not on the staff of the store.' });
  }
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
  storeRoute('get', 'v1/shift/store/:storeId', PERMISSIONS.shiftRead, ({ storeId, need }) => {
    const [startDate, endDate] = need('startDate', 'endDate');
    if (!DATE.test(startDate) || !DATE.test(endDate)) throw badRequest('startDate and endDate must be YYYY-MM-DD.');
    const tz = timeZoneOf(storeId);
    const rows = shifts
      .where((s) => s.storeId === storeId)
      .filter((s) => {
        const day = dayOf(s.start, tz);
        return day >= startDate && day <= endDate;
      })
      .sort((a, b) => a.start.localeCompare(b.start));
    return json(rows);
  }),
  handle('post', 'v1/shift', async (ctx) => {
    const input = await validShift(ctx, (b) => validated(b, ShiftInputSchema));
    const row: MockShift = { ...input, id: shifts.nextId('shift') };
    return json(shifts.insert(row), 201);
  }),
  handle('put', 'v1/shift', async (ctx) => {
    const input = await validShift(ctx, (b) => validated(b, ShiftUpdateSchema));
    const existing = found(shifts.get(input.id), 'Shift', input.storeId);
    // A stale version answers 409 with the current shift; none: the last write wins (issue #29).
    const stored = { ...input, version: nextVersion(existing, input.version, 'shift') };
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
