import { i18n, type MessageDescriptor } from '@lingui/core';

/** A message: a `msg` descriptor, or a function of `t` for a message with arguments. */
type MessageEntry = MessageDescriptor | ((...args: never[]) => string);

/** Each descriptor read as its text; a function stays the function it is. */
export type MessageTexts<T> = { readonly [K in keyof T]: T[K] extends MessageDescriptor ? string : T[K] };

/**
 * A module's messages (its `messages.ts`, docs/rules/i18n.md#writing-a-text): written once as `msg`
 * descriptors (Lingui's extractor reads them), each read in the active language whenever it is
 * used, never frozen in the language active at import.
 * `messageTexts({ fetch: msg\`Failed to fetch stores\` }).fetch` is the text in the language shown.
 */
export function messageTexts<const T extends Record<string, MessageEntry>>(entries: T): MessageTexts<T> {
  const texts = {};
  for (const [key, entry] of Object.entries(entries)) {
    Object.defineProperty(
      texts,
      key,
      typeof entry === 'function' ? { value: entry, enumerable: true } : { get: () => i18n._(entry), enumerable: true },
    );
  }
  // The loop above gives `texts` every key of `entries`, typed as the mapped type says.
  return texts as MessageTexts<T>;
}
