/**
 * How the demo server reads the texts it is sent: names as it stores them, search keys, and the
 * characters a bank file can carry. The server's own rules; the app checks the same things in its
 * forms, and a flow finds out when the two disagree.
 */

/** Format characters that reorder or hide text: Arabic letter mark, zero-width and bidi controls, word joiners, BOM. */
const HIDDEN = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A name as the server stores it: hidden format characters dropped, outer spaces trimmed. */
export const storedName = (value: string): string => value.replace(HIDDEN, '').trim();

/** Something a reader sees: a letter, digit, punctuation mark or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether a stored name would show anything at all. */
export const showsSomething = (value: string): boolean => VISIBLE.test(storedName(value));

/** Whether a text has one character a bank statement can print. */
export const hasPrintable = (value: string): boolean => VISIBLE.test(value);

/** The key the server's search filters compare: lower case, accents dropped ("Crème" → "creme"). */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The sign-up rules of the auth service. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** Whether a code point may stand in one line of an XML 1.0 bank file (no controls, no non-characters). */
function fitsOneXmlLine(codePoint: number): boolean {
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false; // a surrogate left alone
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

/**
 * A text as the bank file carries it: each character XML cannot hold (or a control) becomes a
 * space, spaces collapse, and at most `max` characters (whole code points) remain.
 */
export function bankText(text: string, max: number): string {
  const chars = Array.from(text, (char) => (fitsOneXmlLine(char.codePointAt(0) ?? 0) ? char : ' '));
  const collapsed = chars.join('').replace(/\s+/g, ' ').trim();
  return Array.from(collapsed).slice(0, max).join('').trim();
}
