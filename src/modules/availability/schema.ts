import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { ISO_DATE, storeIdField, text, timeOfDay, weekday } from '@/lib/schemaParts';

/**
 * Shift notes = availability (docs/rules/people.md#availability). One record per user and store. The answer carries the latest submitted version with
 * its status and, as a contract addition, `approved`: the version a manager approved last (what
 * planning and generation use), so a pending change can be shown beside it.
 *
 * Times are store-local wall times `HH:mm`; `24:00` ends a range at midnight ("all day" is
 * 00:00–24:00). Weekdays: 0 = Sunday … 6 = Saturday.
 */
export const AVAILABILITY_KINDS = ['available', 'preferred', 'unavailable'] as const;
export const EXCEPTION_KINDS = ['time_off', 'extra_availability'] as const;
const NOTES_STATUSES = ['pending', 'approved', 'declined'] as const;
const REVIEW_ACTIONS = ['approve', 'decline', 'edit'] as const;

export const AVAILABILITY_LIMITS = { noteMax: 500, reasonMax: 200, maxWishedHours: 80, maxRangesPerDay: 4, maxExceptions: 60 } as const;

/** The messages people read, in the active language when they are shown (docs/rules/i18n.md). */
export const AVAILABILITY_MESSAGES = {
  get time() {
    return t`Enter a time as HH:mm.`;
  },
  get endAfterStart() {
    return t`The range must end after it starts.`;
  },
  get overlap() {
    return t`This range overlaps another range of the same day.`;
  },
  get date() {
    return t`An exception needs a date.`;
  },
  get wishedHours() {
    const max = AVAILABILITY_LIMITS.maxWishedHours;
    return t`Enter wished hours from 0 to ${max}.`;
  },
  get noteMax() {
    const max = AVAILABILITY_LIMITS.noteMax;
    return t`At most ${max} characters.`;
  },
  get reasonMax() {
    const max = AVAILABILITY_LIMITS.reasonMax;
    return t`At most ${max} characters.`;
  },
  get declineReason() {
    return t`Give a reason for declining.`;
  },
  get notes() {
    return t`The edited availability is missing.`;
  },
  get nothingPending() {
    return t`There is no pending change to decide on.`;
  },
};
const M = AVAILABILITY_MESSAGES;
/** A schema message: read when a value is checked, so in the language of that moment. */
const says = (key: keyof typeof AVAILABILITY_MESSAGES) => ({ error: () => M[key] });

const TIME = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

