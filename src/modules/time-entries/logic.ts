import { TZDateMini } from '@date-fns/tz';
import { hasFields } from '@/lib/sendQueue';
import type { TimeEntry, TimeEntryBreak, TimeEntryInput } from './types';

/**
 * Time arithmetic of time entries. Instants are compared as instants (milliseconds since the
 * epoch), so an entry across midnight or across a daylight-saving change counts the real time
 * worked (a night from 22:00 to 06:00 on the night clocks go back is 9 hours); calendar dates
 * and times of day are always those of the store's time zone.
 */
export const DEFAULT_STORE_TIME_ZONE = 'Europe/Berlin';

const MINUTE = 60_000;

/** Whether a text is a readable instant (a partial record may carry '' or garbage). */
export const isInstant = (v: string | undefined): v is string =>
  typeof v === 'string' && v !== '' && !Number.isNaN(Date.parse(v));

/** Whole minutes from one instant to another (negative when `to` is earlier). */
export function minutesBetween(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE);
}

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
  const breaks =
    entry.breaks.length > 0 ? breakMinutesOf(entry.breaks, end) : (entry.breakMinutes ?? 0);
  return Math.max(0, minutesBetween(entry.clockIn, end) - breaks);
}

/** A server's hour figure (8.5) as the app shows hours everywhere: `8:30`. */
export const formatHourFigure = (hours: number): string => formatMinutes(Math.round(hours * 60));

/** `7:05` for 425 minutes; `—` for null. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

const dateParts = new Map<string, Intl.DateTimeFormat>();

/** The zone itself when `Intl` knows it, else DEFAULT_STORE_TIME_ZONE. */
export function knownTimeZone(timeZone: string): string {
  if (!timeZone) return DEFAULT_STORE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    console.warn(`Unknown time zone "${timeZone}": times are shown in ${DEFAULT_STORE_TIME_ZONE}.`);
    return DEFAULT_STORE_TIME_ZONE;
  }
}
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dateParts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      // A store whose details carry no (or no known) zone is read in the default one rather than
      // taking the screen down (a partial record renders: decisions.md "Integrity rules").
      timeZone: knownTimeZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateParts.set(timeZone, f);
  }
  return f;
}

/** The store-local date (YYYY-MM-DD) and time (HH:mm) of an instant; '' for both when it cannot be read. */
export function localParts(
  instant: string | Date,
  timeZone: string,
): { date: string; time: string } {
  if (typeof instant === 'string' ? !isInstant(instant) : Number.isNaN(instant.getTime()))
    return { date: '', time: '' };
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  )) {
    parts[p.type] = p.value;
  }
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export const localDate = (instant: string | Date, timeZone: string): string =>
  localParts(instant, timeZone).date;

/**
 * The instant of a store-local date and time (ISO with Z). A time skipped by a spring-forward
 * change moves forward by the gap; a time repeated by an autumn change takes its later occurrence (@date-fns/tz).
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new TZDateMini(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, timeZone).toISOString();
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** The time of day of an instant in the store's time zone (`14:05`, or `2:05 PM` by locale). */
export function formatClockTime(
  instant: string | undefined,
  timeZone: string,
  locale?: string,
): string {
  if (!isInstant(instant)) return '—';
  const key = `${locale ?? ''}|${timeZone}`;
  let f = clockFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
    clockFormats.set(key, f);
  }
  return f.format(new Date(instant));
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
export function minutesOffShift(
  clockIn: string,
  shift: PlannedShift | null | undefined,
): number | null {
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

const closeBreaks = (breaks: readonly TimeEntryBreak[], at: string) =>
  breaks.map((b) => (b.end ? b : { ...b, end: at }));

export function endBreak(record: ClockRecord, at: string): ClockRecord {
  return { ...record, breaks: closeBreaks(record.breaks, at) };
}

/** Clocking out during a break ends the break at the same moment. */
export function clockOut(
  record: ClockRecord,
  at: string,
  declaredTips: number | null,
): ClockRecord {
  return {
    ...record,
    breaks: closeBreaks(record.breaks, at),
    clockOut: at,
    ...(declaredTips !== null ? { declaredTips } : {}),
  };
}

/** The body of `POST v1/time-entry` for a clock record: without `serverId` it creates, with it it updates. */
export function clockBody(
  record: ClockRecord,
  storeId: string,
  serverId: string | undefined,
): TimeEntryInput {
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

// The one definition of hours (hours.ts), for other modules (they import logic.ts only).
export {
  approvedMinutes,
  hoursState,
  isPlannedShift,
  pendingMinutes,
  plannedMinutes,
  plannedMinutesUntil,
  plannedShiftMinutes,
  type HoursState,
} from './hours';
