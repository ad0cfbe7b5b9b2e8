import type { Messages } from '@lingui/core';
import { activate, loadCatalogs, type Catalogs } from '@/lib/i18n/i18n';
import type { CatalogLocale } from '@/lib/i18n/languages';
import { messages as configEn } from '../config/locales/en';
import { messages as sessionEn } from '../session/locales/en';
import { APP_MODULES } from './modules';

/**
 * The catalogues of the layers (docs/rules/i18n.md). The sign-in page needs `config` and
 * `session` only; the signed-in shell brings `layout`; each module brings its own with its pages.
 *
 * The first screen's English texts are part of the entry: English is the default and most
 * people's language, and a catalogue fetched by `import()` reaches the app a task later, after
 * the entry has run, however early the browser fetched it, so the sign-in form would show later.
 * A German browser carries them for nothing (counted by the bundle budget) and loads its own.
 */
const CONFIG_CATALOGS: Catalogs = withStatic(import.meta.glob(['../config/locales/*.ts', '!../config/locales/en.ts']), 'en', configEn);
const SESSION_CATALOGS: Catalogs = withStatic(import.meta.glob(['../session/locales/*.ts', '!../session/locales/en.ts']), 'en', sessionEn);

/** A folder's catalogues with one language already in the bundle (its load resolves at once, not a task later). */
function withStatic(catalogs: Catalogs, locale: CatalogLocale, messages: Messages): Catalogs {
  return { ...catalogs, [`./locales/${locale}.ts`]: () => Promise.resolve({ messages }) };
}

/**
 * The shell's texts: the layout's and every module's definition (menu entries, page titles,
 * permission names: `src/modules/<m>/locales/shell/`), which the shell shows before any of the
 * module's pages loads. A module's folder holds them; the build puts them in one file per language
 * with the layout's (`shell-texts` in vite.config.ts), so they cost no request of their own.
 */
const MODULE_SHELL_CATALOGS: Catalogs[] = Object.values(
  Object.entries(import.meta.glob('../modules/*/locales/shell/*.ts')).reduce<Record<string, Catalogs>>((byModule, [path, load]) => {
    const folder = path.slice(0, path.indexOf('/locales/'));
    (byModule[folder] ??= {})[path] = load;
    return byModule;
  }, {}),
);

export const SHELL_CATALOGS: readonly Catalogs[] = [import.meta.glob('../layout/locales/*.ts'), ...MODULE_SHELL_CATALOGS];

/**
 * Before the first render: the language is active at once (the first route's loader reads it to
 * load its module's catalogue), and the texts every page needs load; main.tsx renders once they are in.
 */
export function startLanguage(locale: CatalogLocale): Promise<void> {
  activate(locale);
  return loadCatalogs([CONFIG_CATALOGS, SESSION_CATALOGS], locale);
}

/** A switch: every catalogue of the language (pages already open show it at once), then the language goes live. */
export async function switchLanguage(locale: CatalogLocale): Promise<void> {
  await loadCatalogs([CONFIG_CATALOGS, SESSION_CATALOGS, ...SHELL_CATALOGS, ...APP_MODULES.map((m) => m.catalogs)], locale);
  activate(locale);
}
