import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { formatNumber } from '@/lib/format';
import { plausibleDay } from '@/lib/inputRules';
import { amount, id, text, toCents } from '@/lib/schemaParts';

export { toCents };

/**
 * Tips and financial details (docs/rules/money.md, docs/rules/money.md#tips): the one source of their
 * shapes. Answers are lenient (only ids and what the spec guarantees are required); bodies are
 * strict and carry the rules with their messages, used by the forms and the mock alike.
 */
export const TIP_SOURCES = ['card', 'cash', 'pos', 'manual'] as const;
export const DISTRIBUTION_METHODS = ['hours', 'equal', 'role_weight', 'manual'] as const;
const TIP_STATUSES = ['draft', 'approved', 'exported'] as const;
/** A tip can be saved as a draft or approved; `exported` is set by the SEPA export only. */
const EDITABLE_TIP_STATUSES = ['draft', 'approved'] as const;

/** The longest period a tip pool may cover (a month), so its hours can be read day by day. */
export const MAX_POOL_DAYS = 31;
const periodDays = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/** SEPA amounts (docs/rules/money.md#sepa-export): 0.01–999,999,999.99 with two decimals. */
export const MONEY_LIMITS = { min: 0.01, max: 999_999_999.99 } as const;

const DistributionSchema = z.object({
  userId: id(),
  hours: z.optional(z.number()),
  weight: z.optional(z.number()),
  amount: z._default(z.number(), 0),
});

export const TipSchema = z.object({
  id: id(),
  storeId: text(),
  date: text(),
  /** A tip pool over a period (contract addition, issue 31): its first day; `date` is its last. */
  periodStart: z.optional(z.string()),
  source: z.optional(z.enum(TIP_SOURCES)),
  amount: z._default(z.number(), 0),
  currency: z._default(z.string(), 'EUR'),
  distributionMethod: z.optional(z.enum(DISTRIBUTION_METHODS)),
  distributions: z._default(z.array(DistributionSchema), []),
  status: z._default(z.enum(TIP_STATUSES), 'draft'),
  note: text(),
  exportedAt: z.optional(z.string()),
  /** Who approved it and when (contract addition, issue #41: four eyes on money). */
  approvedBy: z.optional(z.string()),
  approvedByName: z.optional(z.string()),
  approvedAt: z.optional(z.string()),
  /** Raised by the server on every accepted update; sent back with an update (issue #29). Missing: the last write wins. */
  version: z.optional(z.number()),
});

export const TipListSchema = z.array(TipSchema);

/** The amount rule's message, with the limits in the person's number format. */
function amountMessage(): string {
  const min = formatNumber(MONEY_LIMITS.min);
  const max = formatNumber(MONEY_LIMITS.max);
  return t`Enter an amount from ${min} to ${max} with at most 2 decimals.`;
}

/** The bodies' messages are read when a value is checked (a function per message, src/lib/schemaParts.ts RuleMessage), in the language shown then. */
const DistributionInputSchema = z.object({
  userId: z.string().check(z.minLength(1, { error: () => t`Choose a person.` })),
  // A day has at most 24 hours, a pool's period at most 24 per day (checked with the period below).
  hours: z.optional(
    z
      .number({ error: () => t`Enter hours of 0 or more.` })
      .check(z.refine((v) => v >= 0 && v <= 24 * MAX_POOL_DAYS, { error: () => t`Enter hours of 0 or more.` })),
  ),
  weight: z.optional(
    z
      .number({ error: () => t`Enter a weight of 0 or more.` })
      .check(z.refine((v) => v >= 0 && v <= 100, { error: () => t`Enter a weight from 0 to 100.` })),
  ),
  amount: amount(() => t`Enter a share of 0 or more with at most 2 decimals.`),
});

