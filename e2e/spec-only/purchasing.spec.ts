import { expect, fillFields, openAs, signInThroughForm, test, visit } from './fixtures';

/** The purchasing journeys against a spec-only server (docs/rules/api.md#spec-only-server) (issue #32). */
test.describe('spec-only server: sign-in, lists, suppliers, products, orders, invoices', () => {
  test('signs in through the form and opens every list', async ({ page }) => {
    await signInThroughForm(page, 'owner');
    const lists: [string, RegExp | string][] = [
      ['/suppliers', 'Suppliers'],
      ['/products', 'Products'],
      ['/orders', 'Orders'],
      ['/invoices', 'Invoices'],
      ['/inventory', 'Inventory'],
      ['/finance/tips', 'Tips'],
      ['/shifts', 'Shift planning'],
      ['/stores', 'Stores'],
    ];
    for (const [path, heading] of lists) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("The server's answer had an unexpected shape")).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
  });

  test('creates and edits a supplier and a product', async ({ page }) => {
    await openAs(page, 'manager', '/supplier', 'New supplier');
    await page.getByLabel('Name', { exact: true }).fill('Spec Only Supplier E2E');
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spec Only Supplier E2E' })).toBeVisible();
    await page.getByLabel('Contact name').fill('Ina Spec');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Supplier saved')).toBeVisible();

    await page.getByRole('link', { name: 'New product from this supplier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Spec Only Product E2E');
    await fillFields(page, { Category: 'Produce', 'Purchase unit': 'crate', 'Price per crate': '12' });
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spec Only Product E2E' })).toBeVisible();
    await page.getByLabel('Price per crate').fill('13');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Product saved|saved/).first()).toBeVisible();
  });

  test('creates, edits, sends and receives an order', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'manager', '/order', 'New order');
    await page.getByLabel('Supplier').selectOption({ label: 'Frischehof Brandenburg' });
    const product = page.getByLabel('Product to add');
    await expect(product.locator('option').nth(1)).toBeAttached();
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel(/^Quantity of /).fill('4');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/order\/ord-/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order PO-/ })).toBeVisible();
    await page.getByLabel('Notes').fill('Spec-only edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Order PO-.* saved$/)).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark confirmed' })).toBeVisible();
    // The delivery without the receipt addition: the spec's status move, said so.
    await page.getByRole('button', { name: 'Fill in everything outstanding' }).click();
    await page.getByRole('button', { name: 'Book delivery' }).click();
    await expect(page.getByText(/This server records deliveries as a status only/)).toBeVisible();
    await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  });

  test('creates and edits an invoice', async ({ page, additionCalls }) => {
    await openAs(page, 'manager', '/invoice', 'New invoice');
    const number = `SPEC-${Date.now()}`;
    await page.getByLabel('Invoice number').fill(number);
    await page.getByLabel('Net').fill('10');
    await page.getByLabel('VAT').fill('1,90');
    await page.getByLabel('Gross').fill('11,90');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await page.getByLabel('Notes').fill('Spec-only edit');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();
    await expect(page.getByLabel('Notes')).toHaveValue('Spec-only edit');
    expect(await additionCalls()).toEqual([]);
  });
});
