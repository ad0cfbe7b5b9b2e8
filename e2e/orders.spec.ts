import { expect, mockApi, openAs, signIn, test, testListAndRecordAccessible, visit } from './support/fixtures';

test.describe('purchase orders', () => {
  test('a manager creates an order from a supplier’s products, sends it and finds it in the list', async ({ page }) => {
    // Two page loads more than a plain list check (the list, then the order's receiving).
    test.setTimeout(90_000);
    await openAs(page, 'manager', '/order', 'New order');
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

    await visit(page, '/orders?status=sent');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row.getByText('Frischehof Brandenburg')).toBeVisible();
    // No status-only partial delivery: the row opens the order's line-by-line receiving instead.
    await expect(row.getByRole('button', { name: /Mark partially received/ })).toHaveCount(0);
    await row.getByRole('link', { name: `Receive a delivery: ${number}` }).click();
    await expect(page).toHaveURL(/\/order\/ord-.*#receive$/);
    await expect(page.getByRole('heading', { name: 'Receive a delivery' })).toBeVisible();
    await expect(page.getByLabel(/^Received now of /).first()).toBeFocused();
  });

  test('a forced 500 on a status move shows the server message and leaves the status as it was', async ({ page }) => {
    await signIn(page, 'manager', '/orders?status=draft');
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

  test('a viewer opens an order read-only: no inputs, no actions', async ({ page }) => {
    await signIn(page, 'viewer', '/order/ord-1-001');
    await expect(page.getByRole('heading', { level: 1, name: /^Order PO-/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' })).toBeVisible();
    await expect(page.getByLabel('Order details')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('combobox')).toHaveCount(0);
    for (const action of ['Save changes', 'Send', 'Delete', 'Cancel order', 'Book delivery']) {
      await expect(main.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
  });

  testListAndRecordAccessible(
    'the order list and form pass axe',
    'manager',
    { path: '/orders', ready: (page) => page.getByRole('table', { name: 'Purchase orders' }) },
    { path: '/order/ord-1-001', heading: /^Order PO-/, ready: (page) => page.getByRole('table', { name: 'Order lines' }) },
  );
});
