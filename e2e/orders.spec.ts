import { expect, expectAccessible, mockApi, setTheme, signIn, test } from './support/fixtures';

test.describe('purchase orders', () => {
  test('a manager creates an order from a supplier’s products, sends it and finds it in the list', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await page.getByLabel('Supplier').selectOption({ label: 'Frischehof Brandenburg' });
    const product = page.getByLabel('Product to add');
    await expect(product.locator('option').nth(1)).toBeAttached();
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel(/^Quantity of /).fill('4');
    await expect(page.getByText('No lines yet.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page).toHaveURL(/\/order\/ord-/);
    const heading = page.getByRole('heading', { level: 1, name: /^Order PO-/ });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Order ', '');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark confirmed' })).toBeVisible();

    await page.goto('/orders?status=sent');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row.getByText('Frischehof Brandenburg')).toBeVisible();
  });

  test('a forced 500 on a status move shows the server message and leaves the status as it was', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/orders?status=draft');
    const send = page.getByRole('button', { name: /^Send: PO-/ }).first();
    await expect(send).toBeVisible();
    const number = ((await send.getAttribute('aria-label')) ?? '').replace('Send: ', '');
    const api = await mockApi(page);
    await api.fail('patch', 'v1/order/status', 500, 'Order service is down', true);
    await send.click();
    await expect(page.getByText('Order service is down')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: number }).getByText('Draft', { exact: true })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the order list and form pass axe (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'manager');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.goto('/orders');
      await expect(page.getByRole('table', { name: 'Purchase orders' })).toBeVisible({ timeout: 30_000 });
      await setTheme(page, theme);
      await expect(page.getByRole('table', { name: 'Purchase orders' })).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page);
      await page.goto('/order/ord-1-001');
      await expect(page.getByRole('heading', { level: 1, name: /^Order PO-/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Order lines' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
