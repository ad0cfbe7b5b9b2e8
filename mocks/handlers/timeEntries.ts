import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { MESSAGES } from '@/config/messages';
import { TIME_ENTRY_LIMITS, TIME_ENTRY_MESSAGES, TimeEntryInputSchema } from '@/modules/time-entries/schema';
import { breakMinutesOf } from '@/modules/time-entries/logic';
import { localDate } from '@/lib/storeTime';
import { staffMembers } from '../db/staff';
import { timeEntries, timeZoneOf, type MockTimeEntry } from '../db/timeEntries';
import { authorize, badRequest, HttpError, forbidden, handle, holds, json, notFound, storeRoute, unprocessable, validated } from '../http';

const HOUR = 3_600_000;

/** The time an entry covers; a running one (no clock-out) is taken to last the longest entry allowed. */
function span(e: { clockIn: string; clockOut?: string }): [number, number] {
  const start = Date.parse(e.clockIn);
  return [start, e.clockOut ? Date.parse(e.clockOut) : start + TIME_ENTRY_LIMITS.maxEntryHours * HOUR];
}

function overlapsAnother(userId: string, id: string | undefined, entry: { clockIn: string; clockOut?: string }): boolean {
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
 * `GET v1/time-entry/history?date&storeId` (docs/rules/people.md#time-entries). Both need
 * time_entry.write in the store; the history has everyone's entries for holders of
 * time_entry.read and the caller's own otherwise. An update may change one's own entry (not once
 * it is approved: 409), or anyone's with time_entry.read. A review (a `status` or `reason`, or
 * another person's entry) needs time_entry.read and shift.update: changed times are a correction
 * (reason required, the times before it kept in `changes`), `approved`/`rejected` are recorded
 * with who and when. A create repeating a `clientId` of the same person answers the first entry.
 */
export const handlers: HttpHandler[] = [
  handle('post', 'v1/time-entry', async ({ request, body: read }) => {
    const body = await read();
    const storeId = typeof body.storeId === 'string' ? body.storeId : '';
    if (!storeId) throw badRequest(TIME_ENTRY_MESSAGES.storeId, { storeId: TIME_ENTRY_MESSAGES.storeId });
    const user = authorize(request, PERMISSIONS.timeEntryWrite, storeId);
    const input = validated(body, TimeEntryInputSchema);

    // A repeated create (a lost answer retried, a second tab, a double click) answers the first.
    if (!input.id && input.clientId) {
      const first = timeEntries.where((e) => e.userId === user.id && e.clientId === input.clientId)[0];
      if (first) return json(first);
    }
    const existing = input.id ? timeEntries.get(input.id) : undefined;
    if (input.id && !existing) throw notFound('Time entry');
    if (existing && existing.userId !== user.id && !holds(user, PERMISSIONS.timeEntryRead, existing.storeId)) throw forbidden();
    const reviewer = holds(user, PERMISSIONS.timeEntryRead, storeId) && holds(user, PERMISSIONS.shiftUpdate, storeId);
    const review = existing !== undefined && (input.status !== undefined || input.reason !== undefined || existing.userId !== user.id);
    if (review && !reviewer) throw forbidden('Only a manager can review time entries.');
    if (!existing && input.status !== undefined) throw forbidden('Only a manager can review time entries.');
    // Approved hours are locked for their owner: changes go through the manager's correction.
    if (existing?.status === 'approved' && !review) throw new HttpError(409, TIME_ENTRY_MESSAGES.locked);

    const breakMinutes = input.breaks.length > 0 ? breakMinutesOf(input.breaks) : input.breakMinutes;
    const corrected =
      existing !== undefined &&
      review &&
      (existing.clockIn !== input.clockIn || existing.clockOut !== input.clockOut || existing.breakMinutes !== breakMinutes);
    const reason = input.reason?.trim() ?? '';
    if ((corrected || input.status === 'rejected') && !reason) throw unprocessable({ reason: TIME_ENTRY_MESSAGES.reasonRequired });
    const userId = existing?.userId ?? user.id;
    if (input.status !== 'rejected' && overlapsAnother(userId, input.id, input))
      throw unprocessable({ clockIn: TIME_ENTRY_MESSAGES.overlap });

    const at = new Date().toISOString();
    const by = { at, by: user.id, byName: user.name };
    const changes = [...(existing?.changes ?? [])];
    if (corrected && existing)
      changes.push({
        action: 'corrected',
        ...by,
        reason,
        before: {
          clockIn: existing.clockIn,
          ...(existing.clockOut ? { clockOut: existing.clockOut } : {}),
          breakMinutes: existing.breakMinutes,
        },
      });
    if (input.status === 'approved' || input.status === 'rejected')
      changes.push({ action: input.status, ...by, ...(reason && !corrected ? { reason } : {}) });
    const status = input.status ?? (input.clockOut ? 'submitted' : 'open');
    // Staff see the reason of the latest correction or rejection; their own resubmission clears it.
    const shownReason = review ? reason || existing?.reason : undefined;

    const record: Omit<MockTimeEntry, 'id'> = {
      userId,
      userName: existing?.userName ?? staffMembers.get(`${storeId}:${userId}`)?.userName ?? user.name,
      storeId,
      ...(input.shiftId ? { shiftId: input.shiftId } : {}),
      clockIn: input.clockIn,
      ...(input.clockOut ? { clockOut: input.clockOut } : {}),
      breaks: input.breaks,
      // Break punches are the record when there are any; a manual entry states its minutes.
      breakMinutes,
      source: input.source,
      ...(input.declaredTips !== undefined ? { declaredTips: input.declaredTips } : {}),
      status,
      note: review && existing ? existing.note : input.note.trim(),
      ...((existing?.clientId ?? input.clientId) ? { clientId: existing?.clientId ?? input.clientId } : {}),
      ...(shownReason ? { reason: shownReason } : {}),
      changes,
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
      .where((e) => e.storeId === storeId && (everyone || e.userId === user.id) && localDate(e.clockIn, timeZone) === date)
      .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
    return json(rows);
  }),
];
