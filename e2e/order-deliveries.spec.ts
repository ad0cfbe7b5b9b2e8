import { expect, fillFields, openAs, signIn, test, visit } from './support/fixtures';

test.describe('purchase orders', () => {
  test('a manager types 2,5 in a line, switches store only when agreed, sends the order and receives it in two deliveries into stock', async ({
    page,
  }) => {
    // The inventory and its analysis on top of the order flow (26–35 s on CI).
    test.setTimeout(120_000);
    await signIn(page, 'manager', '/order');
    await page.getByLabel('Supplier').selectOption({ label: 'Frischehof Brandenburg' });
    const product = page.getByLabel('Product to add');
    await expect(product.locator('option').nth(1)).toBeAttached();
    const name = ((await product.locator('option').nth(1).textContent()) ?? '').split(' — ')[0]?.trim() ?? '';
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add line' }).click();
    const quantity = page.getByLabel(`Quantity of ${name}`);
    await quantity.fill('2,5,1');
    await expect(page.getByText('Enter a number like 2.5 or 2,5.')).toBeVisible();
    await quantity.fill('2,5');
    await expect(page.getByText('Enter a number like 2.5 or 2,5.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/order\/ord-/);
    await page.reload();
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('2.5');
    const orderUrl = page.url();

    // Unsaved change, then a store switch: it asks; dismissing stays, confirming leaves without saving.
    await page.getByLabel(`Quantity of ${name}`).fill('3');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/order$/.test(new URL(r.url()).pathname) && r.method() !== 'GET') writes.push(r.method());
    });
    const storeSelect = page.getByLabel('Current store');
    const before = await storeSelect.inputValue();
    page.once('dialog', (d) => void d.dismiss());
    await storeSelect.selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(page).toHaveURL(orderUrl);
    await expect(storeSelect).toHaveValue(before);
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('3');
    page.once('dialog', (d) => void d.accept());
    await storeSelect.selectOption({ label: 'Hamburg Harbour Bistro' });
    await expect(page).toHaveURL(/\/orders$/);
    await expect(storeSelect).not.toHaveValue(before);
    expect(writes).toEqual([]);
    await storeSelect.selectOption(before);
    // A fresh load shows what the server kept (2.5). An in-app visit to this same route can keep the
    // mounted form, with the discarded 3, when the switch's move to the list has not committed yet
    // (seen once under CI load).
    await page.goto(orderUrl);
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('2.5');

    // Stock before receiving.
    await visit(page, '/inventory');
    await page.getByLabel('Search items').fill(name);
    const table = page.getByRole('table', { name: 'Inventory items' });
    const row = table.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toBeVisible();
    // The Amount column by its header (columns fold away with the width).
    const amountColumn = (await table.getByRole('columnheader').allTextContents()).findIndex((t) => t.startsWith('Amount'));
    expect(amountColumn).toBeGreaterThan(0);
    const amountOf = async () =>
      Number.parseFloat(
        ((await row.getByRole('rowheader').or(row.getByRole('cell')).nth(amountColumn).textContent()) ?? '').replace(/[^\d.]/g, ''),
      );
    const stockBefore = await amountOf();

    // A par level far above the stock (and what seeded orders have on order) puts the item on the reorder list.
    await row.getByRole('link').first().click();
    await page.getByLabel('Par level').fill(String(Math.ceil(stockBefore) + 10_000));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await visit(page, '/inventory/analysis');
    const reorderRow = page
      .getByRole('table', { name: /^Items to order from/ })
      .getByRole('row')
      .filter({ hasText: name })
      .first();
    // The first number of a cell ("12.5 / 60 kg" → 12.5).
    const figure = async (column: number) =>
      Number.parseFloat(
        (((await reorderRow.getByRole('cell').nth(column).textContent()) ?? '').match(/\d[\d,]*(\.\d+)?/)?.[0] ?? '').replace(/,/g, ''),
      );
    // The analysis works out 28 days of usage first: slow on a loaded machine.
    await expect(reorderRow).toBeVisible({ timeout: 30_000 });
    const onOrderBefore = await figure(3);
    expect(onOrderBefore).toBeGreaterThanOrEqual(2.5);

    // A fresh load of the order: the receiving below and the checks after it run without one.
    await page.goto(orderUrl);
    const orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/^Order /, '').trim();
    const status = page.getByText(/^Status:/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(status.getByText('Sent', { exact: true })).toBeVisible();
    await page.getByLabel(`Received now of ${name}`).fill('1');
    await page.getByLabel('Delivery note').fill('DN-100');
    await page.getByRole('button', { name: 'Book delivery' }).click();
    await expect(status.getByText('Partially received', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deliveries' }).getByText('DN-100')).toBeVisible();
    await page.getByRole('button', { name: 'Fill in everything outstanding' }).click();
    await expect(page.getByLabel(`Received now of ${name}`)).toHaveValue('1.5');
    await page.getByRole('button', { name: 'Book delivery' }).click();
    await expect(status.getByText('Received', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' }).getByRole('cell', { name: '2.5', exact: true }).first()).toBeVisible();

    // In-app navigation (no reload): the inventory shows the stock raised by both deliveries.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Inventory' }).click();
    await menu.getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await page.getByLabel('Search items').fill(name);
    await expect.poll(amountOf).toBeCloseTo(stockBefore + 2.5, 3);

    // The day's history shows both deliveries as receipts referencing the order.
    await page.getByRole('tab', { name: 'History by date' }).click();
    await page.getByLabel('Type of change').selectOption('receipt');
    const receipts = page
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ has: page.getByRole('link', { name: new RegExp(`^Order ${orderNumber}`) }) });
    await expect(receipts).toHaveCount(2);
    await expect(receipts.filter({ hasText: 'delivery note DN-100' })).toContainText('Delivery');
    await expect(receipts.filter({ hasText: 'delivery note DN-100' })).toContainText('+1');

    // The reorder list follows: 2.5 more on hand, 2.5 less on order (still no reload).
    await page.getByRole('main').getByRole('link', { name: 'Analysis', exact: true }).click();
    await expect(page).toHaveURL(/\/inventory\/analysis$/);
    await expect.poll(() => figure(3), { timeout: 30_000 }).toBeCloseTo(onOrderBefore - 2.5, 3);
    await expect.poll(() => figure(2)).toBeCloseTo(stockBefore + 2.5, 3);
  });

  test("a booked delivery changes the lines' received figures without a reload (issue #32)", async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'manager', '/order', 'New order');
    await page.getByLabel('Supplier').selectOption({ label: 'Frischehof Brandenburg' });
    const product = page.getByLabel('Product to add');
    await expect(product.locator('option').nth(1)).toBeAttached();
    const name = ((await product.locator('option').nth(1).textContent()) ?? '').split(' — ')[0]?.trim() ?? '';
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel(`Quantity of ${name}`).fill('4');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/order\/ord-/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const line = page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: name });
    const received = async () => {
      const headers = await page.getByRole('table', { name: 'Order lines' }).getByRole('columnheader').allTextContents();
      return (await line.getByRole('cell').nth(headers.indexOf('Received')).textContent())?.trim();
    };
    await expect.poll(received).toBe('0');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByLabel(`Received now of ${name}`).fill('1');
    await page.getByRole('button', { name: 'Book delivery' }).click();
    await expect(page.getByText(/^Status:/).getByText('Partially received', { exact: true })).toBeVisible();
    await expect.poll(received).toBe('1');
    await page.getByRole('button', { name: 'Fill in everything outstanding' }).click();
    await page.getByRole('button', { name: 'Book delivery' }).click();
    await expect(page.getByText(/^Status:/).getByText('Received', { exact: true })).toBeVisible();
    await expect.poll(received).toBe('4');
    expect(loads).toBe(0);
  });

  test("a line below the product's order multiple warns with the reason and rounds up on request (issue #32)", async ({ page }) => {
    test.setTimeout(90_000);
    // A product of the supplier sold in multiples of 2 crates.
    await openAs(page, 'manager', '/product', 'New product');
    await fillFields(page, {
      Name: 'Multiple Of Two E2E',
      Category: 'Produce',
      Supplier: 'Frischehof Brandenburg',
      'Purchase unit': 'crate',
      'Price per crate': '10',
    });
    await page.getByLabel('Order multiple').fill('2');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Multiple Of Two E2E' })).toBeVisible();

    await visit(page, '/order');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await page.getByLabel('Supplier').selectOption({ label: 'Frischehof Brandenburg' });
    const product = page.getByLabel('Product to add');
    await expect(product.locator('option').filter({ hasText: 'Multiple Of Two E2E' })).toBeAttached();
    await product.selectOption({ label: (await product.locator('option').filter({ hasText: 'Multiple Of Two E2E' }).textContent()) ?? '' });
    await page.getByRole('button', { name: 'Add line' }).click();
    const quantity = page.getByLabel('Quantity of Multiple Of Two E2E');
    await quantity.fill('2,5');
    await expect(page.getByText('The supplier sells in multiples of 2 crate.')).toBeVisible();
    await page.getByRole('button', { name: 'Round Multiple Of Two E2E up to 4' }).click();
    await expect(quantity).toHaveValue('4');
    await expect(page.getByText('The supplier sells in multiples of 2 crate.')).toHaveCount(0);
  });
});
