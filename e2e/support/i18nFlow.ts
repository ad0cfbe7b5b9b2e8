import type { Page } from '@playwright/test';
import { expect, signIn, type Role } from './fixtures';
import { translator, type Lang, type Translator } from './i18nCatalog';

interface FlowLanguage {
  lang: Lang;
  title: string;
  tr: () => Translator;
  /**
   * Figures as a person of the language reads them on the page (the browser is en-GB: British
   * English, or German in Britain), written out rather than formatted the way the app formats them.
   */
  reads: {
    /** 2.5 */
    twoAndAHalf: string;
    /** 120.55 euros */
    euros120_55: string;
  };
}

/**
 * Issue #34's flows run once per language: written against the English texts, `tr` gives the
 * German ones (e2e/german*.spec.ts). English is the same flow with `tr` the identity, so a flow
 * that passes in English and fails in German points at the translation, not at the flow.
 */
export const FLOW_LANGUAGES: FlowLanguage[] = [
  { lang: 'de', title: 'German', tr: () => translator('de'), reads: { twoAndAHalf: '2,5', euros120_55: '120,55 €' } },
  { lang: 'en', title: 'English', tr: () => translator('en'), reads: { twoAndAHalf: '2.5', euros120_55: '€120.55' } },
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
