import { z } from 'zod/mini';
import { isTimeZone } from './logic';

/** The stores module's limits, option lists and a field its schemas share. */

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
  z.string().check(z.refine((v) => isTimeZone(v), 'Choose a time zone from the list, e.g. Europe/Berlin.'));
