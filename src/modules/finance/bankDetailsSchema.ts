import { t } from '@lingui/core/macro';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod/mini';
import { normalizeBic, normalizeIban } from '@/lib/iban';
import { id, text } from '@/lib/schemaParts';
import { hasIllegalXmlChar, hasPrintable } from './xmlText';

/** A person's bank details for tip payouts (docs/rules/money.md#financial-details): the answer, the form's rules and the PATCH body. */

/** `DE89 3704 0044 0532 0130 00` → `DE89370400440532013000`; any Unicode space goes (src/lib/iban.ts). */
export { normalizeBic, normalizeIban };

/** mod-97 check and the country's length (ibantools). */
export const ibanIsValid = (iban: string): boolean => isValidIBAN(normalizeIban(iban));
export const bicIsValid = (bic: string): boolean => isValidBIC(normalizeBic(bic));

/**
 * One field a change touched, as the server records it: masked (an IBAN as `•••• 3000`, a BIC and
 * a tax id as their last characters); the account holder and the bank name as written. Empty: none.
 */
const FinancialDetailsFieldChangeSchema = z.object({
  /** `accountHolder`, `iban`, `bic`, `bankName` or `taxId` (another name is shown as written). */
  field: text(),
  before: text(),
  after: text(),
});

/** One change of a person's bank details (contract addition): who, when, from which store, which fields. */
export const FinancialDetailsChangeSchema = z.object({
  /** ISO 8601 instant. */
  changedAt: text(),
  changedBy: text(),
  changedByName: text(),
  /** The store the change was made from; null when none is known (a change recorded before issue 41). */
  storeId: z._default(z.nullable(z.string()), null),
  storeName: text(),
  /** True when the request named no store and the server recorded the person's store (money.md#financial-details). */
  storeInferred: z.optional(z.boolean()),
  /** The fields that changed, masked (issue 41); empty for a change recorded before. */
  fields: z._default(z.array(FinancialDetailsFieldChangeSchema), []),
});

export const UserFinancialDetailsSchema = z.object({
  userId: id(),
  accountHolder: text(),
  iban: text(),
  bic: text(),
  bankName: text(),
  taxId: text(),
  updatedAt: z.optional(z.string()),
  /** Raised by the server on every accepted change; sent back with a PATCH (issue 41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
  /**
   * Contract addition: the stores that pay this person (each they belong to). Changing the
   * details needs tip.write in every one of them, or being the person (finance README).
   */
  stores: z._default(z.array(z.object({ id: id(), name: text() })), []),
  /** Contract addition: the changes, newest first. */
  changes: z._default(z.array(FinancialDetailsChangeSchema), []),
});

export const UserFinancialDetailsInputSchema = z.object({
  accountHolder: z.string().check(
    z.refine((v) => v.trim() !== '', { error: () => t`Account holder is required.` }),
    z.refine((v) => v.trim() === '' || hasPrintable(v), { error: () => t`Enter the account holder’s name in letters.` }),
    z.refine((v) => !hasIllegalXmlChar(v), {
      error: () => t`The account holder contains a character a bank file cannot carry (a control or non-character). Retype the name.`,
    }),
    z.refine((v) => v.trim().length <= 70, { error: () => t`Keep the account holder under 70 characters.` }),
  ),
  iban: z.string().check(
    z.refine(ibanIsValid, {
      error: () => t`Enter a valid IBAN (country code, check digits and account number), e.g. DE89 3704 0044 0532 0130 00.`,
    }),
  ),
  bic: z
    .string()
    .check(
      z.refine((v) => v.trim() === '' || bicIsValid(v), { error: () => t`Enter a valid BIC of 8 or 11 characters, e.g. COBADEFFXXX.` }),
    ),
  bankName: z.string().check(z.maxLength(70, { error: () => t`Keep the bank name under 70 characters.` })),
  taxId: z.string().check(
    z.refine((v) => v.trim() === '' || /^[A-Za-z0-9 /-]{5,20}$/.test(v.trim()), {
      error: () => t`Enter a tax id of 5–20 letters or digits.`,
    }),
  ),
});

/**
 * The PATCH body (issue 41): only the fields that changed (a field left out keeps its saved value,
 * so a masked IBAN is never sent back) and, as contract additions, the store the change is made
 * from (recorded) and the version the change builds on (a stale one answers 409 with the current details).
 */
export const UserFinancialDetailsBodySchema = z.extend(z.partial(UserFinancialDetailsInputSchema), {
  storeId: z.optional(z.string()),
  version: z.optional(z.number()),
});
