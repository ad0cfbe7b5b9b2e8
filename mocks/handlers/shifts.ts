import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { ShiftInputSchema, ShiftUpdateSchema } from '@/modules/shifts/schema';
import { dayOf } from '@/modules/shifts/time';
import { shifts, timeZoneOf, type MockShift } from '../db/shifts';
import { staffOf } from '../db/staff';
import { apiPath, assertValid, authorize, badRequest, notFound, readBody, requireQuery, route } from '../http';
import { generationHandlers } from './shiftGeneration';

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
  request: Request,
  schema: typeof ShiftInputSchema | typeof ShiftUpdateSchema,
  parse: (body: unknown) => T,
): Promise<T> {
  const body = await readBody(request);
  assertValid(fieldErrorsOf(schema, body));
  const input = parse(body);
  authorize(request, PERMISSIONS.shiftUpdate, input.storeId);
  assertAssignee(input.storeId, input.userId);
  return input;
}

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/shift/store/:storeId'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.shiftRead, storeId);
      const url = new URL(request.url);
      const startDate = requireQuery(url, 'startDate');
      const endDate = requireQuery(url, 'endDate');
      if (!DATE.test(startDate) || !DATE.test(endDate)) throw badRequest('startDate and endDate must be YYYY-MM-DD.');
      const tz = timeZoneOf(storeId);
      const rows = shifts
        .where((s) => s.storeId === storeId)
        .filter((s) => {
          const day = dayOf(s.start, tz);
          return day >= startDate && day <= endDate;
        })
        .sort((a, b) => a.start.localeCompare(b.start));
      return HttpResponse.json(rows);
    }),
  ),
  http.post(
    apiPath('v1/shift'),
    route(async ({ request }) => {
      const input = await validShift(request, ShiftInputSchema, (b) => ShiftInputSchema.parse(b));
      const row: MockShift = { ...input, id: shifts.nextId('shift') };
      return HttpResponse.json(shifts.insert(row), { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/shift'),
    route(async ({ request }) => {
      const input = await validShift(request, ShiftUpdateSchema, (b) => ShiftUpdateSchema.parse(b));
      const existing = shifts.get(input.id);
      if (!existing || existing.storeId !== input.storeId) throw notFound('Shift');
      return HttpResponse.json(shifts.update(input.id, input));
    }),
  ),
  http.delete(
    apiPath('v1/shift/:id'),
    route(({ request, params }) => {
      const existing = shifts.get(String(params.id));
      if (!existing) throw notFound('Shift');
      authorize(request, PERMISSIONS.shiftUpdate, existing.storeId);
      shifts.remove(existing.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  ...generationHandlers,
];
