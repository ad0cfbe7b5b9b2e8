import { t } from '@lingui/core/macro';
import { normalizeBic, normalizeIban } from './schema';

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

/** The fields of a person's bank details by name, as the form, its conflict view and the change log call them. */
export function bankFieldLabels(): Readonly<Record<string, string>> {
  return { accountHolder: t`Account holder`, iban: t`IBAN`, bic: t`BIC`, bankName: t`Bank name`, taxId: t`Tax id` };
}
