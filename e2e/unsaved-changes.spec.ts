import { expect, signIn, test } from './support/fixtures';

test.describe('unsaved changes', () => {
  test('after typing in a form, the browser Back button asks before leaving; staying keeps the typed values, leaving leaves', async ({
    page,
  }) => {
    await signIn(page, 'manager', '/suppliers');
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Edit Frischehof Brandenburg' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frischehof Brandenburg' })).toBeVisible();
    const recordUrl = page.url();

    await page.getByLabel('Contact name').fill('Typed Before Back');
    await page.getByLabel('Phone').fill('+49 30 555 0199');

    // Back, answered "Stay": the form keeps what was typed, at the same address.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    await expect(page).toHaveURL(recordUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Frischehof Brandenburg' })).toBeVisible();
    await expect(page.getByLabel('Contact name')).toHaveValue('Typed Before Back');
    await expect(page.getByLabel('Phone')).toHaveValue('+49 30 555 0199');

    // Back again, answered "Leave": the list shows, and nothing was saved.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Edit Frischehof Brandenburg' }).click();
    await expect(page.getByLabel('Contact name')).not.toHaveValue('Typed Before Back');
  });

  test('a clean form leaves on Back without asking', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'manager', '/suppliers');
    await page.getByRole('link', { name: 'Edit Frischehof Brandenburg' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frischehof Brandenburg' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/suppliers$/);
    expect(dialogs).toEqual([]);
  });
});
