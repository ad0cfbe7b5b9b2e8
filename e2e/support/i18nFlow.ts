import type { Page } from '@playwright/test';
import { expect, signIn, type Role } from './fixtures';
import { translator, type Lang, type Translator } from './i18nCatalog';

/**
 * Issue #34's flows run once per language: written against the English texts, `tr` gives the
 * German ones (e2e/german*.spec.ts). English is the same flow with `tr` the identity, so a flow
 * that passes in English and fails in German points at the translation, not at the flow.
 */
export const FLOW_LANGUAGES: { lang: Lang; title: string; tr: () => Translator }[] = [
  { lang: 'de', title: 'German', tr: () => translator('de') },
  { lang: 'en', title: 'English', tr: () => translator('en') },
];

/** `path` with `lang=` added (the app reads it once and remembers the choice: docs/rules/i18n.md). */
function withLang(path: string, lang: Lang): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** Starts signed in as `role` on `path` in the flow's language, and checks the page speaks it. */
export async function startIn(page: Page, tr: Translator, role: Role, path: string): Promise<void> {
  await signIn(page, role, withLang(path, tr.lang));
  await expect(page.locator('html')).toHaveAttribute('lang', tr.lang);
}

/** The calendar day `offset` days from today in the browser's time zone, as the date inputs take it. */
export function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A number as a person of the language reads it (German 2,5; English 2.5), by the browser's `Intl`. */
export function localNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US').format(value);
}

/** An amount in euros as a person of the language reads it (German 120,55 €; English €120.55). */
export function localEuros(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR' }).format(value);
}
