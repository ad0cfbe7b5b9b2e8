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
