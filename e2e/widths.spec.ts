import { expect, signIn, test } from './support/fixtures';

/** Every list page (spec 2.2/2.3 list routes) and the reports hub. */
const PAGES = ['/suppliers', '/products', '/orders', '/invoices', '/inventory', '/permissions', '/stores', '/finance/tips', '/reports'];
const WIDTHS = [768, 1024, 1440];

test.describe('widths', () => {
  test('no list page scrolls sideways at 768, 1024 and 1440 px; narrow tables put row actions in a menu', async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, 'owner');
    const measured: { page: string; scroll: number; client: number }[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        // Let the data arrive: a table (or the reports hub's cards) is up.
        await expect(page.getByRole('table').or(page.getByRole('heading', { level: 2 })).first()).toBeVisible({ timeout: 30_000 });
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        measured.push({ page: `${path} at ${width}px`, scroll, client });
      }
    }
    expect(measured.filter((m) => m.scroll > m.client)).toEqual([]);
    expect(measured).toHaveLength(WIDTHS.length * PAGES.length);

    // Narrow: the key columns stay, the row actions sit in a labelled menu that works by keyboard.
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/suppliers');
    const menu = page.getByRole('button', { name: 'Actions for Alpen Obst & Gemüse' });
    await expect(page.getByRole('columnheader', { name: /Name/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Status/ })).toBeVisible();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Edit Alpen Obst & Gemüse' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Alpen Obst & Gemüse' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Delete Alpen Obst & Gemüse' })).toBeHidden();

    // 1440: the inventory table shows "Last counted" whole, inside its scroll region.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/inventory');
    const region = page.getByRole('region', { name: 'Inventory items' });
    const header = region.getByRole('columnheader', { name: /Last counted/ });
    await expect(header).toBeVisible();
    const [box, frame] = await Promise.all([header.boundingBox(), region.boundingBox()]);
    expect(box && frame && box.x + box.width <= frame.x + frame.width + 1).toBe(true);
  });
});
