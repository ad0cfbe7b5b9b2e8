import { expect, test } from '@playwright/test';
import { blobTypes, cspViolations, fakeServer, STORE, TOKEN } from './fakeServer';

/**
 * Issue #20 item 1, against the production build with a faked server (mocking off): an
 * uploaded document can never run script in the app's origin, and a renamed program is
 * refused before it is uploaded.
 */
const STEAL = `<script>parent.document.title = 'stolen:' + parent.localStorage.getItem('accessToken'); document.title = 'stolen:' + localStorage.getItem('accessToken');</script>`;
const HTML = `<!doctype html><html><body><h1>Invoice</h1>${STEAL}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.document.title='stolen:'+parent.localStorage.getItem('accessToken')"><script>parent.document.title='stolen:'+parent.localStorage.getItem('accessToken')</script></svg>`;

function invoice(file: { id: string; name: string; mimeType: string; size: number }) {
  return {
    id: 'inv1',
    storeId: STORE.id,
    supplierId: '',
    orderId: null,
    documentType: 'invoice',
    invoiceNumber: 'R-1',
    invoiceDate: '2026-11-01',
    dueDate: '',
    net: 0,
    vat: 0,
    gross: 0,
    currency: 'EUR',
    files: [file],
    notes: '',
    status: 'uploaded',
    rejectionReason: null,
    paymentStatus: 'unpaid',
  };
}

const cases = [
  {
    label: 'an HTML page answered as text/html',
    file: { id: 'f1', name: 'invoice.html', mimeType: 'text/html', size: HTML.length },
    contentType: 'text/html',
    body: HTML,
  },
  {
    label: 'an SVG with script',
    file: { id: 'f1', name: 'invoice.svg', mimeType: 'image/svg+xml', size: SVG.length },
    contentType: 'image/svg+xml',
    body: SVG,
  },
  {
    label: 'HTML bytes under a PDF record',
    file: { id: 'f1', name: 'invoice.pdf', mimeType: 'application/pdf', size: HTML.length },
    contentType: 'text/html',
    body: HTML,
  },
];

for (const c of cases) {
  test(`the preview of ${c.label} runs nothing and the token stays unreadable`, async ({ page }) => {
    const server = await fakeServer(page, {
      'GET v1/invoice/inv1': { body: invoice(c.file) },
      'GET v1/invoice/inv1/files/f1': { contentType: c.contentType, body: c.body },
    });
    await page.goto('/invoice/inv1');
    await expect.poll(() => server.requests).toContain('GET v1/invoice/inv1/files/f1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Give any script in the document time to run, then make sure none did. There is no event
    // to wait for: the point is that nothing happens.
    // eslint-disable-next-line playwright/no-wait-for-timeout -- proving an absence needs a grace period
    await page.waitForTimeout(500);
    expect(await page.title()).not.toContain(TOKEN);
    expect(await page.title()).not.toContain('stolen');
    await expect(page.getByText('is not a PDF, PNG or JPEG file, so it is not shown here')).toBeVisible();
    await expect(page.getByRole('link', { name: `Download ${c.file.name}` })).toBeVisible();
    // Nothing was framed or drawn from the document; its blob is typed as a download.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Preview of ${c.file.name}` })).toHaveCount(0);
    expect(await blobTypes(page)).toEqual(['application/octet-stream']);
    expect(await cspViolations(page)).toEqual([]);
    expect(server.unanswered).toEqual([]);
  });
}

test('a real PDF is shown in the frame as a PDF', async ({ page }) => {
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const server = await fakeServer(page, {
    'GET v1/invoice/inv1': { body: invoice({ id: 'f1', name: 'invoice.pdf', mimeType: 'application/pdf', size: pdf.length }) },
    'GET v1/invoice/inv1/files/f1': { contentType: 'application/pdf', body: pdf },
  });
  await page.goto('/invoice/inv1');
  const frame = page.getByTitle('Preview of invoice.pdf');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The blob's type is set by the app from the record, after the %PDF signature was seen.
  expect(await blobTypes(page)).toEqual(['application/pdf']);
  expect(await cspViolations(page)).toEqual([]);
  expect(server.unanswered).toEqual([]);
});

test('a program renamed .pdf is refused before upload; a real PDF goes up', async ({ page }) => {
  let uploads = 0;
  const server = await fakeServer(page, {
    'GET v1/invoice/store/s1': { body: [] },
    'POST v1/invoice/store/s1/upload': () => {
      uploads += 1;
      return { body: { ...invoice({ id: 'f9', name: 'real.pdf', mimeType: 'application/pdf', size: 9 }), id: 'inv9' } };
    },
  });
  await page.goto('/invoices');
  const picker = page.getByLabel('Invoice files');
  await picker.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03 this is a program') });
  await expect(page.getByText('Not uploaded: “invoice.pdf” is not really a PDF file')).toBeVisible();
  await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') });
  await expect(page.getByText('Not uploaded: “setup.exe” is not a PDF, PNG or JPEG file')).toBeVisible();
  expect(uploads).toBe(0);
  await picker.setInputFiles({ name: 'real.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByRole('link', { name: 'Review real.pdf' })).toBeVisible();
  expect(uploads).toBe(1);
  expect(server.unanswered).toEqual([]);
});
