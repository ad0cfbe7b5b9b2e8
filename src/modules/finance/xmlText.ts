/**
 * Text that an XML 1.0 document can carry (issue 29). XML allows tab, line feed, carriage return,
 * U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF; everything else (C0 controls, lone
 * surrogates, U+FFFE, U+FFFF) makes the whole file unreadable. A name in a bank file is one line,
 * so the three allowed controls (and C1 controls, U+0080–U+009F) count as bad too.
 */
// Code units, no `u` flag: a lone surrogate is found by looking at its neighbours.
// eslint-disable-next-line no-control-regex -- the control characters are what this rule is about
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A letter, digit, punctuation mark or symbol: something a bank statement can show. */
const PRINTABLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether the text holds a character XML cannot carry or a control character. */
export const hasIllegalXmlChar = (text: string): boolean => NOT_IN_A_NAME.test(text);

/** Whether the text holds at least one printable character (not only spaces or controls). */
export const hasPrintable = (text: string): boolean => PRINTABLE.test(text);

/**
 * The text with every character XML cannot carry (and every control character) turned into a
 * space, runs of spaces collapsed and trimmed, cut to `max` characters (code points, so a pair is
 * never split).
 */
export function xmlSafeText(text: string, max: number): string {
  const clean = text.replace(new RegExp(NOT_IN_A_NAME.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, max).join('').trim();
}
