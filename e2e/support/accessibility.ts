import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { run } from 'axe-core';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Accessibility checks of the e2e flows: axe on the page shown, in the light and dark theme. */

/** axe-core's browser build, evaluated in the page under test (CDP evaluation: the app's CSP does not apply). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
interface AxeWindow {
  axe: { run: typeof run };
}

/**
 * Runs axe (WCAG 2.1 AA) on the page and fails with the violations listed.
 *
 * axe-core directly rather than @axe-core/playwright (issue #19): the app has no frames, and the
 * builder evaluated the 560 kB axe source twice for every check and collected every passing node
 * too. Here the source goes into a document once (a page reached by `visit` keeps it) and only
 * violations are collected; the rules and tags are the same. Measured on /shifts: 0.7 s a check
 * against 1.0–1.2 s with the builder (which itself was 2–3 s in its frame-by-frame mode).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await base.step(
    'axe',
    async () => {
      expect(await axeViolations(page, options), 'axe violations').toEqual([]);
    },
    { box: true },
  );
}

/** The WCAG 2.1 AA violations axe finds on the page shown, one line each (empty: none). */
async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([tags, exclude]) => {
      const { axe } = window as unknown as AxeWindow;
      const results = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
    },
    [AXE_TAGS, options.exclude ?? []] as const,
  );
}

/**
 * Switches the colour theme the way a user does it: with the top bar's theme button on a signed-in
 * page (no reload; the choice is stored and later pages keep it), else through the stored layout
 * config and a reload (public pages). Nothing happens when the page shows that theme already.
 * `toggleName` is the button's name in the page's language (the German flows pass theirs).
 */
export async function setTheme(page: Page, theme: 'light' | 'dark', toggleName = `Switch to ${theme} theme`): Promise<void> {
  await base.step(
    `${theme} theme`,
    async () => {
      const html = page.locator('html');
      if ((await html.getAttribute('data-bs-theme')) === theme) return;
      const toggle = page.getByRole('button', { name: toggleName, exact: true });
      if ((await toggle.count()) > 0) {
        // Behind an open modal dialog (a panel, a confirmation) the button cannot be reached by a
        // pointer: its click event is sent to it directly, so the dialog stays open for axe.
        if ((await page.locator('[aria-modal="true"]').count()) > 0) await toggle.dispatchEvent('click');
        else await toggle.click();
      } else {
        await page.evaluate((t) => {
          const key = 'storeops.layoutConfig';
          const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          localStorage.setItem(key, JSON.stringify({ ...current, theme: t }));
        }, theme);
        await page.reload();
      }
      await expect(html).toHaveAttribute('data-bs-theme', theme);
    },
    { box: true },
  );
}

interface AccessibleInOptions {
  /** The theme button's name in the page's language (setTheme). */
  toggleName?: string;
  /** Soft: the violations are reported under this name and the flow goes on (the i18n flows' checkScreen). */
  soft?: string;
}

/**
 * On the page shown, once `ready` (its table or heading) shows: switches to `theme` and runs axe.
 */
export async function expectAccessibleIn(
  page: Page,
  theme: 'light' | 'dark',
  ready: Locator,
  { toggleName, soft }: AccessibleInOptions = {},
): Promise<void> {
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await setTheme(page, theme, toggleName);
  await expect(ready).toBeVisible({ timeout: 30_000 });
  if (soft === undefined) await expectAccessible(page);
  else expect.soft(await axeViolations(page), `axe violations on ${soft} (${theme})`).toEqual([]);
}
