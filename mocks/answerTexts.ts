import { i18n, type Messages } from '@lingui/core';

/**
 * The language of the server's answers. The demo runs in the page, beside the app, and answers in
 * the language the page shows (Lingui's active locale; English when none is set). Its texts are
 * the spec's message catalogue: the server's own `t` messages and the shared schemas' messages,
 * looked up in the compiled catalogues. A lookup whose catalogue is not loaded answers the
 * message's id (`"PWTA4a"`) in a build, where the source text is not kept (issue #41), so before it
 * answers the server loads every catalogue of that language itself, once per language.
 */
const COMPILED = import.meta.glob<{ messages?: Messages }>(['/src/**/locales/*.ts']);

const answerLocale = (): string => (i18n.locale && i18n.locale in LANGUAGE_FILES ? i18n.locale : 'en');
const LANGUAGE_FILES: Record<string, string[]> = {};
for (const path of Object.keys(COMPILED)) {
  const language = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  (LANGUAGE_FILES[language] ??= []).push(path);
}

/** Per language: the load, and the catalogue object it loaded into (a replaced one is loaded again). */
const loaded = new Map<string, { done: Promise<void>; into?: Messages }>();

export function loadAnswerTexts(): Promise<void> {
  const language = answerLocale();
  const known = loaded.get(language);
  // `i18n.loadAndActivate` replaces a language's catalogue (the app only merges into it, a test may
  // replace it): then what was loaded is gone and is loaded again.
  if (known && (known.into === undefined || known.into === i18n.messages)) return known.done;
  const entry: { done: Promise<void>; into?: Messages } = { done: Promise.resolve() };
  entry.done = Promise.all(
    (LANGUAGE_FILES[language] ?? []).map(async (path) => {
      const { messages } = (await COMPILED[path]?.()) ?? {};
      if (messages) i18n.load(language, messages);
    }),
  ).then(
    () => {
      if (i18n.locale === language) entry.into = i18n.messages;
      else loaded.delete(language); // the language changed while loading: checked again next time
    },
    () => void loaded.delete(language), // a failed load is tried again with the next answer
  );
  loaded.set(language, entry);
  return entry.done;
}
