import type { HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { TimeEntryInputSchema } from '@/modules/time-entries/schema';
import { SERVER_MESSAGES } from '../rules/messages';
import type { TimeEntryChange } from '@/modules/time-entries/types';
import { staffMembers } from '../db/staff';
import { timeEntries, timeZoneOf, type MockTimeEntry } from '../db/timeEntries';
import { authorize, badRequest, HttpError, forbidden, handle, holds, json, notFound, storeRoute, unprocessable, validated } from '../http';
import { SPEC_ONLY_KEY } from '../scenarios';
import { dayIn, todayIn } from '../rules/calendar';

const HOUR = 3_600_000;
const M = SERVER_MESSAGES.timeEntries;
/** The longest entry the server records (16 hours, as the time entry input schema allows); a running entry is taken to last that long. */
const MAX_ENTRY_HOURS = 16;

/**
 * The demo playing a server of the spec alone (docs/rules/api.md#spec-only-server, mocks/scenarios.ts
 * `specOnly`): it knows neither the idempotency key (`clientId`) nor the overlap rule, both this
 * server's own, so a client's retry after a lost answer meets what such a server does.
 */
const specOnlyServer = () => typeof localStorage !== 'undefined' && localStorage.getItem(SPEC_ONLY_KEY) === '1';

/** The time an entry covers; a running one (no clock-out) is taken to last the longest entry allowed. */
function span(e: { clockIn: string; clockOut?: string }): [number, number] {
  const start = Date.parse(e.clockIn);
  return [start, e.clockOut ? Date.parse(e.clockOut) : start + MAX_ENTRY_HOURS * HOUR];
}

function overlapsAnother(userId: string, id: string | undefined, entry: { clockIn: string; clockOut?: string }): boolean {
  const [start, end] = span(entry);
  return (
    timeEntries
      // A rejected entry is decided and covers no time (a forgotten clock-out the manager rejected).
      .where((e) => e.userId === userId && e.id !== id && e.status !== 'rejected')
      .some((other) => {
        const [s, t] = span(other);
        return start < t && s < end;
      })
  );
}

/** Whole minutes of the closed break punches (this server's own count, not the app's). */
function closedBreakMinutes(breaks: readonly { start: string; end?: string }[]): number {
  return breaks.reduce((sum, b) => sum + (b.end ? Math.max(0, Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000)) : 0), 0);
}

type Snapshot = NonNullable<TimeEntryChange['before']>;
type Tracked = Pick<MockTimeEntry, 'clockIn' | 'clockOut' | 'breakMinutes' | 'breaks' | 'declaredTips' | 'note' | 'status'>;

/** The fields an entry's history tracks, each compared as what it means (instants as instants). */
const TRACKED: Record<keyof Tracked, (e: Tracked) => unknown> = {
  clockIn: (e) => Date.parse(e.clockIn),
  clockOut: (e) => (e.clockOut ? Date.parse(e.clockOut) : null),
  breakMinutes: (e) => e.breakMinutes,
  breaks: (e) => e.breaks.map((b) => `${Date.parse(b.start)}-${b.end ? Date.parse(b.end) : ''}`).join(','),
  declaredTips: (e) => e.declaredTips ?? null,
  note: (e) => e.note,
  status: (e) => e.status ?? null,
};
/** What a reviewer's change of these is: a correction (a reason is required). */
const CONTENT: readonly (keyof Tracked)[] = ['clockIn', 'clockOut', 'breakMinutes', 'breaks', 'declaredTips'];

/** The tracked fields that differ between two versions of an entry. */
const changedFields = (a: Tracked, b: Tracked) =>
  (Object.keys(TRACKED) as (keyof Tracked)[]).filter((k) => TRACKED[k](a) !== TRACKED[k](b));

function pick(e: Tracked, fields: readonly (keyof Tracked)[]): Snapshot {
  const out: Snapshot = {};
  for (const k of fields) {
    const v = e[k];
    if (v !== undefined) Object.assign(out, { [k]: v });
  }
  return out;
}

