import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';

/**
 * Shifts and the shift generation job (docs/rules/people.md#shifts, docs/rules/people.md#shift-generation; docs/rules/people.md#shift-calls). Answers are lenient (only the id is required for a shift, issue #32: a shift
 * without readable times is left out of the week by the api with a console note, issue #29; the
 * job's status is any text, since docs/rules/people.md#shift-generation says "any other status: keep polling"); inputs are
 * strict and carry their user-facing messages, shared by the side panel and the mock handler.
 */
const SHIFT_STATUSES = ['draft', 'published', 'cancelled'] as const;

/** Instants with an offset, e.g. `2026-03-29T09:00:00+02:00` (or `Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Whether a server's text is an instant the app can place (the pattern, and a real date). */
export const isInstant = (value: string | undefined): value is string =>
  typeof value === 'string' && INSTANT.test(value) && Number.isFinite(Date.parse(value));
/** A store-local calendar day. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const ShiftSchema = z.object({
  id: z.string().check(z.minLength(1)),
  storeId: z._default(z.string(), ''),
  /** Empty: an open shift. */
  userId: z._default(z.string(), ''),
  role: z._default(z.string(), ''),
  /** An instant with an offset; missing or unreadable: the shift is left out of the week (api.ts). */
  start: z._default(z.string(), ''),
  end: z._default(z.string(), ''),
  breakMinutes: z._default(z.number(), 0),
  status: z.optional(z.enum(SHIFT_STATUSES)),
  notes: z._default(z.string(), ''),
  generationJobId: z.optional(z.string()),
  /** Raised by the server on every accepted update and sent back with one (issue #29); missing: the last write wins. */
  version: z.optional(z.number()),
  /** Published despite the working-time rules (issue #44): the manager's reason, who and when. Missing: none recorded. */
  lawOverride: z.optional(
    z.object({
      reason: z._default(z.string(), ''),
      by: z.optional(z.string()),
      byName: z.optional(z.string()),
      at: z.optional(z.string()),
    }),
  ),
});
export const ShiftListSchema = z.array(ShiftSchema);

/** A message read when it is shown, in the active language (docs/rules/i18n.md). */
type Message = () => string;
const instant = (error: Message) => z.string({ error }).check(z.regex(INSTANT, { error }));
const roleRequired: Message = () => t`Role is required.`;
const breakWhole: Message = () => t`Break must be whole minutes.`;

const shiftFields = {
  storeId: z.string().check(z.minLength(1, { error: () => t`Store ID is required to create a shift` })),
  userId: z._default(z.string(), ''),
  role: z
    .string({ error: roleRequired })
    .check(z.trim(), z.minLength(1, { error: roleRequired }), z.maxLength(60, { error: () => t`At most 60 characters.` })),
  start: instant(() => t`Start is required.`),
  end: instant(() => t`End is required.`),
  breakMinutes: z
    .number({ error: () => t`Break must be a number of minutes.` })
    .check(
      z.int({ error: breakWhole }),
      z.gte(0, { error: () => t`Break cannot be negative.` }),
      z.lte(240, { error: () => t`Break is at most 240 minutes.` }),
    ),
  status: z._default(z.enum(SHIFT_STATUSES), 'draft'),
  notes: z._default(z.string().check(z.maxLength(500, { error: () => t`At most 500 characters.` })), ''),
  generationJobId: z.optional(z.string()),
  /** Why the shift is saved despite the working-time rules (issue #44): the server records it with who and when as `lawOverride`. */
  lawOverrideReason: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => t`Give a reason.` }), z.maxLength(500, { error: () => t`At most 500 characters.` })),
  ),
};

/** Ends after it starts, at most 24 h long, and the break fits into it. */
function timesFit(value: { start: string; end: string; breakMinutes: number }): boolean {
  const minutes = (Date.parse(value.end) - Date.parse(value.start)) / 60_000;
  return minutes > 0 && minutes <= 24 * 60 && value.breakMinutes < minutes;
}
const timesMessage: Message = () => t`End must be after start (at most 24 hours, longer than the break).`;

/** `POST v1/shift` body. */
export const ShiftInputSchema = z
  .object(shiftFields)
  .check(z.refine(timesFit, { error: timesMessage, path: ['end'], when: (p) => p.issues.length === 0 }));
/** `PUT v1/shift` body: the id travels in the body (docs/rules/people.md#shift-calls). */
export const ShiftUpdateSchema = z
  .object({
    ...shiftFields,
    id: z.string().check(z.minLength(1, { error: () => t`Shift id is required.` })),
    /** The version the shift was read at: a stale one answers 409 with the current shift (issue #29). */
    version: z.optional(z.number()),
  })
  .check(z.refine(timesFit, { error: timesMessage, path: ['end'], when: (p) => p.issues.length === 0 }));

/** `?startDate&endDate`, store-local and inclusive. */
export const ShiftRangeQuerySchema = z.object({
  startDate: z.string().check(z.regex(DATE_PATTERN)),
  endDate: z.string().check(z.regex(DATE_PATTERN)),
});

/**
 * The rules the generator keeps (issue #30; mocks/scheduler.ts is the reference implementation).
 * Written into the contract so that a server team builds the same.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the contract's description for docs/openapi.json, never shown */
