import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { MESSAGES } from '@/config/messages';
import {
  TIME_ENTRY_LIMITS,
  TIME_ENTRY_MESSAGES,
  TimeEntryInputSchema,
} from '@/modules/time-entries/schema';
import { breakMinutesOf, localDate } from '@/modules/time-entries/logic';
import { staffMembers } from '../db/staff';
import { timeEntries, timeZoneOf, type MockTimeEntry } from '../db/timeEntries';
import {
  authorize,
  badRequest,
  forbidden,
  handle,
  holds,
  json,
  notFound,
  storeRoute,
  unprocessable,
  validated,
} from '../http';

const HOUR = 3_600_000;

/** The time an entry covers; a running one (no clock-out) is taken to last the longest entry allowed. */
function span(e: { clockIn: string; clockOut?: string }): [number, number] {
  const start = Date.parse(e.clockIn);
  return [
    start,
    e.clockOut ? Date.parse(e.clockOut) : start + TIME_ENTRY_LIMITS.maxEntryHours * HOUR,
  ];
}

function overlapsAnother(
  userId: string,
  id: string | undefined,
  entry: { clockIn: string; clockOut?: string },
): boolean {
  const [start, end] = span(entry);
  return timeEntries
    .where((e) => e.userId === userId && e.id !== id)
    .some((other) => {
      const [s, t] = span(other);
      return start < t && s < end;
    });
}

/**
 * `POST v1/time-entry` (without id creates, with id updates) and
 * `GET v1/time-entry/history?date&storeId` (decisions.md "People and time"). Both need
 * time_entry.write in the store; the history has everyone's entries for holders of
 * time_entry.read and the caller's own otherwise. An update may change one's own entry, or
 * anyone's with time_entry.read (a manager's correction).
 */
export const handlers: HttpHandler[] = [
  handle('post', 'v1/time-entry', async ({ request, body: read }) => {
    const body = await read();
    const storeId = typeof body.storeId === 'string' ? body.storeId : '';
    if (!storeId)
      throw badRequest(TIME_ENTRY_MESSAGES.storeId, { storeId: TIME_ENTRY_MESSAGES.storeId });
    const user = authorize(request, PERMISSIONS.timeEntryWrite, storeId);
    const input = validated(body, TimeEntryInputSchema);

    const existing = input.id ? timeEntries.get(input.id) : undefined;
    if (input.id && !existing) throw notFound('Time entry');
    if (
      existing &&
      existing.userId !== user.id &&
      !holds(user, PERMISSIONS.timeEntryRead, existing.storeId)
    )
      throw forbidden();
    const userId = existing?.userId ?? user.id;
    if (overlapsAnother(userId, input.id, input))
      throw unprocessable({ clockIn: TIME_ENTRY_MESSAGES.overlap });

    const record: Omit<MockTimeEntry, 'id'> = {
      userId,
      userName:
        existing?.userName ?? staffMembers.get(`${storeId}:${userId}`)?.userName ?? user.name,
      storeId,
      ...(input.shiftId ? { shiftId: input.shiftId } : {}),
      clockIn: input.clockIn,
      ...(input.clockOut ? { clockOut: input.clockOut } : {}),
      breaks: input.breaks,
      // Break punches are the record when there are any; a manual entry states its minutes.
      breakMinutes: input.breaks.length > 0 ? breakMinutesOf(input.breaks) : input.breakMinutes,
      source: input.source,
      ...(input.declaredTips !== undefined ? { declaredTips: input.declaredTips } : {}),
      status: input.clockOut ? 'submitted' : 'open',
      note: input.note.trim(),
    };
    if (existing) {
      // An update replaces the record: optional fields left out are cleared.
      timeEntries.remove(existing.id);
      return json(timeEntries.insert({ id: existing.id, ...record }));
    }
    return json(timeEntries.insert({ id: timeEntries.nextId('te'), ...record }), 201);
  }),
  storeRoute('get', 'v1/time-entry/history', PERMISSIONS.timeEntryWrite, ({ storeId, user, query }) => {
    const date = query.get('date');
    if (!date) throw badRequest(MESSAGES.timeEntries.historyDateRequired);
    const everyone = holds(user, PERMISSIONS.timeEntryRead, storeId);
    const timeZone = timeZoneOf(storeId);
    const rows = timeEntries
      .where(
        (e) =>
          e.storeId === storeId &&
          (everyone || e.userId === user.id) &&
          localDate(e.clockIn, timeZone) === date,
      )
      .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
    return json(rows);
  }),
];
