import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * Issue #41, no lost update anywhere: two tabs of one browser (one context: the demo's data is
 * shared through its storage) on one product and on one inventory item. The second save gets the
 * conflict view; "Keep mine" saves the fields that tab changed and keeps the colleague's change in
 * a field it never touched.
 */
const conflictOf = (tab: Page) => tab.getByRole('alert', { name: 'Someone else saved this record while you were editing' });
const cellsOf = (tab: Page, label: string) =>
  conflictOf(tab)
    .getByRole('row', { name: new RegExp(`^${label} `) })
    .getByRole('cell');

async function openTwice(page: Page, path: string): Promise<Page> {
  await signIn(page, 'manager', path);
  await expect(page.getByLabel('Category')).toBeEditable({ timeout: 30_000 });
  const other = await page.context().newPage();
  await other.goto(path);
  await expect(other.getByLabel('Category')).toBeEditable({ timeout: 30_000 });
  return other;
}

test.describe('two tabs, one record (issue #41)', () => {
  test('a product: the second save gets the conflict view; Keep mine keeps the colleague’s category', async ({ page }) => {
    const other = await openTwice(page, '/product/prod-1-001');
    const name = await other.getByLabel('Name', { exact: true }).inputValue();
    const category = await other.getByLabel('Category').inputValue();

    // Tab one (the colleague) changes the category and saves.
    await page.getByLabel('Category').fill('Colleague category');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();

    // Tab two, opened before, changes the name only.
    await other.getByLabel('Name', { exact: true }).fill(`${name} (mine)`);
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expect(conflictOf(other)).toBeVisible();
    await expect(cellsOf(other, 'Category')).toHaveText(['Colleague category', category, 'Theirs (you did not change it)']);
    await expect(cellsOf(other, 'Name')).toHaveText([name, `${name} (mine)`, 'Mine (you changed it)']);
    await expect(other.getByLabel('Name', { exact: true })).toHaveValue(`${name} (mine)`);

    await conflictOf(other).getByRole('button', { name: 'Keep mine' }).click();
    await expect(other.getByText('Product saved')).toBeVisible();
    await expect(conflictOf(other)).toHaveCount(0);
    await expect(other.getByLabel('Category')).toHaveValue('Colleague category');
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} (mine)`, { timeout: 30_000 });
    await expect(page.getByLabel('Category')).toHaveValue('Colleague category');
  });

  test('an inventory item: the second save gets the conflict view; Keep mine keeps the colleague’s category', async ({ page }) => {
    const other = await openTwice(page, '/inventory/inv-1-002');
    const category = await other.getByLabel('Category').inputValue();
    const par = await other.getByLabel('Par level').inputValue();

    await page.getByLabel('Category').fill('Colleague category');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Inventory item updated')).toBeVisible();

    await other.getByLabel('Par level').fill('77');
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expect(conflictOf(other)).toBeVisible();
    await expect(cellsOf(other, 'Category')).toHaveText(['Colleague category', category, 'Theirs (you did not change it)']);
    await expect(cellsOf(other, 'Par level')).toHaveText([par, '77', 'Mine (you changed it)']);
    await expect(other.getByLabel('Par level')).toHaveValue('77');

    await conflictOf(other).getByRole('button', { name: 'Keep mine' }).click();
    await expect(other.getByText('Inventory item updated')).toBeVisible();
    await page.goto('/inventory/inv-1-002');
    await expect(page.getByLabel('Par level')).toHaveValue('77', { timeout: 30_000 });
    await expect(page.getByLabel('Category')).toHaveValue('Colleague category');
  });
});
