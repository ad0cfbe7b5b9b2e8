import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { visibleName } from '@/lib/inputRules';
import { atMost, id, requiredText as required, text } from '@/lib/schemaParts';
import { countryCode, CURRENCIES, STORE_LIMITS, timeZoneField } from './fields';
import { bicProblem, ibanProblem } from './logic';
import { isFederalState } from '@/modules/working-time';

/**
 * Store, store financial details and (in shiftDetailsSchema.ts) store shift details (docs/rules/stores.md#stores): the
 * one source of their shapes. Answers are lenient (only `id`/`name`, `storeId` are guaranteed; texts default to '',
 * lists to []), bodies are strict and carry the rules with their messages: the forms and the
 * mock server (`assertValid(fieldErrorsOf(…))`) check with the same schemas.
 */

/* ------------------------------------------------------------------ Store */

const cityRequired = () => t`City is required.`;
const chooseCurrency = () => t`Choose a currency.`;

/**
 * Contract additions (issue #44, docs/rules/working-time.md): the German federal state (public
 * holidays), the hospitality switch (ArbZG §5(2), JArbSchG §14(2)) and the working-time rules
 * switch (default on for country DE). Missing: the rules that need them are off.
 */
const lawFields = {
  federalState: z.optional(z.string()),
  hospitality: z.optional(z.boolean()),
  workingTimeRules: z.optional(z.boolean()),
};

const AddressSchema = z.object({ street: text(), postalCode: text(), city: text(), country: text() });

export const StoreSchema = z.object({
  id: id(),
  name: text(),
  code: text(),
  address: z._default(AddressSchema, { street: '', postalCode: '', city: '', country: '' }),
  timeZone: text(),
  currency: text(),
  /** Not guaranteed: shown as "—" when missing. */
  active: z.optional(z.boolean()),
  /** Raised by the server on every accepted update, sent back with one (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
  ...lawFields,
});

export const StoreListSchema = z.array(StoreSchema);

export const StoreInputSchema = z.object({
  /** Something visible; bidi controls and zero-width characters are stripped before it is stored (issue #41). */
  name: visibleName(() => t`Name is required.`, STORE_LIMITS.nameMax),
  code: z.string().check(
    z.refine((v) => /^[A-Z0-9-]{2,12}$/.test(v.trim()), {
      error: () => t`Enter a code of 2–12 capital letters, digits or dashes, e.g. BER1.`,
    }),
  ),
  address: z.object({
    street: required(() => t`Street is required.`),
    postalCode: required(() => t`Postal code is required.`),
    city: required(cityRequired),
    country: countryCode(),
  }),
  timeZone: timeZoneField(),
  currency: z.enum(CURRENCIES, { error: chooseCurrency }),
  active: z.boolean(),
  ...lawFields,
  federalState: z.optional(
    z.string().check(z.refine((v) => v === '' || isFederalState(v), { error: () => t`Choose a federal state from the list.` })),
  ),
});

/* ------------------------------------------------- Store financial details */

export const StoreFinancialDetailsSchema = z.object({
  storeId: z.string(),
  legalName: text(),
  iban: text(),
  bic: text(),
  addressCity: text(),
  addressCountry: text(),
  creditorReference: z.optional(z.string()),
  currency: text(),
  /** Raised by the server on every accepted update, sent back with one (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

/**
 * Body of `PATCH v1/store/{id}/financial-details`. The IBAN and BIC are checked as typed
 * (lower case and spaces accepted); the form sends them normalised (logic.ts).
 */
export const StoreFinancialDetailsInputSchema = z.object({
  legalName: required(() => t`Legal name is required.`, STORE_LIMITS.legalNameMax),
  iban: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = ibanProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  bic: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = bicProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  addressCity: required(cityRequired),
  addressCountry: countryCode(),
  creditorReference: z.optional(z.string().check(atMost(STORE_LIMITS.creditorReferenceMax))),
  currency: z.enum(CURRENCIES, { error: chooseCurrency }),
});

// The shift details' schemas (shiftDetailsSchema.ts), for the contract and the demo server.
export { SHIFT_DETAILS_MESSAGES, StoreShiftDetailsInputSchema, StoreShiftDetailsSchema } from './shiftDetailsSchema';
