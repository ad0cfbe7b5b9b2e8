import { t } from '@lingui/core/macro';
import { electronicFormatIBAN } from 'ibantools';

/**
 * Every kind of space a pasted IBAN may carry: Unicode white space (`\s`: no-break space U+00A0,
 * narrow no-break space U+202F, figure and thin spaces U+2000–U+200A, ideographic space…) and
 * the invisible joiners and marks text from banking sites and PDFs brings (zero-width space,
 * joiners, word joiner, soft hyphen, byte-order mark).
 */
const IBAN_SPACING = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/gu;

/** An IBAN as sent and stored: no spaces of any kind, upper case (`de89 3704…` → `DE893704…`); '' when not text. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.replace(IBAN_SPACING, '')) ?? '';
}

/** A BIC as sent and stored: no spaces of any kind, upper case. */
export function normalizeBic(value: string): string {
  return value.replace(IBAN_SPACING, '').toUpperCase();
}

/**
 * Countries whose banks share one BIC country with IBANs of another code (territories that use
 * their mother country's banking system): an IBAN of Guadeloupe (GP) held at a French bank
 * (BIC …FR…) is right. Everything else must agree letter for letter.
 */
const SAME_BANKING = [
  ['FR', 'GF', 'GP', 'MQ', 'RE', 'PM', 'BL', 'MF', 'YT', 'NC', 'PF', 'WF', 'MC'],
  ['GB', 'GG', 'JE', 'IM'],
  ['FI', 'AX'],
] as const;

const group = (country: string): string => SAME_BANKING.find((g) => (g as readonly string[]).includes(country))?.[0] ?? country;

/**
 * Whether a BIC can belong to the bank of an IBAN: the BIC's country (its 5th and 6th letters)
 * is the IBAN's (its first two). An empty BIC fits every IBAN (it is optional: the bank finds
 * it from the IBAN); a BIC or IBAN too short to carry a country does not fit.
 */
export function bicFitsIban(bic: string, iban: string): boolean {
  const b = normalizeBic(bic);
  if (b === '') return true;
  const i = normalizeIban(iban) || iban.replace(/\s+/g, '').toUpperCase();
  if (b.length < 6 || i.length < 2) return false;
  return group(b.slice(4, 6)) === group(i.slice(0, 2));
}

/** Why a BIC does not fit an IBAN: "the BIC … is of a bank in FR, the IBAN of an account in DE." */
export function bicMismatchDetail(bic: string, iban: string): string {
  const code = normalizeBic(bic);
  const bankCountry = code.slice(4, 6);
  const accountCountry = (normalizeIban(iban) || iban).slice(0, 2).toUpperCase();
  return t`the BIC ${code} is of a bank in ${bankCountry}, the IBAN of an account in ${accountCountry}.`;
}

export function bicMismatchMessage(who: string, bic: string, iban: string): string {
  const detail = bicMismatchDetail(bic, iban);
  return t`${who}: ${detail}`;
}

/** A form's field error when the BIC is not of a bank in the IBAN's country (`who`: whose details); none when it fits. */
export function bicFieldErrors(who: string, bic: string, iban: string): Record<string, string> {
  return bicFitsIban(bic, iban) ? {} : { bic: bicMismatchMessage(who, bic, iban) };
}
