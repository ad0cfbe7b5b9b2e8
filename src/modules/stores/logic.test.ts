import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { BIC_MESSAGES, bicProblem, copyDay, formatIban, IBAN_MESSAGES, ibanProblem, maskIban, normalizeIban } from './logic';
import { StoreFinancialDetailsInputSchema } from './schema';
import { SHIFT_DETAILS_MESSAGES, StoreShiftDetailsInputSchema } from './shiftDetailsSchema';
import type { StoreShiftDetailsInput } from './types';

describe('IBAN and BIC checks (ibantools)', () => {
  it('accepts valid IBANs of several countries', () => {
    expect(ibanProblem('DE89370400440532013000')).toBeNull();
    expect(ibanProblem('GB82WEST12345698765432')).toBeNull();
    expect(ibanProblem('FR1420041010050500013M02606')).toBeNull();
  });

  it('refuses a wrong checksum (mod-97)', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe(IBAN_MESSAGES.checksum);
    expect(ibanProblem('DE88370400440532013000')).toBe(IBAN_MESSAGES.checksum);
  });

  it('refuses a wrong length for the country, and an unknown country', () => {
    expect(ibanProblem('DE8937040044053201300')).toBe(IBAN_MESSAGES.length);
    expect(ibanProblem('DE893704004405320130000')).toBe(IBAN_MESSAGES.length);
    expect(ibanProblem('XX89370400440532013000')).toBe(IBAN_MESSAGES.country);
    expect(ibanProblem('  ')).toBe(IBAN_MESSAGES.required);
  });

  it('accepts lower case and spaces, and normalises them for sending', () => {
    expect(ibanProblem('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(
      fieldErrorsOf(StoreFinancialDetailsInputSchema, {
        legalName: 'Mitte Kaffee GmbH',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobade ffxxx',
        addressCity: 'Berlin',
        addressCountry: 'DE',
        currency: 'EUR',
      }),
    ).toEqual({});
  });

  it('checks the BIC shape: 8 or 11 characters with a country', () => {
    expect(bicProblem('COBADEFFXXX')).toBeNull();
    expect(bicProblem('cobadeff')).toBeNull();
    expect(bicProblem('COBADEF')).toBe(BIC_MESSAGES.shape);
    expect(bicProblem('COBA12FFXXX')).toBe(BIC_MESSAGES.shape);
    expect(bicProblem('')).toBe(BIC_MESSAGES.required);
  });

  it('puts the IBAN and BIC messages at their fields', () => {
    expect(
      fieldErrorsOf(StoreFinancialDetailsInputSchema, {
        legalName: '',
        iban: 'DE89370400440532013001',
        bic: 'NOPE',
        addressCity: 'Berlin',
        addressCountry: 'de',
        currency: 'EUR',
      }),
    ).toEqual({
      legalName: 'Legal name is required.',
      iban: IBAN_MESSAGES.checksum,
      bic: BIC_MESSAGES.shape,
      addressCountry: 'Enter a two-letter country code, e.g. DE.',
    });
  });
});

describe('masked IBAN', () => {
  it('shows country, check digits and the last four only', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• 3000');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• •••• 3000');
    // The length is not given away: a longer IBAN looks the same.
    expect(maskIban('FR1420041010050500013M02606')).toBe('FR14 •••• •••• •••• 2606');
    expect(maskIban('')).toBe('');
  });

  it('formats the revealed IBAN in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

const week = (
  staffingRequirements: StoreShiftDetailsInput['staffingRequirements'],
  rules: Partial<StoreShiftDetailsInput['rules']> = {},
): StoreShiftDetailsInput => ({
  timeZone: 'Europe/Berlin',
  weekStartsOn: 1,
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '18:00', closed: weekday === 0 })),
  staffingRequirements,
  rules: { minShiftHours: 3, maxShiftHours: 10, maxHoursPerWeek: 40, minRestHours: 11, maxConsecutiveDays: 6, ...rules },
});

