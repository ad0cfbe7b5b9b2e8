import type { Page } from '@playwright/test';
import { expect, expectAccessible, mockApi, setTheme, signIn, test, visit } from './support/fixtures';

test.describe('suppliers', () => {
  test('a manager creates, finds, edits, searches and deletes a supplier', async ({ page }) => {
    await signIn(page, 'manager', '/suppliers');
    await page.getByRole('link', { name: 'New supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New supplier' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Elbe Feinkost E2E');
    await page.getByLabel('Contact name').fill('Ina Lorenz');
    await page.getByLabel('Email', { exact: true }).fill('info@elbe-feinkost.example');
    await page.getByLabel('VAT id').fill('DE 811 222 333');
    await page.getByLabel('Tuesday').check();
    await page.getByLabel('Friday').check();
    await page.getByLabel('Order cut-off time').fill('11:00');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Elbe Feinkost E2E' })).toBeVisible();
    await expect(page).toHaveURL(/\/supplier\/sup-\d+$/);

    await page.getByRole('link', { name: 'All suppliers' }).click();
    await expect(page.getByRole('link', { name: 'Elbe Feinkost E2E', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Edit Elbe Feinkost E2E' }).click();
    await page.getByLabel('Contact name').fill('Jan Lorenz');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Supplier saved')).toBeVisible();

    await page.getByRole('link', { name: 'All suppliers' }).click();
    await page.getByLabel('Search suppliers').fill('elbe feinkost');
    await expect(page).toHaveURL(/\?q=elbe\+feinkost$/);
    const rows = page.getByRole('table', { name: 'Suppliers' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Jan Lorenz');

    // The search survives a reload: the view lives in the URL.
    await page.reload();
    await expect(page.getByLabel('Search suppliers')).toHaveValue('elbe feinkost');
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete Elbe Feinkost E2E' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No suppliers match your search.')).toBeVisible();
    // The dialog keeps the focus until its closing transition ends; type only after it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Search suppliers').fill('');
    await expect(page.getByLabel('Search suppliers')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Frischehof Brandenburg', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Elbe Feinkost E2E', exact: true })).toHaveCount(0);
  });

  test('the same name is flagged before saving, with a link to the existing supplier', async ({ page }) => {
    await signIn(page, 'manager', '/supplier');
    await page.getByLabel('Name', { exact: true }).fill('  hanse GETRÄNKE ');
    await expect(page.getByText('A supplier named “Hanse Getränke” already exists.')).toBeVisible();
    // Leaving the typed form asks first (unsaved-changes guard).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Open Hanse Getränke' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hanse Getränke' })).toBeVisible();
  });

  test('a forced 500 on save keeps the typed values and shows the server message', async ({ page }) => {
    await signIn(page, 'manager', '/supplier');
    const api = await mockApi(page);
    await api.fail('post', 'v1/supplier', 500, 'Supplier database is down');
    await page.getByLabel('Name', { exact: true }).fill('Kaputt GmbH');
    await page.getByLabel('Phone').fill('+49 40 1234567');
    await page.getByLabel('Wednesday').check();
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Supplier database is down' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kaputt GmbH');
    await expect(page.getByLabel('Phone')).toHaveValue('+49 40 1234567');
    await expect(page.getByLabel('Wednesday')).toBeChecked();
    await expect(page).toHaveURL(/\/supplier$/);
  });

  test('a read-only user sees no write actions and may not open /supplier', async ({ page }) => {
    await signIn(page, 'viewer', '/suppliers');
    await expect(page.getByText('Frischehof Brandenburg')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New supplier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await visit(page, '/supplier');
    await expect(page).toHaveURL(/\/unauthorized\?reason=noPermission$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the supplier pages pass axe (${theme})`, async ({ page }) => {
      await signIn(page, 'manager', '/suppliers');
      await setTheme(page, theme);
      await expect(page.getByRole('link', { name: 'Frischehof Brandenburg', exact: true })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page);
      await visit(page, '/supplier/sup-001');
      await expect(page.getByRole('table', { name: 'Products of this supplier' })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page);
    });
  }

  // Issue #29: two tabs of one browser (one context: the demo's data is shared through its storage).
  test.describe('two tabs', () => {
    const conflictOf = (tab: Page) => tab.getByRole('alert', { name: 'Someone else saved this record while you were editing' });
    const cellsOf = (tab: Page, label: string) =>
      conflictOf(tab)
        .getByRole('row', { name: new RegExp(`^${label} `) })
        .getByRole('cell');

    async function openTwice(page: Page, path: string, heading: string): Promise<Page> {
      await signIn(page, 'manager', path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      const other = await page.context().newPage();
      await other.goto(path);
      await expect(other.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(other.getByLabel('Contact name')).toBeEditable();
      return other;
    }

    test('the second save of one supplier gets the conflict view and loses nothing', async ({ page }) => {
      const other = await openTwice(page, '/supplier/sup-001', 'Frischehof Brandenburg');
      const city = await other.getByLabel('City').inputValue();

      await page.getByLabel('Contact name').fill('Tab One Contact');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Supplier saved')).toBeVisible();

      await other.getByLabel('Contact name').fill('Tab Two Contact');
      await other.getByLabel('City').fill('Potsdam');
      await other.getByRole('button', { name: 'Save changes' }).click();
      await expect(conflictOf(other)).toBeVisible();
      await expect(conflictOf(other)).toContainText('This supplier was changed by someone else since you opened it.');
      await expect(cellsOf(other, 'Contact name')).toHaveText(['Tab One Contact', 'Tab Two Contact', 'Mine (you changed it)']);
      await expect(cellsOf(other, 'City')).toHaveText([city, 'Potsdam', 'Mine (you changed it)']);
      // Nothing typed is lost.
      await expect(other.getByLabel('Contact name')).toHaveValue('Tab Two Contact');
      await expect(other.getByLabel('City')).toHaveValue('Potsdam');
      await expectAccessible(other);

      // Reload theirs: the other tab's values come in, the typed ones go.
      await conflictOf(other).getByRole('button', { name: 'Reload theirs' }).click();
      await expect(conflictOf(other)).toHaveCount(0);
      await expect(other.getByLabel('Contact name')).toHaveValue('Tab One Contact');
      await expect(other.getByLabel('City')).toHaveValue(city);

      // The first tab saves again; the second, now on the first's earlier version, conflicts again.
      await page.getByLabel('Notes').fill('A note from tab one');
      await page.getByRole('button', { name: 'Save changes' }).click();
      // Its toast may still show from the first save: wait for the save in the demo's storage.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('storeops.mock.suppliers') ?? '')).toContain('A note from tab one');
      await setTheme(other, 'dark');
      await other.getByLabel('City').fill('Potsdam');
      await other.getByRole('button', { name: 'Save changes' }).click();
      await expect(cellsOf(other, 'Notes')).toHaveText(['A note from tab one', '—', 'Theirs (you did not change it)']);
      await expect(cellsOf(other, 'City')).toHaveText([city, 'Potsdam', 'Mine (you changed it)']);
      await expectAccessible(other);

      // Keep mine: my change over their version; their note, a field I did not touch, stays (issue #41).
      await conflictOf(other).getByRole('button', { name: 'Keep mine' }).click();
      await expect(other.getByText('Supplier saved')).toBeVisible();
      await expect(conflictOf(other)).toHaveCount(0);
      await page.reload();
      await expect(page.getByLabel('City')).toHaveValue('Potsdam');
      await expect(page.getByLabel('Contact name')).toHaveValue('Tab One Contact');
      await expect(page.getByLabel('Notes')).toHaveValue('A note from tab one');
      await expect(other.getByLabel('Notes')).toHaveValue('A note from tab one');
    });

    test('two tabs saving different suppliers both keep their changes', async ({ page }) => {
      await signIn(page, 'manager', '/supplier/sup-002');
      const other = await page.context().newPage();
      await other.goto('/supplier/sup-003');
      await expect(page.getByLabel('Contact name')).toBeEditable({ timeout: 30_000 });
      await expect(other.getByLabel('Contact name')).toBeEditable({ timeout: 30_000 });

      await page.getByLabel('Contact name').fill('Saved in tab one');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Supplier saved')).toBeVisible();
      // The second tab read the suppliers before the first tab's save.
      await other.getByLabel('Contact name').fill('Saved in tab two');
      await other.getByRole('button', { name: 'Save changes' }).click();
      await expect(other.getByText('Supplier saved')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Contact name')).toHaveValue('Saved in tab one');
      await other.reload();
      await expect(other.getByLabel('Contact name')).toHaveValue('Saved in tab two');
      await visit(page, '/suppliers');
      await page.getByLabel('Search suppliers').fill('Saved in tab');
      const rows = page.getByRole('table', { name: /^Suppliers/ }).getByRole('row');
      await expect(rows).toHaveCount(3);
    });
  });
});
