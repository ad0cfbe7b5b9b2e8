import type { Page } from '@playwright/test';
import { expect, expectAccessible, setTheme, signIn, test, type Role } from './support/fixtures';

const ALL = [
  'Stock alerts',
  'Orders to receive',
  'Invoices',
  "Today's shifts",
  'Clocked in now',
  'Tips of the week',
  'Planned and worked hours this week',
];
const PURCHASING = ['Stock alerts', 'Orders to receive', 'Invoices'];

async function expectTiles(page: Page, shown: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of ALL) {
    await expect(page.getByRole('region', { name, exact: true })).toHaveCount(shown.includes(name) ? 1 : 0);
  }
  // Each shown tile finished loading: no skeleton left.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

test.describe('dashboard', () => {
  test('the owner sees every tile, each linking to its page; accessible in light and dark', async ({ page }) => {
    await signIn(page, 'owner', '/dashboard');
    await expectTiles(page, ALL);
    await expect(page.getByRole('table', { name: /Planned \(light bar\) against worked/ }).getByRole('row')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Tips of the week' }).getByRole('link', { name: 'Open tips' })).toBeVisible();
    await expectAccessible(page);
    await setTheme(page, 'dark');
    await expectTiles(page, ALL);
    await expectAccessible(page);
    await page.getByRole('region', { name: 'Stock alerts' }).getByRole('link', { name: 'Open inventory' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
  });

  const cases: [Role, string[]][] = [
    ['manager', ALL],
    ['viewer', PURCHASING],
  ];
  for (const [role, shown] of cases) {
    test(`the ${role} sees only their tiles`, async ({ page }) => {
      await signIn(page, role, '/dashboard');
      await expectTiles(page, shown);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(shown.length);
    });
  }

  test('staff hold no dashboard permission: no tile, /unauthorized', async ({ page }) => {
    await signIn(page, 'staff', '/dashboard');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});
