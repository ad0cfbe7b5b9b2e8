/**
 * Names with something visible (issue #41), without the schema library: the sign-up form on the
 * first screens uses them too, and zod stays out of that bundle (`inputRules.ts` builds the
 * schema rules on these).
 */

/**
 * Bidirectional controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM) and zero-width characters: they
 * reorder or hide what a name shows (U+202E turns "Anna" into what reads as another name).
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\u061C\uFEFF]/gu;

/** A name as stored: bidi controls and zero-width characters removed, spaces trimmed. */
export function cleanName(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

/** Whether a name shows something: a letter, digit, mark, punctuation or symbol once cleaned. */
export function hasVisible(value: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(cleanName(value));
}
