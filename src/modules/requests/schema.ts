import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { ShiftSchema } from '@/modules/shifts';

/**
 * Shift requests (issue #45): a person offers their published shift, a colleague claims it (or
 * claims an open shift), a manager approves or declines with a reason. Answers are lenient; the
 * bodies are strict. The refusals are the demo server's words (mocks/rules/shiftRequests.ts),
 * written here once so both sides read them from the same catalogue.
 */
const REQUEST_STATUSES = ['offered', 'pending', 'approved', 'declined', 'withdrawn'] as const;

const hours = {
  /** Paid hours of the shift's week before and after the change. */
  hoursBefore: z.optional(z.number()),
  hoursAfter: z.optional(z.number()),
  wishedHours: z.optional(z.nullable(z.number())),
  contractHours: z.optional(z.nullable(z.number())),
};

/** What an approval would change for the person taking the shift (and the giver), as the server works it out. */
export const RequestImpactSchema = z.object({
  /** The shift is outside the person's approved availability (or on their time off). */
  outsideAvailability: z._default(z.boolean(), false),
  /** Their own shifts it overlaps. */
  overlaps: z._default(z.number(), 0),
  ...hours,
  /** The store's labour cost of the shift's week before and after, in EUR. */
  costBefore: z.optional(z.number()),
  costAfter: z.optional(z.number()),
  /** The person giving the shift away; none for an open shift. */
  giver: z.optional(z.object(hours)),
});

export const ShiftRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  storeId: z._default(z.string(), ''),
  /** `offer`: a person's own shift; `open`: a published shift without a person. */
  kind: z._default(z.string(), 'offer'),
  shiftId: z._default(z.string(), ''),
  fromUserId: z._default(z.string(), ''),
  fromName: z._default(z.string(), ''),
  toUserId: z._default(z.string(), ''),
  toName: z._default(z.string(), ''),
  status: z.catch(z.enum(REQUEST_STATUSES), 'pending'),
  reason: z._default(z.string(), ''),
  createdAt: z.optional(z.string()),
  decidedAt: z.optional(z.string()),
  shift: z.optional(ShiftSchema),
  impact: z.optional(RequestImpactSchema),
});
export const ShiftRequestListSchema = z.array(ShiftRequestSchema);

/** A shift the signed-in person may take: an offered one (with its request) or an open one. */
const ClaimableSchema = z.object({
  shift: ShiftSchema,
  requestId: z.optional(z.string()),
  fromName: z._default(z.string(), ''),
});
export const MyRequestsSchema = z.object({
  requests: z._default(ShiftRequestListSchema, []),
  claimable: z._default(z.array(ClaimableSchema), []),
});

export const RequestSettingsSchema = z.object({
  /** Offers between people of the same role take effect without a manager. */
  sameRoleWithoutApproval: z._default(z.boolean(), false),
});

const storeId = z.string().check(z.minLength(1));
export const ShiftActionInputSchema = z.object({ storeId, shiftId: z.string().check(z.minLength(1)) });
export const WithdrawInputSchema = z.object({ storeId });
export const REASON_MAX = 300;
const reasonRequired = () => t`Say why you decline.`;
export const DecisionInputSchema = z
  .object({
    storeId,
    action: z.enum(['approve', 'decline']),
    reason: z._default(z.string().check(z.maxLength(REASON_MAX, { error: () => t`At most 300 characters.` })), ''),
  })
  .check(z.refine((d) => d.action !== 'decline' || d.reason.trim() !== '', { error: reasonRequired, path: ['reason'] }));
export const RequestSettingsInputSchema = z.object({ storeId, sameRoleWithoutApproval: z.boolean() });
