import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { isTimeZone } from './logic';

/**
 * The stores module's limits, option lists and the fields its schemas share. A field's message is
 * a function: zod asks for it when it finds the issue, so it reads in the language of that moment
 * (docs/rules/i18n.md), in the form and in the demo server alike.
 */
type Message = () => string;

/** Store roles that staffing requirements ask for (the roles of the staff list). */
export const STAFF_ROLES = ['barista', 'cook', 'service', 'cashier', 'manager'] as const;

export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK', 'USD'] as const;
/** The currencies as select options. */
export const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

export const STORE_LIMITS = {
  nameMax: 120,
  codeMax: 12,
  /** SEPA names are at most 70 characters. */
  legalNameMax: 70,
  creditorReferenceMax: 35,
  minStaffMax: 50,
  shiftHoursMax: 24,
  weekHoursMax: 80,
  restHoursMax: 24,
  consecutiveDaysMax: 14,
} as const;

/** An IANA time zone `Intl` knows. */
export const timeZoneField = () =>
  z.string().check(z.refine((v) => isTimeZone(v), { error: () => t`Choose a time zone from the list, e.g. Europe/Berlin.` }));

/** At most `max` characters (trimmed). */
export const atMost = (max: number) => z.refine<string>((v) => v.trim().length <= max, { error: () => t`At most ${max} characters.` });

/** A required, non-blank text of at most `max` characters (as `requiredText` of src/lib/schemaParts.ts, its message read when shown). */
export const requiredField = (message: Message, max = 200) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: message }),
    atMost(max),
  );

/** A wall time `HH:mm` matching `pattern` (as `timeOfDay` of src/lib/schemaParts.ts). */
export const timeField = (message: Message, pattern: RegExp) => z.string({ error: message }).check(z.regex(pattern, { error: message }));

/** A whole number from `min` to `max`, one refine (as `wholeNumber` of src/lib/schemaParts.ts). */
export const wholeNumberField = (min: number, max: number, message: Message) =>
  z.number({ error: message }).check(z.refine((v) => Number.isInteger(v) && v >= min && v <= max, { error: message }));

/** A two-letter country code in capitals. */
export const countryCode = () =>
  z.string().check(z.refine((v) => /^[A-Z]{2}$/.test(v), { error: () => t`Enter a two-letter country code, e.g. DE.` }));