export const TipInputSchema = z
  .object({
    id: z.optional(z.string()),
    storeId: z.string().check(z.minLength(1, { error: () => t`A store is required.` })),
    // A real calendar day within a year of today (src/lib/inputRules.ts): not 2026-02-30, not 9999.
    date: plausibleDay(() => t`Enter a date.`),
    periodStart: z.optional(plausibleDay(() => t`Enter the first day of the period.`)),
    source: z.enum(TIP_SOURCES, { error: () => t`Choose where the tip came from.` }),
    amount: amount(amountMessage, MONEY_LIMITS.min, MONEY_LIMITS.max),
    currency: z.literal('EUR', { error: () => t`Tips are paid in EUR.` }),
    distributionMethod: z.enum(DISTRIBUTION_METHODS, { error: () => t`Choose how to share the tip.` }),
    distributions: z
      .array(DistributionInputSchema)
      .check(z.refine((list) => list.length > 0, { error: () => t`Share the tip with at least one person.` }))
      .check(z.refine((list) => new Set(list.map((d) => d.userId)).size === list.length, { error: () => t`A person appears twice.` })),
    status: z.enum(EDITABLE_TIP_STATUSES, { error: () => t`A tip is saved as a draft or approved.` }),
    note: z.string().check(z.maxLength(500, { error: () => t`Keep the note under 500 characters.` })),
    /** The version the update builds on (issue #29): a stale one answers 409 with the current tip; none: the last write wins. */
    version: z.optional(z.number()),
  })
  .check(
    z.refine(
      (tip) => !Number.isFinite(tip.amount) || tip.distributions.reduce((sum, d) => sum + toCents(d.amount), 0) === toCents(tip.amount),
      { error: () => t`The shares must add up to the tip amount.`, path: ['distributions'] },
    ),
    z.refine((tip) => !tip.periodStart || (tip.periodStart <= tip.date && periodDays(tip.periodStart, tip.date) <= MAX_POOL_DAYS), {
      error: () => t`The period runs from its first day to its last, at most ${MAX_POOL_DAYS} days.`,
      path: ['periodStart'],
    }),
    z.refine(
      (tip) => {
        const days = tip.periodStart && tip.periodStart <= tip.date ? periodDays(tip.periodStart, tip.date) : 1;
        return tip.distributions.every((d) => d.hours === undefined || !Number.isFinite(d.hours) || d.hours <= 24 * days);
      },
      { error: () => t`Hours cannot exceed 24 per day of the tip.`, path: ['distributions'] },
    ),
  );

export const TipsQuerySchema = z.object({ startDate: z.optional(z.string()), endDate: z.optional(z.string()) });
export const SepaQuerySchema = z.object({ startDate: z.string(), endDate: z.string() });

/** The bank details' shapes (bankDetailsSchema.ts, split from here for its length). */
export {
  bicIsValid,
  FinancialDetailsChangeSchema,
  ibanIsValid,
  normalizeBic,
  normalizeIban,
  UserFinancialDetailsBodySchema,
  UserFinancialDetailsInputSchema,
  UserFinancialDetailsSchema,
} from './bankDetailsSchema';

/** The summary the app reads back from an exported file. */
export const SepaPayeeSchema = z.object({ name: z.string(), amount: z.number(), iban: z.string(), endToEndId: z.string() });
export const SepaSummarySchema = z.object({
  fileName: z.string(),
  messageId: z.string(),
  numberOfTransactions: z.number(),
  controlSum: z.number(),
  /** The same two figures as the payment instruction states them (they must agree with the header's). */
  instructions: z.optional(z.array(z.object({ numberOfTransactions: z.number(), controlSum: z.number() }))),
  debtorName: z.string(),
  payees: z.array(SepaPayeeSchema),
});

/** One SEPA export of the history (issue 31): range, when, who, what the file pays. */
export const SepaExportSchema = z.object({
  id: id(),
  startDate: text(),
  endDate: text(),
  createdAt: text(),
  createdByName: text(),
  fileName: text(),
  messageId: text(),
  transfers: z.optional(z.number()),
  total: z.optional(z.number()),
});
export const SepaExportListSchema = z.array(SepaExportSchema);

/**
 * What an export gave the app: `matched` when the file's transfers, NbOfTxs and CtrlSum agree with
 * themselves and with what was asked (then it was saved); `mismatch` or `unreadable` when not —
 * the server has committed either way, so the bytes are kept (`fileKey`) and offered, not dropped.
 */
export const SepaOutcomeSchema = z.object({
  outcome: z.enum(['matched', 'mismatch', 'unreadable']),
  fileName: z.string(),
  fileKey: z.string(),
  exportId: z.optional(z.string()),
  problem: z.optional(z.string()),
  summary: z.optional(SepaSummarySchema),
});
