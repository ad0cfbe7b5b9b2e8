import { EMAIL_PATTERN } from '@/lib/validation';
import type { Supplier, SupplierInput, SupplierStatus } from './types';

/** Weekday labels, index = the number stored in `deliveryWeekdays` (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Display order of the weekday picker: the working week first. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const SUPPLIER_STATUSES: readonly SupplierStatus[] = ['active', 'archived'];

export const PATTERNS = {
  email: EMAIL_PATTERN,
  /** Digits with an optional leading +, spaces, dashes, slashes and brackets; 6–20 characters. */
  phone: /^\+?[0-9][0-9 ()/-]{4,18}[0-9]$/,
  /** EU VAT id shape: two-letter country prefix, then 2–12 letters or digits (DE123456789). */
  vatId: /^[A-Z]{2}[0-9A-Z]{2,12}$/,
  time: /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
  country: /^[A-Z]{2}$/,
} as const;

export const SUPPLIER_LIMITS = {
  nameMax: 120,
  paymentTermsMax: 365,
  leadTimeMax: 60,
} as const;

/** The match key of a supplier name (decisions.md: trimmed and case-folded). */
export function supplierNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Another supplier with the same name, ignoring the one being edited. */
export function findSameName(
  suppliers: readonly Pick<Supplier, 'id' | 'name'>[],
  name: string,
  exceptId?: string,
): Pick<Supplier, 'id' | 'name'> | undefined {
  const key = supplierNameKey(name);
  if (!key) return undefined;
  return suppliers.find((s) => s.id !== exceptId && supplierNameKey(s.name) === key);
}

/** A VAT id as users type it (`de 123 456 789`) in its stored shape (`DE123456789`). */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

const isWholeNumber = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * Field errors of a supplier body (empty when valid). The form and the mock server apply the
 * same rules, so what the form lets through the server accepts.
 */
export function validateSupplier(input: Partial<Record<keyof SupplierInput, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(input.name);
  if (!name) errors.name = 'Name is required.';
  else if (name.length > SUPPLIER_LIMITS.nameMax) errors.name = `Name must be at most ${SUPPLIER_LIMITS.nameMax} characters.`;
  for (const field of ['email', 'orderEmail'] as const) {
    const value = text(input[field]);
    if (value && !PATTERNS.email.test(value)) errors[field] = 'Enter a valid email address.';
  }
  const phone = text(input.phone);
  if (phone && !PATTERNS.phone.test(phone)) errors.phone = 'Enter a valid phone number, e.g. +49 30 1234567.';
  const vatId = text(input.vatId);
  if (vatId && !PATTERNS.vatId.test(vatId)) errors.vatId = 'Enter a VAT id like DE123456789.';
  if (!isWholeNumber(input.paymentTermsDays, 0, SUPPLIER_LIMITS.paymentTermsMax)) {
    errors.paymentTermsDays = `Enter whole days from 0 to ${SUPPLIER_LIMITS.paymentTermsMax}.`;
  }
  if (!isWholeNumber(input.leadTimeDays, 0, SUPPLIER_LIMITS.leadTimeMax)) {
    errors.leadTimeDays = `Enter whole days from 0 to ${SUPPLIER_LIMITS.leadTimeMax}.`;
  }
  const mov = input.minOrderValue;
  if (typeof mov !== 'number' || !Number.isFinite(mov) || mov < 0 || Math.round(mov * 100) !== mov * 100) {
    errors.minOrderValue = 'Enter an amount of 0 or more with at most 2 decimals.';
  }
  const days = input.deliveryWeekdays;
  if (!Array.isArray(days) || days.some((d) => !isWholeNumber(d, 0, 6)) || new Set(days).size !== days.length) {
    errors.deliveryWeekdays = 'Choose delivery days from Sunday to Saturday.';
  }
  const cutoff = text(input.orderCutoffTime);
  if (cutoff && !PATTERNS.time.test(cutoff)) errors.orderCutoffTime = 'Enter a time as HH:mm, e.g. 14:00.';
  if (!SUPPLIER_STATUSES.includes(input.status as SupplierStatus)) errors.status = 'Choose active or archived.';
  const address = input.address;
  if (typeof address !== 'object' || address === null) {
    errors.address = 'Address is required.';
  } else {
    const country = text((address as Record<string, unknown>).country);
    if (country && !PATTERNS.country.test(country)) errors['address.country'] = 'Enter a two-letter country code, e.g. DE.';
  }
  return errors;
}

export function emptySupplier(): SupplierInput {
  return {
    name: '',
    customerAccountNo: '',
    contactName: '',
    email: '',
    orderEmail: '',
    phone: '',
    address: { street: '', postalCode: '', city: '', country: 'DE' },
    vatId: '',
    paymentTermsDays: 14,
    minOrderValue: 0,
    deliveryWeekdays: [],
    orderCutoffTime: '',
    leadTimeDays: 1,
    notes: '',
    status: 'active',
  };
}

/** Short weekday list for tables: "Mon, Wed, Fri". */
export function formatWeekdays(days: readonly number[]): string {
  return WEEKDAY_ORDER.filter((d) => days.includes(d))
    .map((d) => WEEKDAYS[d].slice(0, 3))
    .join(', ');
}
