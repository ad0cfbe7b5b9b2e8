import { activate, loadCatalogs, type Catalogs } from '@/lib/i18n/i18n';
import type { CatalogLocale } from '@/lib/i18n/languages';
import { APP_MODULES } from './modules';

/**
 * The catalogues of the layers (docs/rules/i18n.md). The sign-in page needs `config` and
 * `session` only; the signed-in shell brings `layout`; each module brings its own with its pages.
 */
const CONFIG_CATALOGS: Catalogs = import.meta.glob('../config/locales/*.ts');
const SESSION_CATALOGS: Catalogs = import.meta.glob('../session/locales/*.ts');
export const LAYOUT_CATALOGS: Catalogs = import.meta.glob('../layout/locales/*.ts');

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
  await loadCatalogs([CONFIG_CATALOGS, SESSION_CATALOGS, LAYOUT_CATALOGS, ...APP_MODULES.map((m) => m.catalogs)], locale);
  activate(locale);
}
