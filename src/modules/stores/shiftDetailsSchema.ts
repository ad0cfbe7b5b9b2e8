import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { text, timeOfDay, weekday, wholeNumber } from '@/lib/schemaParts';
import { STAFF_ROLES, STORE_LIMITS, timeZoneField } from './fields';
import { endsAfterStart, overlappingWindows, TIME_PATTERN } from './logic';

/**
 * Store shift details (time zone, opening hours, staffing windows, shift rules): the answer is
 * lenient, the body of `PATCH v1/store/{id}/shifts` strict, with the rules and their messages
 * (read when an issue is found, in the language of that moment: docs/rules/i18n.md).
 */
const OpeningHoursSchema = z.object({
  weekday: z.number(),
  opensAt: text(),
  closesAt: text(),
  closed: z._default(z.boolean(), false),
});

const StaffingRequirementSchema = z.object({
  weekday: z.number(),
  role: z.string(),
  /** HH:mm, store-local */
  start: z.string(),
  end: z.string(),
  minStaff: z.number(),
});

const RulesSchema = z.object({
  minShiftHours: z.optional(z.number()),
  maxShiftHours: z.optional(z.number()),
  maxHoursPerWeek: z.optional(z.number()),
  minRestHours: z.optional(z.number()),
  maxConsecutiveDays: z.optional(z.number()),
});

export const StoreShiftDetailsSchema = z.object({
  storeId: z.string(),
  /** IANA name; '' when the server sends none (the planner then uses the store's). */
  timeZone: text(),
  /** 0 = Sunday … 6 = Saturday; Monday when missing. */
  weekStartsOn: z._default(z.number(), 1),
  openingHours: z._default(z.array(OpeningHoursSchema), []),
  staffingRequirements: z._default(z.array(StaffingRequirementSchema), []),
  rules: z._default(RulesSchema, {}),
  /**
   * The store's country and working-time fields, read-only here (issue #44): planners without
   * stores.read need them. Missing: the working-time rules are off (docs/rules/working-time.md).
   */
  country: z.optional(z.string()),
  federalState: z.optional(z.string()),
  hospitality: z.optional(z.boolean()),
  workingTimeRules: z.optional(z.boolean()),
  /** Raised by the server on every accepted update, sent back with one (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

/** Hours from 0 to `max`; `message` says so in one whole sentence. */
const hours = (max: number, message: (max: number) => string) => {
  const error = () => message(max);
  return z.number({ error }).check(z.refine((v) => Number.isFinite(v) && v >= 0 && v <= max, { error }));
};

const OpeningHoursInputSchema = z
  .object({
    weekday: weekday(),
    opensAt: z.string(),
    closesAt: z.string(),
    closed: z.boolean(),
  })
  .check(
    z.superRefine((day, ctx) => {
      if (day.closed) return;
      if (!TIME_PATTERN.test(day.opensAt))
        ctx.addIssue({ code: 'custom', message: t`Enter a time as HH:mm, e.g. 08:00.`, path: ['opensAt'], input: day.opensAt });
      if (!TIME_PATTERN.test(day.closesAt))
        ctx.addIssue({ code: 'custom', message: t`Enter a time as HH:mm, e.g. 18:00.`, path: ['closesAt'], input: day.closesAt });
      else if (TIME_PATTERN.test(day.opensAt) && !endsAfterStart(day.opensAt, day.closesAt)) {
        ctx.addIssue({ code: 'custom', message: t`Closing time must be after opening time.`, path: ['closesAt'], input: day.closesAt });
      }
    }),
  );

const StaffingRequirementInputSchema = z
  .object({
    weekday: weekday(),
    role: z.enum(STAFF_ROLES, { error: () => t`Choose a role.` }),
    start: timeOfDay(() => t`Enter a start time as HH:mm, e.g. 08:00.`, TIME_PATTERN),
    end: timeOfDay(() => t`Enter an end time as HH:mm, e.g. 14:00.`, TIME_PATTERN),
    minStaff: wholeNumber(1, STORE_LIMITS.minStaffMax, () => {
      const max = STORE_LIMITS.minStaffMax;
      return t`Enter a whole number from 1 to ${max}.`;
    }),
  })
  .check(
    z.superRefine((w, ctx) => {
      if (TIME_PATTERN.test(w.start) && TIME_PATTERN.test(w.end) && !endsAfterStart(w.start, w.end)) {
        ctx.addIssue({ code: 'custom', message: t`The window must end after it starts.`, path: ['end'], input: w.end });
      }
    }),
  );

/** The messages the tests and the demo server compare with (getters: in the language active when read). */
export const SHIFT_DETAILS_MESSAGES = {
  get overlap() {
    return t`This window overlaps another window of the same role on that day.`;
  },
  get closedDay() {
    return t`The store is closed on this day: remove the window or open the day.`;
  },
};

const ShiftRulesInputSchema = z
  .object({
    minShiftHours: hours(STORE_LIMITS.shiftHoursMax, (max) => t`Enter a length from 0 to ${max} hours.`),
    maxShiftHours: hours(STORE_LIMITS.shiftHoursMax, (max) => t`Enter a length from 0 to ${max} hours.`),
    maxHoursPerWeek: hours(STORE_LIMITS.weekHoursMax, (max) => t`Enter weekly hours from 0 to ${max} hours.`),
    minRestHours: hours(STORE_LIMITS.restHoursMax, (max) => t`Enter a rest from 0 to ${max} hours.`),
    maxConsecutiveDays: wholeNumber(1, STORE_LIMITS.consecutiveDaysMax, () => {
      const max = STORE_LIMITS.consecutiveDaysMax;
      return t`Enter whole days from 1 to ${max}.`;
    }),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.minShiftHours > r.maxShiftHours) {
        ctx.addIssue({
          code: 'custom',
          message: t`The maximum shift length must be at least the minimum.`,
          path: ['maxShiftHours'],
          input: r.maxShiftHours,
        });
      }
      if (r.maxShiftHours > r.maxHoursPerWeek) {
        ctx.addIssue({
          code: 'custom',
          message: t`Weekly hours must be at least the maximum shift length.`,
          path: ['maxHoursPerWeek'],
          input: r.maxHoursPerWeek,
        });
      }
    }),
  );

