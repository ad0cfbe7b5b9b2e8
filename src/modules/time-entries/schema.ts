import { z } from 'zod/mini';
import { TIME_ENTRY_LIMITS } from './limits';
import { TIME_ENTRY_MESSAGES } from './messages';
import { amount, id, type RuleMessage, storeIdField, text, timeOfDay, wholeNumber } from '@/lib/schemaParts';
import { isCalendarDay, plausibleDay, plausibleInstant } from '@/lib/inputRules';

/**
 * Time entry (docs/rules/people.md#time-entries), the one source of its
 * shape. `POST v1/time-entry` without `id` creates (a clock-in, or a whole manual entry), with
 * `id` updates (a break, the clock-out, a correction); `GET v1/time-entry/history?date&storeId`
 * answers the day's entries.
 *
 * Breaks are recorded as punches: `breaks[] {start, end?}` (instants, an open break has no end)
 * and `breakMinutes` is derived from them by the server (the sum of the closed breaks, whole
 * minutes). A manual entry has no break punches: it sends `breaks: []` and the `breakMinutes`
 * the person typed, which the server keeps. Worked minutes are never stored: they are
 * clockOut − clockIn − breakMinutes (logic.ts `workedMinutes`).
 *
 * Times are instants with an offset (ISO 8601); they are shown in the store's time zone.
 */
const TIME_ENTRY_SOURCES = ['web', 'kiosk', 'manual'] as const;
const TIME_ENTRY_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;

export { TIME_ENTRY_LIMITS } from './limits';
export { TIME_ENTRY_MESSAGES } from './messages';

export const BreakSchema = z.object({
  start: z.string(),
  end: z.optional(z.string()),
});

/**
 * What an entry was at one moment, as its history keeps it (issue #41: every change after the
 * submission is recorded with what was before and after).
 */
const TimeEntrySnapshotSchema = z.object({
  clockIn: z.optional(z.string()),
  clockOut: z.optional(z.string()),
  breakMinutes: z.optional(z.number()),
  breaks: z.optional(z.array(BreakSchema)),
  declaredTips: z.optional(z.number()),
  note: z.optional(z.string()),
  status: z.optional(z.enum(TIME_ENTRY_STATUSES)),
});

/**
 * What happened to an entry after it was submitted (issues 31, 41): a reviewer's decision or
 * correction, or the person's own change of a submitted entry (`resubmitted`), with who and when.
 */
const TIME_ENTRY_ACTIONS = ['approved', 'corrected', 'rejected', 'resubmitted'] as const;
export const TimeEntryChangeSchema = z.object({
  action: z.enum(TIME_ENTRY_ACTIONS),
  /** Instant of the change. */
  at: z.string(),
  /** User id of the reviewer, and their name when the server sends it. */
  by: text(),
  byName: text(),
  reason: z.optional(z.string()),
  /** The fields the change touched, as they were before it and after it (a decision alone: the status). */
  before: z.optional(TimeEntrySnapshotSchema),
  after: z.optional(TimeEntrySnapshotSchema),
});

/**
 * An answer's entry: only `id` is required (issue 32: a partial record renders). A missing
 * `userId` is '' ("unknown person"), a missing `clockIn` is '' ("time not set"; such an entry
 * counts no hours, logic.ts `workedMinutes`).
 */
export const TimeEntrySchema = z.object({
  id: id(),
  userId: text(),
  storeId: text(),
  /** Not in docs/rules/people.md#time-entries: the server adds the person's name so the history needs no staff call. */
  userName: text(),
  shiftId: z.optional(z.string()),
  clockIn: text(),
  clockOut: z.optional(z.string()),
  breakMinutes: z._default(z.number(), 0),
  breaks: z._default(z.array(BreakSchema), []),
  source: z.optional(z.enum(TIME_ENTRY_SOURCES)),
  declaredTips: z.optional(z.number()),
  status: z.optional(z.enum(TIME_ENTRY_STATUSES)),
  note: text(),
  /** Addition: the create's idempotency key, echoed (see README "Never doubled"). */
  clientId: z.optional(z.string()),
  /** Addition: the reason of the latest correction or rejection (staff see it). */
  reason: z.optional(z.string()),
  /** Addition: the review history, oldest first (empty from a server without it). */
  changes: z._default(z.array(TimeEntryChangeSchema), []),
});

export const TimeEntryListSchema = z.array(TimeEntrySchema);

export const TimeEntryHistoryQuerySchema = z.object({
  /** Store-local date, YYYY-MM-DD. */
  date: z.string(),
  storeId: z.string(),
});

const isInstant = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
/**
 * A punch: an ISO instant on a real calendar day (not 2026-02-30, which `Date.parse` rolls on),
 * within the plausible window around now (src/lib/inputRules.ts; not year 1 or 9999).
 */
