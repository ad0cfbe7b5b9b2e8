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
});
