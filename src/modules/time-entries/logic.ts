import { minutesBetween } from '@/lib/duration';
import { hasFields } from '@/lib/sendQueue';
import { isInstant } from '@/lib/storeTime';
import type { TimeEntry, TimeEntryBreak, TimeEntryInput } from './types';

/**
 * Time arithmetic of time entries. Instants are compared as instants (milliseconds since the
 * epoch), so an entry across midnight or across a daylight-saving change counts the real time
 * worked (a night from 22:00 to 06:00 on the night clocks go back is 9 hours); calendar dates
 * and times of day are always those of the store's time zone (src/lib/storeTime.ts).
 */

/** Minutes of the closed breaks; an open break counts up to `now` when given. */
export function breakMinutesOf(breaks: readonly TimeEntryBreak[], now?: string): number {
  let total = 0;
  for (const b of breaks) {
    const end = b.end ?? now;
    if (end) total += Math.max(0, minutesBetween(b.start, end));
  }
  return total;
}

/**
 * Worked minutes of an entry: clock-out (or `now` for a running entry) minus clock-in minus
 * breaks. An entry without clock-out and without `now` has no worked time yet (null). Breaks
 * come from the punches when there are any (an open break counts up to `now`), else from
 * `breakMinutes` (manual entries).
 */
export function workedMinutes(
  entry: Pick<TimeEntry, 'clockIn' | 'clockOut' | 'breaks'> & { breakMinutes?: number },
  now?: string,
): number | null {
  const end = entry.clockOut ?? now;
  // A partial record without its clock-in ("time not set") has no worked time.
  if (!end || !isInstant(entry.clockIn) || !isInstant(end)) return null;
  const breaks = entry.breaks.length > 0 ? breakMinutesOf(entry.breaks, end) : (entry.breakMinutes ?? 0);
  return Math.max(0, minutesBetween(entry.clockIn, end) - breaks);
}

/** A shift planned for the person (from the shifts module), reduced to what the clock needs. */
export interface PlannedShift {
  id: string;
  start: string;
  end: string;
  role: string;
}

/**
 * Minutes between the planned start and a clock-in, positive when late. A clock-in further
 * off than TIME_ENTRY_LIMITS.noteAfterMinutesOff asks for a note.
 */
export function minutesOffShift(clockIn: string, shift: PlannedShift | null | undefined): number | null {
  if (!shift) return null;
  return minutesBetween(shift.start, clockIn);
}

/**
 * The time clock's own record of the current entry, kept in the browser until the clock-out
 * is sent. Every punch changes it and queues the whole record (the latest version of a record
 * is all the server needs); `localId` keys it before the server has given it an id.
 */
export interface ClockRecord {
  localId: string;
  shiftId?: string;
  clockIn: string;
  breaks: TimeEntryBreak[];
  clockOut?: string;
  declaredTips?: number;
  note: string;
}

export type ClockPhase = 'out' | 'working' | 'break';

export function clockPhase(record: ClockRecord | null): ClockPhase {
  if (!record || record.clockOut) return 'out';
  return record.breaks.some((b) => !b.end) ? 'break' : 'working';
}

export function clockIn(at: string, localId: string, note: string, shiftId?: string): ClockRecord {
  return { localId, clockIn: at, breaks: [], note: note.trim(), ...(shiftId ? { shiftId } : {}) };
}

export function startBreak(record: ClockRecord, at: string): ClockRecord {
  return { ...record, breaks: [...record.breaks, { start: at }] };
}

const closeBreaks = (breaks: readonly TimeEntryBreak[], at: string) => breaks.map((b) => (b.end ? b : { ...b, end: at }));

export function endBreak(record: ClockRecord, at: string): ClockRecord {
  return { ...record, breaks: closeBreaks(record.breaks, at) };
}

/** Clocking out during a break ends the break at the same moment. */
export function clockOut(record: ClockRecord, at: string, declaredTips: number | null): ClockRecord {
  return {
    ...record,
    breaks: closeBreaks(record.breaks, at),
    clockOut: at,
    ...(declaredTips !== null ? { declaredTips } : {}),
  };
}

/** The body of `POST v1/time-entry` for a clock record: without `serverId` it creates, with it it updates. */
export function clockBody(record: ClockRecord, storeId: string, serverId: string | undefined): TimeEntryInput {
  return {
    // A create carries its idempotency key: a repeat answers the entry made the first time.
    ...(serverId ? { id: serverId } : { clientId: record.localId }),
    storeId,
    ...(record.shiftId ? { shiftId: record.shiftId } : {}),
    clockIn: record.clockIn,
    ...(record.clockOut ? { clockOut: record.clockOut } : {}),
    breaks: record.breaks,
    breakMinutes: breakMinutesOf(record.breaks),
    source: 'web',
    ...(record.declaredTips !== undefined ? { declaredTips: record.declaredTips } : {}),
    note: record.note,
  };
}

/** A record of the clock from an open entry the server has (this person clocked in elsewhere or storage was cleared). */
export function recordFromEntry(entry: TimeEntry): ClockRecord {
  return {
    localId: `server-${entry.id}`,
    clockIn: entry.clockIn,
    breaks: entry.breaks,
    note: entry.note,
    ...(entry.shiftId ? { shiftId: entry.shiftId } : {}),
    ...(entry.clockOut ? { clockOut: entry.clockOut } : {}),
  };
}

export function isClockRecord(u: unknown): u is ClockRecord {
  return (
    hasFields(u, { localId: 'string', clockIn: 'string', note: 'string' }) &&
    Array.isArray(u.breaks) &&
    u.breaks.every((b) => hasFields(b, { start: 'string' }))
  );
}