describe('shift details validation', () => {
  it('accepts a plausible week: touching windows and different roles at the same time', () => {
    expect(
      fieldErrorsOf(
        StoreShiftDetailsInputSchema,
        week([
          { weekday: 1, role: 'barista', start: '08:00', end: '13:00', minStaff: 2 },
          { weekday: 1, role: 'barista', start: '13:00', end: '18:00', minStaff: 1 },
          { weekday: 1, role: 'cook', start: '08:00', end: '18:00', minStaff: 1 },
          { weekday: 2, role: 'barista', start: '08:00', end: '13:00', minStaff: 1 },
        ]),
      ),
    ).toEqual({});
  });

  it('refuses a staffing window on a day the store is closed, at its start field (issue #30)', () => {
    // Sunday is closed in `week`.
    expect(
      fieldErrorsOf(
        StoreShiftDetailsInputSchema,
        week([
          { weekday: 1, role: 'barista', start: '08:00', end: '13:00', minStaff: 1 },
          { weekday: 0, role: 'barista', start: '08:00', end: '13:00', minStaff: 1 },
        ]),
      ),
    ).toEqual({ 'staffingRequirements.1.start': SHIFT_DETAILS_MESSAGES.closedDay });
  });

  it('refuses a window that does not end after it starts, at its end field', () => {
    expect(
      fieldErrorsOf(
        StoreShiftDetailsInputSchema,
        week([
          { weekday: 1, role: 'barista', start: '13:00', end: '13:00', minStaff: 1 },
          { weekday: 1, role: 'cook', start: '14:00', end: '09:00', minStaff: 1 },
        ]),
      ),
    ).toEqual({
      'staffingRequirements.0.end': 'The window must end after it starts.',
      'staffingRequirements.1.end': 'The window must end after it starts.',
    });
  });

  it('refuses overlapping windows of the same role on one day, and bad times and staff counts', () => {
    expect(
      fieldErrorsOf(
        StoreShiftDetailsInputSchema,
        week([
          { weekday: 3, role: 'service', start: '10:00', end: '14:00', minStaff: 1 },
          { weekday: 3, role: 'service', start: '13:30', end: '16:00', minStaff: 0 },
          { weekday: 3, role: 'cashier', start: '25:00', end: '16:00', minStaff: 1.5 },
        ]),
      ),
    ).toEqual({
      'staffingRequirements.1.start': SHIFT_DETAILS_MESSAGES.overlap,
      'staffingRequirements.1.minStaff': 'Enter a whole number from 1 to 50.',
      'staffingRequirements.2.start': 'Enter a start time as HH:mm, e.g. 08:00.',
      'staffingRequirements.2.minStaff': 'Enter a whole number from 1 to 50.',
    });
  });

  it('requires opening before closing on open days only, and minimum ≤ maximum in the rules', () => {
    const details = week([], { minShiftHours: 8, maxShiftHours: 6 });
    details.openingHours[2] = { weekday: 2, opensAt: '18:00', closesAt: '08:00', closed: false };
    details.openingHours[0] = { weekday: 0, opensAt: '', closesAt: '', closed: true };
    expect(fieldErrorsOf(StoreShiftDetailsInputSchema, details)).toEqual({
      'openingHours.2.closesAt': 'Closing time must be after opening time.',
      'rules.maxShiftHours': 'The maximum shift length must be at least the minimum.',
    });
    // A number that is not one (typed text) is refused at its field.
    expect(fieldErrorsOf(StoreShiftDetailsInputSchema, week([], { maxHoursPerWeek: Number.NaN }))).toEqual({
      'rules.maxHoursPerWeek': 'Enter weekly hours from 0 to 80 hours.',
    });
  });

  it('refuses an unknown time zone and week start', () => {
    expect(fieldErrorsOf(StoreShiftDetailsInputSchema, { ...week([]), timeZone: 'Mars/Olympus', weekStartsOn: 7 })).toEqual({
      timeZone: 'Choose a time zone from the list, e.g. Europe/Berlin.',
      weekStartsOn: 'Choose a weekday.',
    });
  });

  it('copies one day to others, replacing what they had', () => {
    const copied = copyDay(
      [
        { weekday: 1, role: 'barista', start: '08:00', end: '12:00', minStaff: 1 },
        { weekday: 2, role: 'cook', start: '10:00', end: '14:00', minStaff: 1 },
        { weekday: 3, role: 'cook', start: '10:00', end: '14:00', minStaff: 1 },
      ],
      1,
      [2, 5],
    );
    expect(copied).toEqual([
      { weekday: 1, role: 'barista', start: '08:00', end: '12:00', minStaff: 1 },
      { weekday: 2, role: 'barista', start: '08:00', end: '12:00', minStaff: 1 },
      { weekday: 3, role: 'cook', start: '10:00', end: '14:00', minStaff: 1 },
      { weekday: 5, role: 'barista', start: '08:00', end: '12:00', minStaff: 1 },
    ]);
  });
});
