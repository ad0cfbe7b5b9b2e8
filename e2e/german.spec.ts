import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { FLOW_LANGUAGES, startIn } from './support/i18nFlow';
import { escapeRe } from './support/i18nCatalog';
import { checkScreen } from './support/i18nPage';

/**
 * Issue #34, done when: the main flows in German, each screen with axe in both themes and no
 * English left on it (e2e/support/i18nPage.ts), written against the English texts (`tr`) and run
 * in English too. This file: sign in, count stock, an order with "2,5". The people flows (shift,
 * time clock, tip SEPA) are in german-people.spec.ts; switching back to English in german-english.spec.ts.
 */
for (const { lang, title, tr: translatorOf, reads } of FLOW_LANGUAGES) {
  test.describe(`${title} flows: sign in, stock, orders`, () => {
    test.slow();

    test(`${title}: signs in through the form`, async ({ page }) => {
      const tr = translatorOf();
      // The browser asks for en-GB: the page starts in English, and the person chooses on it.
      await page.goto('/sign-in');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByLabel('Language', { exact: true }).selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const signInButton = page.getByRole('button', { name: tr('Sign in'), exact: true });
      await checkScreen(page, tr, 'sign-in', signInButton);
      await page.getByLabel(tr('Email'), { exact: true }).fill(ACCOUNTS.manager);
      await page.getByLabel(tr('Password'), { exact: true }).fill(DEMO_PASSWORD);
      await signInButton.click();
      await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 30_000 });
      // The choice is remembered: the signed-in app speaks it without `?lang=`.
      expect(await page.evaluate(() => localStorage.getItem('storeops.language'))).toBe(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await checkScreen(page, tr, 'first page after sign-in', page.getByRole('heading', { level: 1 }));
    });

    test(`${title}: counts a storage area and posts the differences`, async ({ page }) => {
      const tr = translatorOf();
      await startIn(page, tr, 'staff', '/inventory/patch');
      await expect(page.getByRole('heading', { level: 1, name: tr('Update inventory') })).toBeVisible({ timeout: 30_000 });
      const start = page.getByRole('button', { name: tr('Start count'), exact: true });
      await checkScreen(page, tr, 'inventory update', start);
      await start.click();

      // Front counter: a storage area of the seed, chosen by its value; the app names it in the language.
      const areas = page.getByLabel(tr('Storage area'), { exact: true });
      const areaName = ((await areas.locator('option[value="Front counter"]').textContent()) ?? '').trim();
      await areas.selectOption('Front counter');
      const area = page.getByRole('region', { name: new RegExp(`^${escapeRe(areaName)}\\b`) });
      const fields = area.getByRole('textbox');
      await expect(fields.first()).toBeVisible();
      const n = await fields.count();
      expect(n).toBeGreaterThan(1);
      await fields.first().focus();
      for (let i = 0; i < n; i += 1) {
        await page.keyboard.type(String(30 + i));
        await page.keyboard.press('Enter');
      }
      const saved = page.getByRole('status').filter({ hasText: tr('All counts saved') });
      await expect(saved).toBeVisible();
      await expect(fields.last()).toHaveValue(String(30 + n - 1));
      await checkScreen(page, tr, 'count in progress', saved);

      await page.getByRole('button', { name: tr('Finish count…'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr('Finish the count?') });
      const post = dialog.getByRole('button', { name: tr('Post the differences'), exact: true });
      await checkScreen(page, tr, 'finish the count', post);
      await post.click();
      const result = page.getByRole('region', { name: tr('Count finished: differences posted') });
      await checkScreen(page, tr, 'count finished', result);
    });

    test(`${title}: creates an order with a quantity typed "2,5" and gets 2.5, not 25`, async ({ page }) => {
      const tr = translatorOf();
      await startIn(page, tr, 'manager', '/order');
      await expect(page.getByRole('heading', { level: 1, name: tr('New order') })).toBeVisible({ timeout: 30_000 });
      const supplier = page.getByLabel(tr('Supplier'), { exact: true });
      await checkScreen(page, tr, 'new order', supplier);
      await supplier.selectOption({ label: 'Frischehof Brandenburg' });
      const product = page.getByLabel(tr('Product to add'), { exact: true });
      await expect(product.locator('option').nth(1)).toBeAttached();
      await product.selectOption({ index: 1 });
      await page.getByRole('button', { name: tr('Add line'), exact: true }).click();

      // The line's first number is its quantity (the column order of the lines table).
      const lines = page.getByRole('table', { name: tr('Order lines') });
      const quantity = lines.getByRole('row').nth(1).getByRole('textbox').first();
      await quantity.fill('2,5');
      await checkScreen(page, tr, 'order with a line', lines);

      const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/order'));
      await page.getByRole('button', { name: tr('Save draft'), exact: true }).click();
      const body = (await posted).postDataJSON() as { lines: { quantity: number }[] };
      expect(body.lines.map((l) => l.quantity)).toEqual([2.5]);

      await expect(page).toHaveURL(/\/order\/ord-/, { timeout: 30_000 });
      const heading = page.getByRole('heading', { level: 1, name: tr.re('Order {number}') });
      await expect(heading).toBeVisible();
      // The saved line reads 2.5 in the person's notation (German 2,5), read back from the server.
      await page.reload();
      const savedLines = page.getByRole('table', { name: tr('Order lines') });
      await expect(savedLines.getByRole('row').nth(1).getByRole('textbox').first()).toHaveValue(reads.twoAndAHalf);
      await checkScreen(page, tr, 'saved order', savedLines);
    });
  });
}
