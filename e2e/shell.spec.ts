import type { Page } from '@playwright/test';
import { expect, expectAccessible, setTheme, signIn, test } from './support/fixtures';

/** Each skin once, each side-menu and top-bar colour at least once, one of them horizontal. */
const COMBOS = [
  { skin: 'classic', sidenavColor: 'dark', topbarColor: 'light', orientation: 'vertical' },
  { skin: 'material', sidenavColor: 'light', topbarColor: 'dark', orientation: 'vertical' },
  { skin: 'modern', sidenavColor: 'gray', topbarColor: 'gray', orientation: 'vertical' },
  { skin: 'saas', sidenavColor: 'gradient', topbarColor: 'gradient', orientation: 'vertical' },
  { skin: 'flat', sidenavColor: 'image', topbarColor: 'light', orientation: 'vertical' },
  { skin: 'minimal', sidenavColor: 'dark', topbarColor: 'dark', orientation: 'horizontal' },
] as const;

/** A light page, so the checks are about the shell more than about a module's screen. */
const SHELL_PAGE = '/permissions';

/** As the manager on a shell page, opens the quick search with Ctrl+K; returns its box. */
async function openQuickSearch(page: Page) {
  await signIn(page, 'manager', SHELL_PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  return page.getByRole('combobox', { name: 'Search' });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the shell: menu, themes, customizer, quick search', () => {
  test('a staff member sees a smaller menu than the owner, as the permissions say', async ({ page }) => {
    await signIn(page, 'staff', '/inventory');
    const staffMenu = menu(page);
    await expect(staffMenu.getByRole('link', { name: 'Time Entry' })).toBeVisible();
    await expect(staffMenu.getByRole('link', { name: 'Analysis' })).toBeVisible();
    await staffMenu.getByRole('button', { name: 'Shift' }).click();
    await expect(staffMenu.getByRole('link', { name: 'Update availability' })).toBeVisible();
    await expect(staffMenu.getByRole('link', { name: 'Update team availability' })).toHaveCount(0);
    for (const name of ['Dashboard', 'Suppliers', 'Products', 'Orders', 'Invoices', 'Permissions']) {
      await expect(staffMenu.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(staffMenu.getByRole('button', { name: 'Store' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sam Staff' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, 'owner', '/dashboard');
    const ownerMenu = menu(page);
    for (const name of ['Dashboard', 'Suppliers', 'Products', 'Orders', 'Invoices', 'Permissions', 'Time Entry']) {
      await expect(ownerMenu.getByRole('link', { name })).toBeVisible();
    }
    await ownerMenu.getByRole('button', { name: 'Store' }).click();
    await expect(ownerMenu.getByRole('link', { name: 'Financial Details' })).toBeVisible();
  });

  test('the theme toggle and a customizer change survive a reload', async ({ page }) => {
    await signIn(page, 'manager');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.getByRole('button', { name: 'Open customizer' }).click();
    const customizer = page.getByRole('dialog', { name: 'Admin Customizer' });
    await customizer.getByRole('radio', { name: 'Horizontal' }).check();
    await customizer.getByRole('radio', { name: 'SaaS' }).check();
    await page.keyboard.press('Escape');
    await expect(customizer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open customizer' })).toBeFocused();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'saas');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    // Horizontal: the menu is the top navigation, the toggle is gone on a wide screen.
    await expect(menu(page).getByRole('button', { name: 'Inventory' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle side menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open customizer' }).click();
    await expect(customizer.getByRole('group', { name: 'Side menu size' })).toHaveCount(0);
    await customizer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(customizer.getByRole('group', { name: 'Side menu size' })).toBeVisible();
  });

  test('at 700px wide the menu is off-canvas and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signIn(page, 'manager', '/orders');
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    await expect(menu(page)).toBeVisible();
    // The backdrop locks the page scroll.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await menu(page).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(menu(page)).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // Escape closes it too.
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
  });

  test('on load the active menu item scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 480 });
    await signIn(page, 'owner', '/user-financial-details');
    await expect(menu(page).getByRole('link', { name: 'Employee Details' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('link', { name: 'Employee Details' })).toBeInViewport();
  });

  test('Ctrl+K finds a page and opens it', async ({ page }) => {
    const search = await openQuickSearch(page);
    await expect(search).toBeFocused();
    await search.fill('shift report');
    await expect(page.getByRole('option', { name: /Shift report/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shifts\/report$/);
  });

  test('the quick search finds suppliers, products and orders through the modules’ sources', async ({ page }) => {
    const search = await openQuickSearch(page);
    await search.fill('frischehof');
    const supplier = page.getByRole('group', { name: 'Suppliers' }).getByRole('option', { name: /Frischehof Brandenburg/ });
    await expect(supplier).toBeVisible();
    await search.fill('croissant');
    await expect(
      page
        .getByRole('group', { name: 'Products' })
        .getByRole('option', { name: /Croissants/ })
        .first(),
    ).toBeVisible();
    await search.fill('PO-');
    await expect(page.getByRole('group', { name: 'Orders' }).getByRole('option').first()).toBeVisible();
    await search.fill('frischehof');
    await supplier.click();
    await expect(page).toHaveURL(/\/supplier\/sup-001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frischehof Brandenburg' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe passes on the shell in ${theme}, with the customizer and menus open`, async ({ page }) => {
      await signIn(page, 'owner', SHELL_PAGE);
      await setTheme(page, theme);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Olivia Owner' }).click();
      // The menu opens on its first item: the language choice (English, checked), then Log Out.
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Search' }).fill('inv');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open customizer' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin Customizer' })).toBeVisible();
      await expectAccessible(page);
    });

    for (const combo of COMBOS) {
      test(`stays readable in ${theme}: ${combo.skin} skin, ${combo.sidenavColor} side menu, ${combo.topbarColor} top bar, ${combo.orientation}`, async ({
        page,
      }) => {
        await signIn(page, 'owner', SHELL_PAGE);
        await page.evaluate((c) => localStorage.setItem('storeops.layoutConfig', JSON.stringify(c)), { ...combo, theme });
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-skin', combo.skin);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});
