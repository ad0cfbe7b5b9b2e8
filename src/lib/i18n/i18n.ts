import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type CatalogLocale } from './languages';

/**
 * The app's one Lingui instance (docs/rules/i18n.md). Like the router's history it belongs to the
 * page, not to a store: the macros (`t`, `msg`, `<Trans>`) read it. The active language changes
 * only through the language provider (src/app/LanguageProvider.tsx), which loads the catalogues first.
 */
export { i18n };

/** A folder's compiled catalogues, one per language: `import.meta.glob('./locales/*.ts')`. */
export type Catalogs = Record<string, () => Promise<unknown>>;

function isCompiled(value: unknown): value is { messages: Messages } {
  return typeof value === 'object' && value !== null && 'messages' in value;
}

/** Loads a folder's catalogue of one language into the instance (nothing if the folder has none). */
async function loadCatalog(catalogs: Catalogs | undefined, locale: CatalogLocale): Promise<void> {
  const load = catalogs && Object.entries(catalogs).find(([path]) => path.endsWith(`/${locale}.ts`))?.[1];
  if (!load) return;
  const compiled = await load();
  if (isCompiled(compiled)) i18n.load(locale, compiled.messages);
}

export function loadCatalogs(list: readonly (Catalogs | undefined)[], locale: CatalogLocale): Promise<void> {
  return Promise.all(list.map((catalogs) => loadCatalog(catalogs, locale))).then(() => undefined);
}

/**
 * A lazy load (a page's chunk, a panel, a search source) that brings catalogues in the active
 * language with it: resolves to what `load` gives once both are in (docs/rules/i18n.md).
 */
export function withCatalogs<T>(load: () => Promise<T>, list: readonly (Catalogs | undefined)[]): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogs(list, activeLocale())]).then(([loaded]) => loaded);
}

/** The language the app starts in and runs in now (Lingui's active locale). */
export function activeLocale(): CatalogLocale {
  const locale = i18n.locale;
  return locale === 'pseudo' || isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** Makes a language the active one; `<html lang>` follows, so native date and time inputs read it. */
export function activate(locale: CatalogLocale): void {
  // An empty load first: a language whose catalogues are still on their way is not "missing"
  // (in development the source texts show until they arrive).
  i18n.load(locale, {});
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

const STORAGE_KEY = 'storeops.language';

function storedLanguage(): CatalogLocale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'pseudo' || isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a person's choice on this device (it wins over the browser's languages next time). */
export function rememberLanguage(locale: CatalogLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the choice holds until the page is closed.
  }
}

/**
 * The language to start in: `?lang=` (outside production: Playwright's pseudo-locale), then the
 * remembered choice, then the first of the browser's languages the app speaks, then English.
 */
export function initialLanguage(options: { search: string; browserLanguages: readonly string[]; production: boolean }): CatalogLocale {
  const asked = new URLSearchParams(options.search).get('lang');
  if (asked && (isLanguage(asked) || (asked === 'pseudo' && !options.production))) {
    rememberLanguage(asked);
    return asked;
  }
  const stored = storedLanguage();
  if (stored && (stored !== 'pseudo' || !options.production)) return stored;
  return pickLanguage(options.browserLanguages);
}

/** The browser's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
