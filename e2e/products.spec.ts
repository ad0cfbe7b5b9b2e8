import { expect, expectAccessible, fillFields, setTheme, signIn, test, visit } from './support/fixtures';

test.describe('products', () => {
  test("a product created for a supplier shows on the supplier's page and in that store's list only", async ({ page }) => {
    await signIn(page, 'manager', '/supplier');
    await page.getByLabel('Name', { exact: true }).fill('Spreewald Gurken E2E');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spreewald Gurken E2E' })).toBeVisible();
    await expect(page.getByText('This supplier has no products in this store.')).toBeVisible();

    await page.getByRole('link', { name: 'New product from this supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue(/^sup-/);
    await fillFields(page, {
      Name: 'Gewürzgurken E2E',
      SKU: 'E2E-0001',
      Category: 'Produce',
      'Purchase unit': 'crate',
      'Pack size': '6',
      'Base unit': 'kg',
      'Price per crate': '15',
    });
    await expect(page.getByTestId('price-per-base-unit')).toContainText('€2.50 / kg');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gewürzgurken E2E' })).toBeVisible();

    await visit(page, '/suppliers?q=spreewald');
    await page.getByRole('link', { name: 'Spreewald Gurken E2E', exact: true }).click();
    const own = page.getByRole('table', { name: 'Products of this supplier' });
    await expect(own.getByRole('link', { name: 'Gewürzgurken E2E' })).toBeVisible();

    await visit(page, '/products');
    await page.getByLabel('Search products').fill('gewürzgurken');
    const table = page.getByRole('table', { name: 'Products in Berlin Mitte Café' });
    await expect(table.getByRole('link', { name: 'Gewürzgurken E2E' })).toBeVisible();
    await expect(table).toContainText('€15.00 / crate');

    await page.getByLabel('Current store').selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(page.getByRole('table', { name: 'Products in Hamburg Harbour Bistro' })).toHaveCount(0);
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByLabel('Search products').fill('');
    await expect(page.getByRole('table', { name: 'Products in Hamburg Harbour Bistro' })).toBeVisible();
  });

  test('a product is deactivated, not deleted', async ({ page }) => {
    await signIn(page, 'manager', '/product/prod-1-001');
    await page.getByRole('button', { name: 'Deactivate product' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('button', { name: 'Reactivate product' })).toBeVisible();
    await visit(page, '/products?state=inactive');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tomatoes', exact: true })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the product pages pass axe (${theme})`, async ({ page }) => {
      await signIn(page, 'manager', '/products');
      await setTheme(page, theme);
      await expect(page.getByRole('table', { name: 'Products in Berlin Mitte Café' })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page);
      await visit(page, '/product/prod-1-001');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Tomatoes', { timeout: 30_000 });
      await expectAccessible(page);
    });
  }
});
