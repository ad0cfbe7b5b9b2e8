import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, visit, type Role } from './support/fixtures';
import { escapeRe } from './support/i18nCatalog';
import { notPseudo, pseudo, shownTexts } from './support/i18nPage';

/**
 * Issue #34's guard: the main pages in the pseudo-locale (`?lang=pseudo`, outside production:
 * Lingui's accented English) show no untranslated text. A text node passes when it has no letters,
 * when its words are pseudo-localised, or when what is not is data: the demo seed's texts (people,
 * stores, suppliers, products, storage areas, notes: mocks/db), e-mail addresses, and the English
 * words Intl writes in dates (the pseudo-locale formats as English). e2e/support/i18nPage.ts, i18nSeedData.ts.
 */
interface PseudoPage {
  name: string;
  path: string;
  /** What shows once the page has its data (found without names: they are pseudo-localised). */
  ready: (page: Page) => Locator;
}

const table = (page: Page) => page.getByRole('main').getByRole('table').first();

const MANAGER_PAGES: PseudoPage[] = [
  { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('main').getByRole('region').first() },
  { name: 'suppliers', path: '/suppliers', ready: table },
  { name: 'products', path: '/products', ready: table },
  { name: 'orders', path: '/orders', ready: table },
  { name: 'inventory', path: '/inventory', ready: table },
  { name: 'invoices', path: '/invoices', ready: table },
  { name: 'shifts planner', path: '/shifts', ready: table },
  { name: 'time clock', path: '/time-entry/form', ready: (page) => page.getByRole('main').getByRole('region').first() },
  { name: 'timesheet review', path: '/time-entry/review', ready: table },
  { name: 'tips', path: '/finance/tips', ready: table },
  { name: 'reports', path: '/reports', ready: (page) => page.getByRole('main').getByRole('link').first() },
  { name: 'shift report', path: '/shifts/report', ready: table },
  { name: 'availability', path: '/shift', ready: (page) => page.getByRole('main').getByRole('button').first() },
];

const OWNER_PAGES: PseudoPage[] = [
  { name: 'stores', path: '/stores', ready: table },
  { name: 'permissions', path: '/permissions', ready: table },
];

/** Opens `path` in the session (in-app, as a link does) and waits for its heading, once the previous page's has gone. */
async function open(page: Page, path: string, previous: string | null): Promise<string> {
  await visit(page, path);
  await expect(page).toHaveURL(new RegExp(`${escapeRe(path)}(\\?|$)`));
  const heading = page.getByRole('heading', { level: 1 });
  // The page before stays up until the new one renders.
  if (previous !== null) await expect(heading).not.toHaveText(previous, { timeout: 30_000 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return (await heading.textContent()) ?? '';
}

/** Opens each page, waits for its data, and lists what is not pseudo-localised. */
async function checkPages(page: Page, pages: PseudoPage[]) {
  const loading = page.getByRole('status').filter({ hasText: new RegExp(`${pseudo('Loading')}|Loading`) });
  let previous: string | null = null;
  for (const { name, path, ready } of pages) {
    await test.step(name, async () => {
      previous = await open(page, path, previous);
      await expect(ready(page)).toBeVisible({ timeout: 30_000 });
      await expect(loading).toHaveCount(0, { timeout: 30_000 });
      expect.soft(notPseudo(await shownTexts(page)), `texts not pseudo-localised on ${name} (${path})`).toEqual([]);
    });
  }
}

const ROLES: [Role, PseudoPage[]][] = [
  ['manager', MANAGER_PAGES],
  ['owner', OWNER_PAGES],
];

test.describe('pseudo-locale: no untranslated text on the main pages', () => {
  for (const [role, pages] of ROLES) {
    test(`as ${role}: ${pages.map((p) => p.name).join(', ')}`, async ({ page }) => {
      test.setTimeout(60_000 + pages.length * 20_000);
      await signIn(page, role, `${pages[0]?.path ?? '/'}?lang=pseudo`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate(() => localStorage.getItem('storeops.language'))).toBe('pseudo');
      await checkPages(page, pages);
    });
  }
});
