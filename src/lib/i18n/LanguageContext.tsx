import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type CatalogLocale } from './languages';

export interface LanguageChoice {
  /** The language the app speaks now. */
  language: CatalogLocale;
  /** Switches: loads the language's catalogues, then shows it everywhere and remembers it. */
  choose: (language: CatalogLocale) => Promise<void>;
}

/** Provided by src/app/LanguageProvider.tsx, which knows every catalogue; read by the language switches. */
export const LanguageContext = createContext<LanguageChoice>({ language: DEFAULT_LANGUAGE, choose: () => Promise.resolve() });

export function useLanguage(): LanguageChoice {
  return useContext(LanguageContext);
}