/** Whether the person has handed the entry in (clocked out or entered it whole): from then on every change is recorded. */
const wasSubmitted = (e: MockTimeEntry) => (e.status ? e.status !== 'open' : Boolean(e.clockOut));

/**
 * `POST v1/time-entry` (without id creates, with id updates) and
 * `GET v1/time-entry/history?date&storeId` (docs/rules/people.md#time-entries). Both need
 * time_entry.write in the store; the history has everyone's entries for holders of
 * time_entry.read and the caller's own otherwise. A create repeating a `clientId` of the same
 * person answers the first entry.
 *
 * The trail (issue #41): an entry's store never changes (409). An update may change one's own
 * entry until it is approved (409 after); once submitted, each such change is recorded as
 * `resubmitted` with the fields before and after. A review (a `status` or `reason`, or another
 * person's entry) needs time_entry.read and shift.update in the entry's store and is never one's
 * own (four eyes: 409, not 403, which signs out); `status` is `approved` or `rejected` only.
 * Any changed field from a reviewer is a correction (reason required), recorded with before and
 * after; with `approved` the corrected entry is approved too, without a status it waits for a
 * decision (submitted; an approved entry so un-approved says so in the record).
 */
export const handlers: HttpHandler[] = [
  handle('post', 'v1/time-entry', async ({ request, body: read }) => {
    const body = await read();
    const storeId = typeof body.storeId === 'string' ? body.storeId : '';
    if (!storeId) throw badRequest(M.storeId, { storeId: M.storeId });
    const user = authorize(request, PERMISSIONS.timeEntryWrite, storeId);
    const input = validated(body, TimeEntryInputSchema);
    const specOnly = specOnlyServer();
    const clientId = specOnly ? undefined : input.clientId;

    // A repeated create (a lost answer retried, a second tab, a double click) answers the first.
    if (!input.id && clientId) {
      const first = timeEntries.where((e) => e.userId === user.id && e.clientId === clientId)[0];
      if (first) return json(first);
    }
    const existing = input.id ? timeEntries.get(input.id) : undefined;
    if (input.id && !existing) throw notFound('Time entry');
    if (existing && existing.userId !== user.id && !holds(user, PERMISSIONS.timeEntryRead, existing.storeId)) throw forbidden();
    if (existing && existing.storeId !== storeId) throw new HttpError(409, M.storeFixed, { storeId: M.storeFixed });
    const own = !existing || existing.userId === user.id;
    const decision = input.status !== undefined || input.reason !== undefined;
    // Four eyes: nobody decides on their own hours (a create carrying a decision is one).
    if (own && (input.status !== undefined || (existing && decision))) throw new HttpError(409, M.ownEntry);
    const review = existing !== undefined && !own;
    const reviewer = holds(user, PERMISSIONS.timeEntryRead, storeId) && holds(user, PERMISSIONS.shiftUpdate, storeId);
    if (review && !reviewer) throw forbidden('Only a manager can review time entries.');
    // Approved hours are locked for their owner: changes go through another reviewer's correction.
    if (existing?.status === 'approved' && !review) throw new HttpError(409, M.locked);

    // A manual entry records hours already worked (issue #41): nothing of it later than now (a minute
    // of slack for a clock that runs ahead of this one). A punch of the clock is now by definition.
    if ((existing?.source ?? input.source) === 'manual') {
      const latest = Date.now() + 60_000;
      const later = (instant: string | undefined) => instant !== undefined && Date.parse(instant) > latest;
      if (later(input.clockIn)) throw unprocessable({ clockIn: M.startInFuture });
      if (later(input.clockOut)) throw unprocessable({ clockOut: M.endInFuture });
    }

    // A forgotten clock-out (issue #43): the person closes a running entry of an earlier store day
    // after the fact, with the time they left, which has to have passed (a minute of slack).
    if (
      own &&
      existing &&
      !existing.clockOut &&
      input.clockOut &&
      dayIn(existing.clockIn, timeZoneOf(storeId)) < todayIn(timeZoneOf(storeId))
    )
      if (Date.parse(input.clockOut) > Date.now() + 60_000) throw unprocessable({ clockOut: M.leftInFuture });

    const breakMinutes = input.breaks.length > 0 ? closedBreakMinutes(input.breaks) : input.breakMinutes;
    const proposed: Tracked = {
      clockIn: input.clockIn,
      ...(input.clockOut ? { clockOut: input.clockOut } : {}),
      breaks: input.breaks,
      breakMinutes,
      ...(input.declaredTips !== undefined ? { declaredTips: input.declaredTips } : {}),
      // A reviewer does not rewrite the person's note: the reason is theirs.
      note: review && existing ? existing.note : input.note.trim(),
    };
    const content = existing ? changedFields(existing, { ...proposed, status: existing.status }).filter((k) => CONTENT.includes(k)) : [];
    const corrected = review && content.length > 0;
    const reason = input.reason?.trim() ?? '';
    if ((corrected || input.status === 'rejected') && !reason) throw unprocessable({ reason: M.reasonRequired });
    if (input.status === 'approved' && !proposed.clockOut) throw unprocessable({ clockOut: M.clockOut });
    const status: MockTimeEntry['status'] =
      review && existing
        ? (input.status ?? (corrected ? (proposed.clockOut ? 'submitted' : 'open') : existing.status))
        : proposed.clockOut
          ? 'submitted'
          : 'open';
    const next: Tracked = { ...proposed, status };
    const changed = existing ? changedFields(existing, next) : [];
    // A review that changes nothing (a repeated approval, a reason alone) answers the entry as it is.
    if (existing && review && changed.length === 0) return json(existing);

    const userId = existing?.userId ?? user.id;
    if (!specOnly && input.status !== 'rejected' && overlapsAnother(userId, input.id, input)) throw unprocessable({ clockIn: M.overlap });

    const by = { at: new Date().toISOString(), by: user.id, byName: user.name };
    const changes: TimeEntryChange[] = [...(existing?.changes ?? [])];
    if (existing && review) {
      const decided = input.status !== undefined && input.status !== existing.status;
      if (corrected) {
        // Without a decision the correction also says what became of the status (an approval undone).
        const fields = decided ? content : changed;
        changes.push({ action: 'corrected', ...by, reason, before: pick(existing, fields), after: pick(next, fields) });
      }
      if (decided && input.status)
        changes.push({
          action: input.status,
          ...by,
          ...(reason && !corrected ? { reason } : {}),
          before: pick(existing, ['status']),
          after: pick(next, ['status']),
        });
    } else if (existing && wasSubmitted(existing) && changed.length > 0) {
      // The person's own change of handed-in hours: a resubmission, recorded with what it changed.
      changes.push({ action: 'resubmitted', ...by, before: pick(existing, changed), after: pick(next, changed) });
    }
    // Staff see the reason of the latest correction or rejection; their own resubmission clears it.
    const shownReason = review ? reason || existing?.reason : undefined;
    // A reviewer keeps the entry's shift; the person may link their own entry to another.
    const shiftId = review ? existing?.shiftId : input.shiftId;

    const record: Omit<MockTimeEntry, 'id'> = {
      userId,
      userName: existing?.userName ?? staffMembers.get(`${storeId}:${userId}`)?.userName ?? user.name,
      storeId,
      ...(shiftId ? { shiftId } : {}),
      ...next,
      // Where an entry came from is fixed when it is made (a manual entry stays manual).
      source: existing?.source ?? input.source,
      ...((existing?.clientId ?? clientId) ? { clientId: existing?.clientId ?? clientId } : {}),
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
    if (!date) throw badRequest(M.historyDateRequired);
    const everyone = holds(user, PERMISSIONS.timeEntryRead, storeId);
    const timeZone = timeZoneOf(storeId);
    const rows = timeEntries
      .where((e) => e.storeId === storeId && (everyone || e.userId === user.id) && dayIn(e.clockIn, timeZone) === date)
      .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
    return json(rows);
  }),
];
