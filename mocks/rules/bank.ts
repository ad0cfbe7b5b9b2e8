import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Bank details as the demo server reads them: IBAN and BIC in their electronic form, and whether
 * a BIC can belong to the bank of an IBAN. Checked with ibantools, not with the app's helpers.
 */

/** Spaces and the invisible characters a pasted IBAN brings along (soft hyphen, zero-width, word joiner, BOM). */
const PASTED_GAPS = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** `de89 3704 0044 0532 0130 00` → `DE89370400440532013000`; '' when it is not an IBAN's shape. */
export const ibanOf = (value: string): string => electronicFormatIBAN(value.replace(PASTED_GAPS, '')) ?? '';

export const bicOf = (value: string): string => value.replace(PASTED_GAPS, '').toUpperCase();

export const validIban = (value: string): boolean => isValidIBAN(ibanOf(value));

/** Countries that bank under another's code: French overseas and Monaco, the Crown Dependencies, Åland. */
const BANKS_AS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['GF', 'GP', 'MQ', 'RE', 'PM', 'BL', 'MF', 'YT', 'NC', 'PF', 'WF', 'MC'].map((c) => [c, 'FR'])),
  ...Object.fromEntries(['GG', 'JE', 'IM'].map((c) => [c, 'GB'])),
  AX: 'FI',
};
const bankingCountry = (code: string): string => BANKS_AS[code] ?? code;

/** The countries of a BIC's bank and of an IBAN's account. */
function countriesOf(bic: string, iban: string): { bank: string; account: string } {
  const account = ibanOf(iban) || iban.replace(/\s+/g, '').toUpperCase();
  return { bank: bicOf(bic).slice(4, 6), account: account.slice(0, 2) };
}

/** Whether the BIC (none is fine) is of a bank in the IBAN's country. */
export function bicMatchesIban(bic: string, iban: string): boolean {
  const code = bicOf(bic);
  if (!code) return true;
  const { bank, account } = countriesOf(bic, iban);
  return code.length >= 6 && account.length === 2 && bankingCountry(bank) === bankingCountry(account);
}
