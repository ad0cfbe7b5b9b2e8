import { I18nProvider } from '@lingui/react';
import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { activate, activeLocale, i18n, rememberLanguage } from '@/lib/i18n/i18n';
import { LanguageContext } from '@/lib/i18n/LanguageContext';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notify';
import type { CatalogLocale } from '@/lib/i18n/languages';
import { switchLanguage } from './catalogs';

/** Lingui's active language as React state: it changes only through `activate` (src/lib/i18n/i18n.ts). */
const onLocaleChange = (onChange: () => void): (() => void) => i18n.on('change', onChange);

/**
 * The person's language for the tree below (docs/rules/i18n.md): Lingui's provider re-renders
 * every text when it changes; the switches (user menu, sign-in page) call `choose`. The language
 * shown is Lingui's active one, read, not kept a second time.
 * `initial` (the tests' render helpers) makes a language active before the first render; the
 * browser app has already started in its language (main.tsx).
 */
export function LanguageProvider({ initial, children }: { initial?: CatalogLocale; children: ReactNode }) {
  useState(() => {
    if (initial ? i18n.locale !== initial : !i18n.locale) activate(initial ?? activeLocale());
  });
  const language = useSyncExternalStore(onLocaleChange, activeLocale);
  const choose = useCallback(async (next: CatalogLocale) => {
    try {
      await switchLanguage(next);
    } catch {
      // A catalogue that cannot load (offline, a new version deployed): the language stays, and says why.
      notify.error(MESSAGES.languageUnavailable);
      return;
    }
    rememberLanguage(next);
  }, []);
  const value = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nProvider>
  );
}