const GENERATION_RULES =
  'Generation rules: (1) only store-local days of the range whose opening hours are open; a staffing window is cut to the ' +
  "day's opening hours and a closed day is never staffed (nor reported unfilled). (2) A shift goes only to an active person " +
  'who may work shifts in the store (holds shift.read, shift.write or time_entry.write there) and holds its role. (3) A window ' +
  "may be covered in pieces: a shift is one stretch of at least the store's minShiftHours and at most maxShiftHours, inside the " +
  "person's APPROVED availability (available or preferred weekly ranges minus unavailable ones, plus approved exceptions, minus " +
  "approved time off). (4) At most one shift a day per person, no overlap, at least minRestHours (or the law's rest) between " +
  "shifts, at most maxConsecutiveDays in a row, paid hours in the store's week within the contracted hours (unless the store " +
  'sets contractHoursCap false), maxHoursPerWeek and the law. (5) In a German store with working-time rules on, the ArbZG and ' +
  'JArbSchG are never broken: 10 h a day (8 h for minors), breaks by length, 11 h rest (10 h in hospitality, 12 h for minors), ' +
  "minors' night rest, 40 h and five days a week, no Sunday or public-holiday work (by the store's federalState) outside " +
  'hospitality. (6) Coverage first, then people below their approved wished hours (else contracted hours), a preferred window, ' +
  'the smallest share of the wish already planned. (7) A stretch left short stays in `unfilled` with its binding reason ' +
  '(`rule` with working_time; `partlyFree` with no_one_available). Drafts are created with status draft and generationJobId; ' +
  'published shifts are kept; replaceDrafts removes the drafts of the range first.';
/* eslint-enable lingui/no-unlocalized-strings */

const startRequired: Message = () => t`Start date is required.`;
const endRequired: Message = () => t`End date is required.`;

/** `POST v1/shift/store/{storeId}/generate` body. */
export const GenerateShiftsInputSchema = z
  .object({
    startDate: z.string({ error: startRequired }).check(z.regex(DATE_PATTERN, { error: startRequired })),
    endDate: z.string({ error: endRequired }).check(z.regex(DATE_PATTERN, { error: endRequired })),
    replaceDrafts: z._default(z.boolean(), false),
  })
  .check(
    z.describe(GENERATION_RULES),
    z.refine((v) => v.startDate <= v.endDate, {
      error: () => t`The end date cannot be before the start date.`,
      path: ['endDate'],
      when: (p) => p.issues.length === 0,
    }),
  );

/** The generate answer: `{jobId}`; a missing one is the docs/rules/api.md#client-side-checks message, checked by the api. */
export const GenerateShiftsAnswerSchema = z.object({ jobId: z.optional(z.string()) });

export const ShiftGenerationJobSchema = z.object({
  id: z._default(z.string(), ''),
  storeId: z._default(z.string(), ''),
  status: z.string().check(z.minLength(1)),
  progress: z.optional(z.number()),
  resultRef: z.optional(z.nullable(z.string())),
  errorMessage: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
});

const UNFILLED_REASONS = [
  'no_one_available',
  'rest_rule',
  'weekly_maximum',
  'consecutive_days',
  // issue #44 (contract additions: a server that sends only the four above is shown as before)
  'no_role_holder',
  'shorter_than_minimum',
  'already_working',
  'working_time',
  'contract_cap',
] as const;

const UnfilledSlotSchema = z.object({
  date: z._default(z.string(), ''),
  role: z._default(z.string(), ''),
  /** Instants; missing or unreadable ones are shown as such ("time not set", "unreadable time"). */
  start: z._default(z.string(), ''),
  end: z._default(z.string(), ''),
  missing: z._default(z.number(), 1),
  /** One of UNFILLED_REASONS, or any text the server sends (shown as is). */
  reason: z._default(z.string().check(z.describe(`One of ${UNFILLED_REASONS.join(', ')}`)), ''),
  /** With `working_time`: the rule (daily_maximum, break, rest, minor_night, minor_weekly_hours, minor_days, sunday, public_holiday). */
  rule: z.optional(z.string()),
  /** With `no_one_available`: who holds the role and is free for part of the stretch (instants). */
  partlyFree: z._default(
    z.array(z.object({ userId: z._default(z.string(), ''), userName: z._default(z.string(), ''), start: z.string(), end: z.string() })),
    [],
  ),
});

export const ShiftGenerationResultSchema = z
  .object({
    shifts: z._default(ShiftListSchema, []),
    unfilled: z._default(z.array(UnfilledSlotSchema), []),
    summary: z._default(
      z.object({
        hours: z.optional(z.number()),
        cost: z.optional(z.number()),
        /** Filled share of the required slot-hours, 0–1 (the app shows a percentage). */
        coverage: z.optional(
          z
            .number()
            .check(
              z.describe(
                'A share from 0 to 1: filled slot-hours over required slot-hours of the staffed windows (a place counts as filled ' +
                  'when an assigned shift of its role covers the whole window); 1 when nothing is required. The app shows it as a percentage.',
              ),
            ),
        ),
      }),
      {},
    ),
  })
  .check(z.describe(GENERATION_RULES));
