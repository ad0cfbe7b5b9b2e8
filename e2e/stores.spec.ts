import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, fillFields, mockApi, setTheme, signIn, test, visit } from './support/fixtures';

/** The supervisor with a global stores.read only (mocks/db/people.ts). */
async function signInReadOnly(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('relocated@storeops.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test.describe('stores', () => {
  test('an owner creates a store, fills its financial and shift details, and finds them after a reload', async ({ page }) => {
    // One journey over three pages (instead of several small tests that each sign in again).
    test.slow();
    await signIn(page, 'owner', '/stores');
    await page.getByRole('link', { name: 'New store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New store' })).toBeVisible();
    await fillFields(page, {
      Name: 'Leipzig Lindenau E2E',
      Code: 'lej1',
      Street: 'Karl-Heine-Straße 40',
      'Postal code': '04229',
      City: 'Leipzig',
    });
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await page.getByRole('button', { name: 'Create store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leipzig Lindenau E2E' })).toBeVisible();
    await expect(page).toHaveURL(/\/store\/store-\d+$/);
    const storeId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The top-bar selector knows the new store at once.
    await expect(page.getByLabel('Current store').getByRole('option', { name: 'Leipzig Lindenau E2E' })).toHaveCount(1);

    // Financial details: an invalid IBAN is refused at the field, before anything is sent.
    await visit(page, `/store/financial-details?storeId=${storeId}`);
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue(storeId);
    const api = await mockApi(page);
    await page.getByLabel('Legal name').fill('Lindenau Kaffee GmbH');
    await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('BIC').fill('cobadeffxxx');
    await page.getByRole('button', { name: 'Save financial details' }).click();
    await expect(page.getByText('The IBAN is not valid: its check digits do not match (mod-97).')).toBeVisible();
    await expect(page.getByLabel('IBAN', { exact: true })).toHaveAccessibleDescription(
      'The IBAN is not valid: its check digits do not match (mod-97).',
    );
    expect((await api.requests()).filter((r) => r.method === 'PATCH')).toEqual([]);

    // Lower case and spaces are fine; the saved IBAN is masked until revealed.
    await page.getByLabel('IBAN', { exact: true }).fill('de89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save financial details' }).click();
    await expect(page.getByText('Financial details saved')).toBeVisible();
    await expect(page.getByText('DE89 •••• •••• •••• 3000')).toBeVisible();
    await page.getByRole('button', { name: 'Reveal IBAN' }).click();
    await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();

    // Shift details: open Monday to Friday, a week of staffing requirements copied from Monday.
    await visit(page, `/store/shifts?storeId=${storeId}`);
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue(storeId);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByLabel(`${day} closed`).uncheck();
      await page.getByLabel(`${day} opens at`).fill('08:00');
      await page.getByLabel(`${day} closes at`).fill('18:00');
    }
    await page.getByRole('button', { name: 'Add window on Monday' }).click();
    await page.getByLabel('Monday window 1 role').selectOption('barista');
    await page.getByLabel('Monday window 1 start').fill('08:00');
    await page.getByLabel('Monday window 1 end').fill('13:00');
    await page.getByRole('group', { name: 'Monday window 1' }).getByLabel('Minimum staff').fill('2');
    await page.getByRole('button', { name: 'Add window on Monday' }).click();
    await page.getByLabel('Monday window 2 role').selectOption('barista');
    // Overlapping windows of one role are refused at the field.
    await page.getByLabel('Monday window 2 start').fill('12:00');
    await page.getByLabel('Monday window 2 end').fill('18:00');
    await page.getByRole('button', { name: 'Save shift details' }).click();
    await expect(page.getByText('This window overlaps another window of the same role on that day.')).toBeVisible();
    await page.getByLabel('Monday window 2 start').fill('13:00');

    await page.getByLabel('Copy windows of').selectOption({ label: 'Monday' });
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) await page.getByLabel(`Copy to ${day}`).check();
    await page.getByRole('button', { name: 'Copy windows' }).click();
    await expect(page.getByLabel('Friday window 2 start')).toHaveValue('13:00');
    await page.getByRole('button', { name: 'Save shift details' }).click();
    await expect(page.getByText('Shift details saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Wednesday opens at')).toHaveValue('08:00');
    await expect(page.getByLabel('Saturday closed')).toBeChecked();
    await expect(page.getByLabel('Thursday window 1 start')).toHaveValue('08:00');
    await expect(page.getByRole('group', { name: 'Friday window 1' }).getByLabel('Minimum staff')).toHaveValue('2');
    await expect(page.getByLabel('Friday window 2 end')).toHaveValue('18:00');
    await expect(page.getByLabel('Maximum shift length (hours)')).toHaveValue('10');

    await visit(page, `/store/financial-details?storeId=${storeId}`);
    await expect(page.getByText('DE89 •••• •••• •••• 3000')).toBeVisible();
  });

  test('a user with stores.read only sees the list without write actions and cannot open the form', async ({ page }) => {
    await signInReadOnly(page);
    await page.goto('/stores');
    const table = page.getByRole('table', { name: 'Stores' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('Hamburg Harbour Bistro');
    await expect(page.getByRole('link', { name: 'New store' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Financial details of/ })).toHaveCount(0);
    await visit(page, '/store');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);
  });

  // Axe on the four pages in both themes, in two tests so each stays within its time limit.
  const AXE_PAGES: [string, string | RegExp][] = [
    ['/stores', 'Stores'],
    ['/store/store-1', 'Berlin Mitte Café'],
    ['/store/financial-details', 'Store financial details'],
    ['/store/shifts', 'Store shift details'],
  ];
  for (const pages of [AXE_PAGES.slice(0, 2), AXE_PAGES.slice(2)]) {
    test(`axe finds nothing on ${pages.map(([path]) => path).join(' and ')} in light and dark`, async ({ page }) => {
      test.slow();
      await signIn(page, 'owner', pages[0]?.[0]);
      for (const [path, heading] of pages) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          await expect(page.getByRole(path === '/stores' ? 'table' : 'form').first()).toBeVisible();
          await expectAccessible(page);
        }
      }
    });
  }

  test('financial details opened for another store say so plainly, and follow the header on request (issue #32)', async ({ page }) => {
    await signIn(page, 'owner', '/store/financial-details?storeId=store-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Store financial details' })).toBeVisible();
    const header = page.getByLabel('Current store');
    await header.selectOption({ label: 'Berlin Mitte Café' });
    const notice = page.getByText('You are editing the financial details of Hamburg Harbour Bistro, not of Berlin Mitte Café');
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue('store-2');
    // The header switches to the page's store: nothing to warn about.
    await header.selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(page.getByText(/^You are editing the financial details of/)).toHaveCount(0);
    await header.selectOption({ label: 'Munich Market Shop' });
    await expect(
      page.getByText('You are editing the financial details of Hamburg Harbour Bistro, not of Munich Market Shop'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit Munich Market Shop instead' }).click();
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue('store-3');
    await expect(page.getByText(/^You are editing the financial details of/)).toHaveCount(0);
  });
});