const instant = (message: RuleMessage) =>
  plausibleInstant(message).check(z.refine((v) => isInstant(v) && isCalendarDay(v.slice(0, 10)), { error: message }));

const M = TIME_ENTRY_MESSAGES;

const breakMinutes = () => wholeNumber(0, TIME_ENTRY_LIMITS.maxBreakMinutes, () => M.breakMinutes);
const noteMax = () => z.refine<string>((v) => v.length <= TIME_ENTRY_LIMITS.noteMax, { error: () => M.noteMax });

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/**
 * The messages are read when a value is checked (functions, RuleMessage of src/lib/schemaParts.ts), in the language shown then.
 *
 * Body of `POST v1/time-entry` (create without `id`, update with it): the rules of the clock,
 * the manual-entry form and the mock server, written once. The user is the signed-in one
 * (the server takes it from the token).
 */
export const TimeEntryInputSchema = z
  .object({
    id: z.optional(id()),
    storeId: storeIdField(),
    shiftId: z.optional(z.string()),
    clockIn: instant(() => M.clockIn),
    clockOut: z.optional(instant(() => M.clockOut)),
    breaks: z._default(
      z
        .array(z.object({ start: instant(() => M.breaks), end: z.optional(instant(() => M.breaks)) }))
        .check(z.maxLength(TIME_ENTRY_LIMITS.maxBreaks, { error: () => M.tooManyBreaks })),
      [],
    ),
    breakMinutes: breakMinutes(),
    source: z.enum(TIME_ENTRY_SOURCES),
    declaredTips: z.optional(amount(() => M.declaredTips, 0, TIME_ENTRY_LIMITS.maxDeclaredTips)),
    note: z.string().check(noteMax()),
    /**
     * Addition (issue 29): a create's idempotency key, generated by the client once per entry;
     * a repeat of a create with the same key answers the entry made the first time.
     */
    clientId: z.optional(z.string().check(z.maxLength(100))),
    /**
     * Addition (issues 31, 41), with `id` only, by a reviewer (shift.update + time_entry.read)
     * who is not the entry's person: the decision, `approved` or `rejected` only. Fields that
     * differ from the stored ones are a correction: with `approved` it approves the corrected
     * entry, without a status the entry waits for a decision (submitted).
     */
    status: z.optional(z.enum(['approved', 'rejected'], { error: () => M.reviewStatus })),
    /** Addition: why an entry was corrected or rejected (required for both, at most 500 characters). */
    reason: z.optional(z.string().check(noteMax())),
  })
  .check(
    z.refine((e) => !e.clockOut || !isInstant(e.clockIn) || minutesBetween(e.clockIn, e.clockOut) > 0, {
      error: () => M.endAfterStart,
      path: ['clockOut'],
    }),
    z.refine((e) => !e.clockOut || minutesBetween(e.clockIn, e.clockOut) <= TIME_ENTRY_LIMITS.maxEntryHours * 60, {
      error: () => M.tooLong,
      path: ['clockOut'],
    }),
    z.refine(
      (e) =>
        !e.clockOut ||
        e.breakMinutes === 0 ||
        minutesBetween(e.clockIn, e.clockOut) <= 0 ||
        e.breakMinutes < minutesBetween(e.clockIn, e.clockOut),
      {
        error: () => M.breakTooLong,
        path: ['breakMinutes'],
      },
    ),
    z.refine(
      (e) =>
        e.breaks.every(
          (b) =>
            isInstant(b.start) &&
            minutesBetween(e.clockIn, b.start) >= 0 &&
            (!b.end || (isInstant(b.end) && minutesBetween(b.start, b.end) >= 0)) &&
            (!e.clockOut || minutesBetween(b.end ?? b.start, e.clockOut) >= 0),
        ),
      { error: () => M.breaks, path: ['breaks'] },
    ),
    z.refine((e) => e.source !== 'manual' || e.note.trim() !== '', {
      error: () => M.noteRequired,
      path: ['note'],
    }),
    z.refine((e) => e.status !== 'rejected' || (e.reason ?? '').trim() !== '', {
      error: () => M.reasonRequired,
      path: ['reason'],
    }),
  );

/** The manual-entry form (store-local date and times); logic.ts turns it into a body. */
export const ManualEntryFormSchema = z.object({
  date: plausibleDay(() => M.dateRequired),
  start: timeOfDay(() => M.startFormat),
  end: timeOfDay(() => M.endFormat),
  breakMinutes: breakMinutes(),
  note: z.string().check(
    z.refine((v) => v.trim() !== '', { error: () => M.noteRequired }),
    noteMax(),
  ),
  shiftId: z.string(),
});
