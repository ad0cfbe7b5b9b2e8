import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';

/**
 * Field shapes that many schemas share (zod/mini), written once. Answer parts are lenient
 * (`text()` defaults to ''); input parts are strict and carry the message people read.
 */

/**
 * The message of a rule: a text, or a function that makes it when the value is checked, so a
 * schema defined once at module level still speaks the language shown (a function that calls
 * Lingui's `t`, docs/rules/i18n.md). Zod calls the function for each issue.
 */
export type RuleMessage = string | (() => string);
const err = (message: RuleMessage) => ({ error: message });

/** A calendar day `YYYY-MM-DD` (query strings and date-only fields, docs/rules/api.md#contract-conventions). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A wall time `HH:mm` from 00:00 to 23:59. */
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Answer text the spec does not guarantee: '' when missing. */
export const text = () => z._default(z.string(), '');

/** A required id of an answer (non-empty). */
export const id = () => z.string().check(z.minLength(1));

/** An answer number the spec does not guarantee: missing stays missing and renders "—" (never a made-up 0). */
export const figure = () => z.optional(z.number());

/**
 * The id and name of a named record (supplier, product, inventory item). Only the id is required
 * (issue #32: a record carrying only its id renders, its name blank).
 */
export const named = () => ({ id: id(), name: text() });

/** At most `max` characters (trimmed), a check of a text input. */
export const atMost = (max: number) =>
  z.refine<string>(
    (v) => v.trim().length <= max,
    err(() => t`At most ${max} characters.`),
  );

/** A required, non-blank text of an input, at most `max` characters (trimmed). */
export const requiredText = (message: RuleMessage, max = 200) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', err(message)),
    atMost(max),
  );

/** The store id every store-scoped body carries. */
export const storeIdField = (message: RuleMessage = () => t`Store ID is required.`) =>
  z.string(err(message)).check(z.minLength(1, err(message)));

/** A calendar day of an input. */
export const isoDate = (message: RuleMessage) =>
  z.string(err(message)).check(z.refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)), err(message)));

/** A wall time `HH:mm` of an input (`pattern` for ranges that may end at 24:00). */
export const timeOfDay = (message: RuleMessage, pattern: RegExp = TIME_OF_DAY) =>
  z.string(err(message)).check(z.regex(pattern, err(message)));

/** 0 = Sunday … 6 = Saturday (as `Date.getDay()`). */
export const weekday = (message: RuleMessage = () => t`Choose a weekday.`) => wholeNumber(0, 6, message);

/**
 * A whole number from `min` to `max` (a count, minutes, days). One refine, not int/gte/lte
 * checks: those abort, and the object's own refines (overlaps, sums) would then not run.
 */
export const wholeNumber = (min: number, max: number, message: RuleMessage) =>
  z.number(err(message)).check(z.refine((v) => Number.isInteger(v) && v >= min && v <= max, err(message)));

/** Whole cents of an amount in major units (money is summed in cents, docs/rules/api.md#contract-conventions). */
export const toCents = (amount: number): number => Math.round(amount * 100);
/**
 * Digits after the decimal point of a number as decimal text: the shortest text that reads back
 * as the same number (`String(v)`), which is what a person typed or a server sent. No float
 * arithmetic: `v * 100` drifts above 2^53 / 100 ≈ 90 trillion and already misjudged about 9 % of
 * two-decimal amounts above 100 million with a tolerance (555555555.55 * 100 is 55555555554.99999).
 */
export function decimalPlaces(v: number): number {
  const text = String(Math.abs(v));
  const [mantissa = '', exponent] = text.split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Finite and with at most two decimals (read from its decimal text, issue 29). */
export const hasCents = (v: number): boolean => Number.isFinite(v) && decimalPlaces(v) <= 2;

/** Money in major units from `min` to `max` with at most 2 decimals. */
export const amount = (message: RuleMessage, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.number(err(message)).check(z.refine((v) => v >= min && v <= max && hasCents(v), err(message)));