/** Body of `PATCH v1/store/{id}/shifts`: the whole shift details of the store. */
export const StoreShiftDetailsInputSchema = z
  .object({
    timeZone: timeZoneField(),
    weekStartsOn: weekday(),
    openingHours: z.array(OpeningHoursInputSchema).check(
      z.superRefine((days, ctx) => {
        const seen = new Set<number>();
        days.forEach((d, i) => {
          if (seen.has(d.weekday))
            ctx.addIssue({
              code: 'custom',
              message: t`Each weekday has one line of opening hours.`,
              path: [i, 'weekday'],
              input: d.weekday,
            });
          seen.add(d.weekday);
        });
      }),
    ),
    staffingRequirements: z.array(StaffingRequirementInputSchema).check(
      z.superRefine((windows, ctx) => {
        for (const i of overlappingWindows(windows)) {
          ctx.addIssue({ code: 'custom', message: SHIFT_DETAILS_MESSAGES.overlap, path: [i, 'start'], input: windows[i] });
        }
      }),
    ),
    rules: ShiftRulesInputSchema,
  })
  .check(
    // Issue #30: a staffing window on a day the store is closed is refused at its start field (the
    // generator never staffs a closed day, so the window would silently do nothing).
    z.superRefine((v, ctx) => {
      const closed = new Set(v.openingHours.filter((d) => d.closed).map((d) => d.weekday));
      v.staffingRequirements.forEach((w, i) => {
        if (closed.has(w.weekday)) {
          ctx.addIssue({
            code: 'custom',
            message: SHIFT_DETAILS_MESSAGES.closedDay,
            path: ['staffingRequirements', i, 'start'],
            input: w.start,
          });
        }
      });
    }),
  );
