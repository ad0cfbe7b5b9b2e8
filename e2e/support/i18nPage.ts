import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessibleIn } from './accessibility';
import { englishTexts, escapeRe, type EnglishTexts, type Translator } from './i18nCatalog';
import { intlDateWords, seedTexts } from './i18nSeedData';

/** What a page shows a person, read for issue #34's language checks: texts and the attributes that are read out. */
export interface ShownText {
  text: string;
  /** Where: the element and, for an attribute, its name. */
  where: string;
  /**
   * A text node, an attribute's value, or an element's whole text (its text nodes together: a
   * message with inline markup, which the nodes already show piece by piece).
   */
  kind: 'node' | 'attribute' | 'element';
}

/**
 * The shown texts of the page: each text node whose element is rendered (visually hidden text for
 * screen readers included: it is read out), each such element's whole text when it holds text of
 * its own (a message with inline markup spans several nodes), and aria-label, placeholder, title, alt.
 */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'];
    const shown = (el: Element): boolean => {
      // Options have no box of their own: their select is what shows.
      const box = el.closest('select') ?? el;
      return box.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true });
    };
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}`;
    };
    type Kind = 'node' | 'attribute' | 'element';
    const out: { text: string; where: string; kind: Kind }[] = [];
    const seen = new Set<string>();
    const add = (text: string | null | undefined, where: string, kind: Kind) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      const key = `${clean}\u0000${kind}`;
      if (clean === '' || seen.has(key)) return;
      seen.add(key);
      out.push({ text: clean, where, kind });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const withOwnText = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || SKIP.has(parent.tagName) || !n.textContent?.trim() || !shown(parent)) continue;
      add(n.textContent, name(parent), 'node');
      withOwnText.add(parent);
    }
    for (const el of withOwnText) add(el.textContent, name(el), 'element');
    for (const el of document.body.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(','))) {
      if (!shown(el)) continue;
      for (const a of ATTRIBUTES) if (el.hasAttribute(a)) add(el.getAttribute(a), `${name(el)}[${a}]`, 'attribute');
    }
    return out;
  });
}

let english: EnglishTexts | null = null;

/** The shown texts that are English messages with a German translation that differs ("no English left"). */
function englishLeft(texts: ShownText[]): string[] {
  english ??= englishTexts();
  const { exact, patterns } = english;
  return texts
    .filter(({ text }) => exact.has(text) || patterns.some((p) => p.re.test(text)))
    .map(({ text, where }) => `"${text}" (${where})`);
}

/** The letters Lingui's pseudo-locale writes (pseudolocale's mapping; ß for B left out: it is German data too). */
const PSEUDO_LETTERS = /[ÀàƀĆćĎďĒēƑƒĜĝĤĥĨĩĴĵĶķĹĺḾḿŃńŌōƤƥǪǫŔŕŚśŢţŨũŴŵŶŷŹź]/u;

/** pseudolocale's letter mapping (as Lingui's compile uses it), to write a source text as the pseudo-locale shows it. */
const PSEUDO_MAP = 'AÀaàBßbƀCĆcćDĎdďEĒeēFƑfƒGĜgĝHĤhĥIĨiĩJĵjĴKĶkķLĹlĺMḾmḿNŃnńOŌoōPƤpƥQǪqǫRŔrŕSŚsśTŢtţUŨuũWŴwŵYŶyŷZŹzź';
const PSEUDO_OF = new Map([...PSEUDO_MAP.matchAll(/(.)(.)/gu)].map((m) => [m[1] ?? '', m[2] ?? '']));

/** A source text as the pseudo-locale writes it ("Loading..." → "Ĺōàďĩńĝ..."). */
export const pseudo = (text: string) => [...text].map((c) => PSEUDO_OF.get(c) ?? c).join('');

let dataPattern: RegExp | null = null;

/** Data in a text: the seed's texts, Intl's date words, e-mail addresses and URLs (whole words only). */
function dataRe(): RegExp {
  dataPattern ??= new RegExp(
    [
      '[\\w.+-]+@[\\w.-]+',
      'https?://\\S+',
      ...[...seedTexts(), ...intlDateWords()].map((s) => `(?<![\\p{L}\\p{N}])${escapeRe(s)}(?![\\p{L}\\p{N}])`),
    ].join('|'),
    'gu',
  );
  return dataPattern;
}

/**
 * The text nodes and attributes (aria-label, placeholder, title, alt…) that are neither
 * pseudo-localised nor data: after the data is taken out, every word left must carry a pseudo
 * letter, a digit (codes, numbers), or be only v/x (which the pseudo-locale keeps). An element's
 * whole text is left out: its text nodes are checked one by one.
 */
export function notPseudo(texts: ShownText[]): string[] {
  return texts
    .filter(({ kind }) => kind !== 'element')
    .filter(({ text }) => {
      const rest = text.replace(dataRe(), ' ');
      // A code (PO-2026-0004, Sepa_Tips_….xml) is one word: its digits make it data.
      const words = rest.match(/[\p{L}\p{M}\p{N}'’_]+(?:[-.][\p{L}\p{M}\p{N}'’_]+)*/gu) ?? [];
      return words.some((w) => /\p{L}/u.test(w) && !PSEUDO_LETTERS.test(w) && !/\p{N}/u.test(w) && !/^[vxVX]+$/.test(w));
    })
    .map(({ text, where }) => `"${text}" (${where})`);
}

/** In German, no English message left on the page (soft). An English page is English by design: nothing to check. */
async function expectNoEnglishLeft(page: Page, tr: Translator, screen: string): Promise<void> {
  if (tr.lang !== 'de') return;
  expect.soft(englishLeft(await shownTexts(page)), `English left on ${screen}`).toEqual([]);
}

/** Both themes, the one shown now first (it needs no switch). */
async function themesFrom(page: Page): Promise<readonly ('light' | 'dark')[]> {
  const dark = (await page.locator('html').getAttribute('data-bs-theme')) === 'dark';
  return dark ? ['dark', 'light'] : ['light', 'dark'];
}

/**
 * A screen of a flow in a language, once `ready` shows: in German no English message left, and axe
 * in the light and the dark theme. Soft: the flow goes on, and the report lists every screen's findings.
 */
export async function checkScreen(page: Page, tr: Translator, screen: string, ready: Locator): Promise<void> {
  await base.step(`screen: ${screen} (${tr.lang})`, async () => {
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await expectNoEnglishLeft(page, tr, screen);
    for (const theme of await themesFrom(page)) {
      // The top bar's theme button, named in the flow's language.
      const toggleName = tr(theme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme');
      await expectAccessibleIn(page, theme, ready, { toggleName, soft: screen });
    }
  });
}