/** Minutes after midnight of `HH:mm` (24:00 = 1440), NaN when not a time. */
export function minutesOfTime(time: string): number {
  if (!TIME.test(time)) return Number.NaN;
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
const endsAfter = (r: { start: string; end: string }) => minutesOfTime(r.end) > minutesOfTime(r.start);

// --- Answers (lenient) ---------------------------------------------------------------------------

const WeeklyRangeAnswer = z.object({
  weekday: z.number(),
  start: z.string(),
  end: z.string(),
  kind: z._default(z.enum(AVAILABILITY_KINDS), 'available'),
});
const ExceptionAnswer = z.object({
  date: z.string(),
  allDay: z._default(z.boolean(), true),
  start: z.optional(z.string()),
  end: z.optional(z.string()),
  kind: z._default(z.enum(EXCEPTION_KINDS), 'time_off'),
  reason: text(),
});
const versionFields = {
  weekly: z._default(z.array(WeeklyRangeAnswer), []),
  exceptions: z._default(z.array(ExceptionAnswer), []),
  wishedHoursPerWeek: z.optional(z.nullable(z.number())),
  note: text(),
};
export const AvailabilityVersionSchema = z.object({
  ...versionFields,
  reviewedBy: z.optional(z.string()),
  reviewedAt: z.optional(z.string()),
});

export const ShiftNotesSchema = z.object({
  /** Issue #32: a record without its person still renders ("unknown person"); it cannot be reviewed. */
  userId: z._default(z.string(), ''),
  storeId: text(),
  ...versionFields,
  /** Absent: the person has never submitted availability. */
  status: z.optional(z.enum(NOTES_STATUSES)),
  reviewedBy: z.optional(z.string()),
  reviewedAt: z.optional(z.string()),
  declineReason: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  /** Contract addition: the last approved version (absent when nothing was approved yet). */
  approved: z.optional(z.nullable(AvailabilityVersionSchema)),
  /**
   * Raised by the server on every accepted change (issue #41); a save or review sends the one it
   * read (a stale one answers 409 with the current record). Missing: the server does not version.
   */
  version: z.optional(z.number()),
});
export const ShiftNotesListSchema = z.array(ShiftNotesSchema);

// --- Inputs (strict, with the messages people read) ----------------------------------------------

const time = () => timeOfDay(() => M.time, TIME);

export const WeeklyRangeInputSchema = z
  .object({
    weekday: weekday(),
    start: time(),
    end: time(),
    kind: z.enum(AVAILABILITY_KINDS),
  })
  .check(z.refine(endsAfter, { ...says('endAfterStart'), path: ['end'], when: (p) => p.issues.length === 0 }));

export const ExceptionInputSchema = z
  .object({
    date: z.string(says('date')).check(z.regex(ISO_DATE, says('date'))),
    allDay: z.boolean(),
    start: z.optional(z.string()),
    end: z.optional(z.string()),
    kind: z.enum(EXCEPTION_KINDS),
    reason: z._default(z.string().check(z.maxLength(AVAILABILITY_LIMITS.reasonMax, says('reasonMax'))), ''),
  })
  .check(
    z.refine((e) => e.allDay || TIME.test(e.start ?? ''), { ...says('time'), path: ['start'] }),
    z.refine((e) => e.allDay || TIME.test(e.end ?? ''), { ...says('time'), path: ['end'] }),
    z.refine(
      (e) => e.allDay || !TIME.test(e.start ?? '') || !TIME.test(e.end ?? '') || endsAfter({ start: e.start ?? '', end: e.end ?? '' }),
      { ...says('endAfterStart'), path: ['end'] },
    ),
  );

/** Indexes of weekly ranges that overlap an earlier range of the same weekday. */
function overlappingRanges(ranges: readonly { weekday: number; start: string; end: string }[]): number[] {
  const found: number[] = [];
  ranges.forEach((r, i) => {
    if (!endsAfter(r)) return;
    const clash = ranges.some(
      (o, j) =>
        j < i &&
        o.weekday === r.weekday &&
        endsAfter(o) &&
        minutesOfTime(o.start) < minutesOfTime(r.end) &&
        minutesOfTime(r.start) < minutesOfTime(o.end),
    );
    if (clash) found.push(i);
  });
  return found;
}

/** The availability a person (or a manager on their behalf) saves. */
export const AvailabilityInputSchema = z.object({
  weekly: z.array(WeeklyRangeInputSchema).check(
    z.superRefine((ranges, ctx) => {
      for (const i of overlappingRanges(ranges)) ctx.addIssue({ code: 'custom', message: M.overlap, path: [i, 'start'], input: ranges[i] });
    }),
  ),
  exceptions: z.array(ExceptionInputSchema).check(z.maxLength(AVAILABILITY_LIMITS.maxExceptions)),
  wishedHoursPerWeek: z.nullable(
    z.number(says('wishedHours')).check(z.gte(0, says('wishedHours')), z.lte(AVAILABILITY_LIMITS.maxWishedHours, says('wishedHours'))),
  ),
  note: z.string().check(z.maxLength(AVAILABILITY_LIMITS.noteMax, says('noteMax'))),
});

/** `PATCH v1/user/shift-notes` body: the signed-in user's own availability for a store. */
export const OwnShiftNotesInputSchema = z.object({
  storeId: storeIdField(),
  ...AvailabilityInputSchema.shape,
  /** The version of the record it builds on (issue #41). */
  version: z.optional(z.number()),
});

/** `PATCH v1/user/{userId}/shift-notes` body: a manager approves, declines (reason) or edits. */
export const ReviewShiftNotesInputSchema = z
  .object({
    storeId: storeIdField(),
    action: z.enum(REVIEW_ACTIONS),
    declineReason: z.optional(z.string().check(z.maxLength(AVAILABILITY_LIMITS.reasonMax, says('reasonMax')))),
    notes: z.optional(AvailabilityInputSchema),
    /** The version of the record decided on or edited (issue #41). */
    version: z.optional(z.number()),
  })
  .check(
    z.refine((b) => b.action !== 'decline' || (b.declineReason ?? '').trim() !== '', { ...says('declineReason'), path: ['declineReason'] }),
    z.refine((b) => b.action !== 'edit' || b.notes !== undefined, { ...says('notes'), path: ['notes'] }),
  );

export const ShiftNotesQuerySchema = z.object({ storeId: z.string() });
