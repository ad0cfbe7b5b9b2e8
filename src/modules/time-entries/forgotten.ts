import { addDays } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { localDate, localParts, zonedInstant } from '@/lib/storeTime';
import { clockBody, clockOut, type ClockRecord } from './logic';
import { TIME_ENTRY_LIMITS, TIME_ENTRY_MESSAGES, TimeEntryInputSchema } from './schema';

/**
 * The forgotten clock-out (issue #43 item 1): a running entry that began on an earlier store day,
 * or longer ago than the longest entry allowed, cannot be closed with a tap (the clock-out would
 * be now, refused as too long). The person says when they left and why, and the entry is handed
 * in (submitted) for the review like any other.
 */
export function isForgotten(record: ClockRecord | null, now: string, timeZone: string): record is ClockRecord {
  if (!record || record.clockOut) return false;
  const tooLong = Date.parse(now) - Date.parse(record.clockIn) > TIME_ENTRY_LIMITS.maxEntryHours * 3_600_000;
  return tooLong || localDate(record.clockIn, timeZone) < localDate(now, timeZone);
}

export interface LeftDraft {
  /** HH:mm, store-local. */
  time: string;
  /** The time is on the day after the clock-in (a night). */
  nextDay: boolean;
  note: string;
}

export type LeftErrors = Partial<Record<'time' | 'note', string>>;

/** Body fields → the form's fields (what a rule of the body says about the end is said at the time). */
const FIELD_OF: Record<string, keyof LeftErrors> = { clockOut: 'time', breaks: 'time', clockIn: 'time', note: 'note' };

/**
 * Checks what the person typed; with no errors, the closed record to send. The note is added to
 * the clock-in's note (both stay on the entry). The body's own rules (end after start, at most
 * 16 hours, breaks within the entry) are the schema's, in the person's language.
 */
export function closeForgotten(
  record: ClockRecord,
  draft: LeftDraft,
  storeId: string,
  now: string,
  timeZone: string,
): { errors: LeftErrors; next?: ClockRecord } {
  const errors: LeftErrors = {};
  const note = draft.note.trim();
  if (note === '') errors.note = TIME_ENTRY_MESSAGES.noteRequired;
  if (!/^\d{2}:\d{2}$/.test(draft.time)) errors.time = TIME_ENTRY_MESSAGES.endFormat;
  if (errors.time) return { errors };
  const day = localParts(record.clockIn, timeZone).date;
  const at = zonedInstant(draft.nextDay ? addDays(day, 1) : day, draft.time, timeZone);
  if (Date.parse(at) > Date.parse(now)) errors.time = TIME_ENTRY_MESSAGES.leftInFuture;
  const next: ClockRecord = { ...clockOut(record, at, null), note: record.note ? `${record.note}\n${note}` : note };
  for (const [field, message] of Object.entries(fieldErrorsOf(TimeEntryInputSchema, clockBody(next, storeId, undefined)))) {
    const key = FIELD_OF[field.split('.')[0] ?? ''];
    if (key) errors[key] ??= message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, next };
}
