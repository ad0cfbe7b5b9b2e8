import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { isTimeZone } from './logic';

/**
 * The stores module's limits, option lists and the fields its schemas share. A field's message is
 * a function: zod asks for it when it finds the issue, so it reads in the language of that moment
 * (docs/rules/i18n.md), in the form and in the demo server alike. Text, time and number fields
 * are those of src/lib/schemaParts.ts.
 */

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

/** A two-letter country code in capitals. */
export const countryCode = () =>
  z.string().check(z.refine((v) => /^[A-Z]{2}$/.test(v), { error: () => t`Enter a two-letter country code, e.g. DE.` }));
