import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { formatNumber } from '@/lib/format';
import { visibleName } from '@/lib/inputRules';
import { hasCents, named, text, wholeNumber } from '@/lib/schemaParts';
import { EMAIL_PATTERN } from '@/lib/validation';

/**
 * Supplier (docs/rules/purchasing.md#suppliers), the one source of its shape: answers are checked with `SupplierSchema`
 * (the contract guarantees only `id` and `name`; every other field is defaulted so a partial
 * record renders with blanks), bodies with `SupplierInputSchema` (the form and the mock alike),
 * and `types.ts` infers the types from both.
 */
const SUPPLIER_STATUSES = ['active', 'archived'] as const;

const PATTERNS = {
  email: EMAIL_PATTERN,
  /** Digits with an optional leading +, spaces, dashes, slashes and brackets; 6–20 characters. */
  phone: /^\+?[0-9][0-9 ()/-]{4,18}[0-9]$/,
  /** EU VAT id shape: two-letter country prefix, then 2–12 letters or digits (DE123456789). */
  vatId: /^[A-Z]{2}[0-9A-Z]{2,12}$/,
  time: /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
  country: /^[A-Z]{2}$/,
} as const;

/** Bounds of the supplier's fields: the form's number fields take them, and the schema (form and demo server) checks them. */
export const SUPPLIER_LIMITS = {
  nameMax: 120,
  paymentTermsMax: 365,
  leadTimeMax: 60,
  minOrderValueMax: 1_000_000,
} as const;

const AddressSchema = z.object({
  street: text(),
  postalCode: text(),
  city: text(),
  country: text(),
});

export const SupplierSchema = z.object({
  ...named(),
  customerAccountNo: text(),
  contactName: text(),
  email: text(),
  orderEmail: text(),
  phone: text(),
  address: z._default(AddressSchema, { street: '', postalCode: '', city: '', country: '' }),
  vatId: text(),
  /** Not guaranteed: shown as "—" when missing. */
  paymentTermsDays: z.optional(z.number()),
  minOrderValue: z.optional(z.number()),
  /** 0 = Sunday … 6 = Saturday */
  deliveryWeekdays: z._default(z.array(z.number()), []),
  /** HH:mm */
  orderCutoffTime: text(),
  leadTimeDays: z.optional(z.number()),
  notes: text(),
  status: z._default(z.enum(SUPPLIER_STATUSES), 'active'),
  /** Raised by the server on every accepted update; sent back with an update (issue #29). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

export const SupplierListSchema = z.array(SupplierSchema);

/** A message read when it is shown, in the active language (docs/rules/i18n.md). */
type Message = () => string;

/** A text that is empty or matches `pattern` (after trimming). */
const optionalMatching = (pattern: RegExp, error: Message) =>
  z.string().check(z.refine((value) => value.trim() === '' || pattern.test(value.trim()), { error }));

const wholeDays = (max: number) => wholeNumber(0, max, () => t`Enter whole days from 0 to ${max}.`);

const validEmail = () => t`Enter a valid email address.`;
const amountError = () => t`Enter an amount of 0 or more with at most 2 decimals.`;
/** The bound of the form's money field (`MoneyInput`'s 1,000,000), so the demo server refuses what the form refuses. */
const amountMaxError = () => {
  const max = formatNumber(SUPPLIER_LIMITS.minOrderValueMax);
  return t`Enter at most ${max}.`;
};
const weekdaysError = () => t`Choose delivery days from Sunday to Saturday.`;

/** Body of create and update: the rules of the form and of the server, written once. */
export const SupplierInputSchema = z.object({
  /** Something visible; bidi controls and zero-width characters are stripped before it is stored (issue #41). */
  name: visibleName(() => t`Name is required.`, SUPPLIER_LIMITS.nameMax),
  customerAccountNo: z.string(),
  contactName: z.string(),
  email: optionalMatching(PATTERNS.email, validEmail),
  orderEmail: optionalMatching(PATTERNS.email, validEmail),
  phone: optionalMatching(PATTERNS.phone, () => t`Enter a valid phone number, e.g. +49 30 1234567.`),
  address: z.object(
    {
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: optionalMatching(PATTERNS.country, () => t`Enter a two-letter country code, e.g. DE.`),
    },
    { error: () => t`Address is required.` },
  ),
  vatId: optionalMatching(PATTERNS.vatId, () => t`Enter a VAT id like DE123456789.`),
  paymentTermsDays: wholeDays(SUPPLIER_LIMITS.paymentTermsMax),
  minOrderValue: z.number({ error: amountError }).check(
    z.refine((v) => v >= 0 && hasCents(v), { error: amountError }),
    z.refine((v) => !(v > SUPPLIER_LIMITS.minOrderValueMax), { error: amountMaxError }),
  ),
  deliveryWeekdays: z.array(z.number(), { error: weekdaysError }).check(
    z.refine((days) => days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) && new Set(days).size === days.length, {
      error: weekdaysError,
    }),
  ),
  orderCutoffTime: optionalMatching(PATTERNS.time, () => t`Enter a time as HH:mm, e.g. 14:00.`),
  leadTimeDays: wholeDays(SUPPLIER_LIMITS.leadTimeMax),
  notes: z.string(),
  status: z.enum(SUPPLIER_STATUSES, { error: () => t`Choose active or archived.` }),
});

/** Body of an update: the input plus the version the form was opened with (a stale one answers 409 with the current supplier). */
export const SupplierUpdateSchema = z.extend(SupplierInputSchema, { version: z.optional(z.number()) });
