import { expect, mockApi, signIn, test, testListAndRecordAccessible } from './support/fixtures';

/** A tiny valid PDF made in the test (no binary fixture needed). */
function samplePdf(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

test.describe('invoices', () => {
  test('upload a PDF, link it to an order, see the due date from the payment terms, approve (history: who and when), pay, find it with the filters', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager', '/invoices');
    await page.getByLabel('Invoice files').setInputFiles(samplePdf('e2e-invoice.pdf'));
    const review = page.getByRole('link', { name: 'Review e2e-invoice.pdf' });
    await expect(review).toBeVisible();
    await review.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review uploaded invoice' })).toBeVisible();
    await expect(page.getByText('Uploaded', { exact: true }).first()).toBeVisible();
    await expect(page.getByTitle('Preview of e2e-invoice.pdf')).toBeVisible();
    const history = page.getByRole('list', { name: 'Invoice history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Created as Uploaded' })).toContainText('by Marco Manager');

    const invoiceNumber = `E2E-${Date.now()}`;
    await page.getByLabel('Order it bills').selectOption({ index: 1 });
    // The order sets the supplier, whose payment terms give the due date: invoice date + days.
    const terms = page.getByText(/^Payment terms: \d+ days$/);
    await expect(terms).toBeVisible();
    const days = Number(/\d+/.exec((await terms.textContent()) ?? '')?.[0]);
    const invoiceDate = await page.getByLabel('Invoice date').inputValue();
    const due = new Date(`${invoiceDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + days);
    await expect(page.getByLabel('Due date')).toHaveValue(due.toISOString().slice(0, 10));

    await page.getByRole('button', { name: /^Copy totals from order/ }).click();
    await page.getByLabel('Invoice number').fill(invoiceNumber);
    await expect(page.getByRole('table', { name: /^Invoice compared with order/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(page.getByLabel('Due date')).toHaveValue(due.toISOString().slice(0, 10));
    const supplier = await page.getByLabel('Supplier').locator('option:checked').textContent();

    // Paying before approval is refused at the field, and nothing is sent.
    const api = await mockApi(page);
    await page.getByLabel('Payment status').selectOption('paid');
    await page.getByRole('button', { name: 'Update payment' }).click();
    await expect(page.getByText('A payment can be recorded only after the invoice is approved.')).toBeVisible();
    expect((await api.requests()).filter((r) => r.url.includes('/payment-status'))).toEqual([]);

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    // Today as a British English browser (e2e/support/fixtures.ts) shows a date: "26 Nov 2026".
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date());
    const approval = history.getByRole('listitem').filter({ hasText: 'Status: Uploaded → Approved' });
    await expect(approval).toContainText('by Marco Manager');
    await expect(approval).toContainText(today);
    // Approved is locked: the details are read-only until reopened with a reason.
    await expect(page.getByLabel('Invoice number')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save invoice' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

    await page.getByLabel('Payment status').selectOption('paid');
    await page.getByRole('button', { name: 'Update payment' }).click();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(history.getByRole('listitem').filter({ hasText: 'Payment: Unpaid → Paid' })).toContainText('by Marco Manager');
    await expect(page.getByRole('button', { name: 'Update payment' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    await page.getByLabel('Payment status').selectOption('paid');
    await expect(page).toHaveURL(/paymentStatus=paid/);
    await page.getByLabel('Supplier').selectOption({ label: supplier ?? '' });
    await expect(page).toHaveURL(/supplierId=/);
    const row = page.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByText('Paid')).toBeVisible();
  });

  test('an approved invoice is reopened only with a reason, which the history keeps', async ({ page }) => {
    await signIn(page, 'manager', '/invoice/inv-1-011');
    await expect(page.getByLabel('Invoice number')).toBeDisabled();
    await page.getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen invoice' });
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await expect(dialog.getByText('Give a reason for reopening the invoice.')).toBeVisible();
    await dialog.getByLabel('Reason for reopening').fill('VAT rate is wrong');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Needs review', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Invoice number')).toBeEnabled();
    const entry = page
      .getByRole('list', { name: 'Invoice history' })
      .getByRole('listitem')
      .filter({ hasText: 'Status: Approved → Needs review' });
    await expect(entry).toContainText('Reason: VAT rate is wrong');
    await expect(entry).toContainText('by Marco Manager');
  });

  test('a viewer (orders.read only) opens an invoice read-only', async ({ page }) => {
    await signIn(page, 'viewer', '/invoice/inv-1-006');
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
    await expect(page.getByText('Read only')).toBeVisible();
    await expect(page.getByLabel('Invoice number')).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Invoice history' })).toBeVisible();
    for (const name of ['Save invoice', 'Approve', 'Update payment', 'Delete']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/invoice\/inv-1-006$/);
  });

  test('a wrong file type is refused with a message and nothing is sent', async ({ page }) => {
    await signIn(page, 'manager', '/invoices');
    const api = await mockApi(page);
    await page.getByLabel('Invoice files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: '“notes.txt” is not a PDF, PNG or JPEG file.' })).toBeVisible();
    const requests = await api.requests();
    expect(requests.filter((r) => r.url.includes('/upload'))).toEqual([]);
  });

  test('a forced 500 on a status change shows the server message and keeps the status', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager', '/invoice/inv-1-006');
    await expect(page.getByText('Needs review', { exact: true })).toBeVisible({ timeout: 30_000 });
    const api = await mockApi(page);
    await api.fail('patch', 'v1/invoice/invoices/:id/status', 500, 'Invoice service is down', true);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Invoice service is down')).toBeVisible();
    await expect(page.getByText('Needs review', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Needs review', { exact: true })).toBeVisible({ timeout: 30_000 });
  });

  testListAndRecordAccessible(
    'the invoice list and form pass axe',
    'manager',
    { path: '/invoices', ready: (page) => page.getByRole('table', { name: 'Invoices' }) },
    {
      path: '/invoice/inv-1-011',
      heading: /^Invoice /,
      ready: (page) => page.getByRole('table', { name: /^Invoice compared with order/ }),
      timeout: 30_000,
    },
  );

  test('a typed invoice gets its PDF with "Attach document" (issue #32)', async ({ page }) => {
    await signIn(page, 'manager', '/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    const number = `TYPED-${Date.now()}`;
    await page.getByLabel('Invoice number').fill(number);
    await page.getByLabel('Net').fill('10');
    await page.getByLabel('VAT').fill('1,90');
    await page.getByLabel('Gross').fill('11,90');
    await page.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByText('No document was uploaded for this invoice.')).toBeVisible();
    // The upload's checks first: a text file is refused and nothing is sent.
    await page.getByLabel('Attach document').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Attach a document' }).getByRole('alert')).toBeVisible();
    await page.getByLabel('Attach document').setInputFiles(samplePdf('typed-invoice.pdf'));
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(page.getByTitle('Preview of typed-invoice.pdf')).toBeVisible();
    await expect(page.getByText('No document was uploaded for this invoice.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTitle('Preview of typed-invoice.pdf')).toBeVisible();
  });
});
