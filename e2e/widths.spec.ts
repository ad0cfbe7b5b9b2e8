import { expect, signIn, test, visit } from './support/fixtures';

/** Every list page (docs/rules/session.md#store-routes, docs/rules/session.md#store-management-routes list routes) and the reports hub, with its level-1 heading. */
const PAGES: [string, string][] = [
  ['/suppliers', 'Suppliers'],
  ['/products', 'Products'],
  ['/orders', 'Orders'],
  ['/invoices', 'Invoices'],
  ['/inventory', 'Inventory'],
  ['/permissions', 'Permissions'],
  ['/stores', 'Stores'],
  ['/finance/tips', 'Tips'],
  ['/reports', 'Reports'],
];
const WIDTHS = [768, 1024, 1440];

test.describe('widths', () => {
  test('no list page scrolls sideways at 768, 1024 and 1440 px; narrow tables put row actions in a menu', async ({ page }) => {
    // 27 in-app visits (10–12 s on CI).
    test.setTimeout(120_000);
    await signIn(page, 'owner', PAGES[0]?.[0]);
    const measured: { page: string; scroll: number; client: number }[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // In-app navigation from page to page (the width applies to each as the router shows it).
      for (const [path, heading] of PAGES) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
        // Let the data arrive: a table (or the reports hub's cards) is up.
        await expect(
          page
            .getByRole('table')
            .or(page.getByRole('heading', { level: 2 }))
            .first(),
        ).toBeVisible({ timeout: 30_000 });
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
    await visit(page, '/suppliers');
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
    await visit(page, '/inventory');
    const region = page.getByRole('region', { name: 'Inventory items' });
    const header = region.getByRole('columnheader', { name: /Last counted/ });
    await expect(header).toBeVisible();
    const [box, frame] = await Promise.all([header.boundingBox(), region.boundingBox()]);
    expect(box && frame && box.x + box.width <= frame.x + frame.width + 1).toBe(true);
  });
});
