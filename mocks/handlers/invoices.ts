import { HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '../rules/permissions';
import { knownInvoiceStatus, paymentRefusal, reviewRefusal } from '../rules/invoices';
import { InvoicePaymentStatusBodySchema, InvoiceStatusBodySchema } from '@/modules/invoices/schema';
import type { Invoice } from '@/modules/invoices/types';
import { dropFile, invoiceFileBytes, invoices, keepFile } from '../db/invoices';
import { authorize, badRequest, found, handle, HttpError, noContent, notFound, storeRoute, str, validated } from '../http';
import { json as plainJson } from '../http';
import { nextVersion, raisedVersion, versioned } from './versions';
import { isoDate } from '../db/random';
import {
  assertUnlocked,
  assertValidBody,
  fieldsOf,
  historyOf,
  invoiceOf,
  invoiceWithBody,
  recorded,
  refuse,
  uploadedFile,
} from './invoiceRules';

/**
 * Invoices (docs/rules/purchasing.md#invoice-calls). The list filters by `startDate`/`endDate` (on the invoice date),
 * `status` and `supplierId`. Status and payment moves follow the server's own status × payment
 * table (../rules/invoices.ts: payments only once approved; 409 otherwise),
 * bodies are checked with the contract's body schemas (422), approving needs supplier, number, date
 * and amount, rejecting a `rejectionReason`, reopening an approved invoice a `reason`. An
 * approved invoice is locked: no update, no delete (409). Every move is kept in `history`
 * with who and when.
 *
 * Upload: multipart with the field `file` (400 without it), PDF/PNG/JPEG by declared type and
 * by the file's first bytes (415), at most 10 MB (413). It creates an invoice in status
 * `uploaded`. Contract addition: `GET v1/invoice/{id}/files/{fileId}` answers the file's bytes
 * (memory for this page, small files also kept as data URLs, seeded PDFs generated).
 */
/**
 * Every answered invoice carries `version` (issue #41, `./versions.ts`): an update (PUT) sends the one
 * it read (stale: 409 with the current invoice; none: 422); a status or payment move raises it, so
 * a form opened before sees that the invoice moved. Adding a document does not (the page adding it
 * keeps its form open).
 */
const json = (body: Invoice | Invoice[], status?: number) => plainJson(Array.isArray(body) ? versioned(body) : versioned(body), status);

const newestFirst = (a: Invoice, b: Invoice) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id.localeCompare(a.id);

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/invoice/store/:storeId', PERMISSIONS.ordersRead, ({ storeId, query }) => {
    const startDate = query.get('startDate') ?? '';
    const endDate = query.get('endDate') ?? '';
    const status = query.get('status') ?? '';
    const supplierId = query.get('supplierId') ?? '';
    if (status && !knownInvoiceStatus(status)) throw badRequest('Unknown status filter.');
    return json(
      invoices
        .where(
          (i) =>
            i.storeId === storeId &&
            (!startDate || i.invoiceDate >= startDate) &&
            (!endDate || i.invoiceDate <= endDate) &&
            (!status || i.status === status) &&
            (!supplierId || i.supplierId === supplierId),
        )
        .sort(newestFirst),
    );
  }),
  handle('get', 'v1/invoice/:id/files/:fileId', (ctx) => {
    const invoice = invoiceOf(ctx, PERMISSIONS.ordersRead);
    const fileId = ctx.params.fileId ?? '';
    if (!invoice.files.some((f) => f.id === fileId)) throw notFound('File');
    const file = invoiceFileBytes(invoice, fileId);
    if (!file) throw new HttpError(410, 'This file is no longer available in the demo (large uploads are kept until the page reloads).');
    return new HttpResponse(file.bytes.slice().buffer, { headers: { 'Content-Type': file.mimeType } });
  }),
  handle('get', 'v1/invoice/:id', (ctx) => json(invoiceOf(ctx, PERMISSIONS.ordersRead))),
  handle('post', 'v1/invoice', async ({ request, body }) => {
    const sent = await body();
    const user = authorize(request, PERMISSIONS.ordersWrite, str(sent.storeId) || undefined);
    assertValidBody(sent);
    const invoice: Invoice = {
      id: invoices.nextId('inv'),
      ...fieldsOf(sent),
      files: [],
      status: 'needs_review',
      rejectionReason: null,
      paymentStatus: 'unpaid',
      history: [recorded(user, { kind: 'status', from: null, to: 'needs_review' })],
    };
    return json(invoices.insert(invoice), 201);
  }),
  handle('put', 'v1/invoice/:id', async (ctx) => {
    const { invoice: existing, sent } = await invoiceWithBody(ctx);
    if (str(sent.storeId) !== existing.storeId) throw new HttpError(409, 'An invoice cannot move to another store.');
    assertUnlocked(existing);
    assertValidBody(sent, existing.id);
    const version = nextVersion(existing, sent.version, 'invoice', true);
    return json(found(invoices.update(existing.id, { ...fieldsOf(sent), version }), 'Invoice'));
  }),
  handle('patch', 'v1/invoice/invoices/:id/status', async (ctx) => {
    const { invoice, sent, user } = await invoiceWithBody(ctx);
    const { status, rejectionReason, reason = '' } = validated(sent, InvoiceStatusBodySchema);
    refuse(reviewRefusal(invoice, status, reason));
    const move = recorded(user, { kind: 'status', from: invoice.status, to: status, reason: reason.trim() });
    return json(
      found(
        invoices.update(invoice.id, {
          status,
          rejectionReason: status === 'rejected' ? (rejectionReason ?? null) : null,
          history: [...historyOf(invoice), move],
          version: raisedVersion(invoice),
        }),
        'Invoice',
      ),
    );
  }),
  handle('patch', 'v1/invoice/invoices/:id/payment-status', async (ctx) => {
    const { invoice, sent, user } = await invoiceWithBody(ctx);
    const { paymentStatus } = validated(sent, InvoicePaymentStatusBodySchema);
    refuse(paymentRefusal(invoice, paymentStatus));
    const move = recorded(user, { kind: 'payment', from: invoice.paymentStatus, to: paymentStatus });
    return json(
      found(
        invoices.update(invoice.id, { paymentStatus, history: [...historyOf(invoice), move], version: raisedVersion(invoice) }),
        'Invoice',
      ),
    );
  }),
  handle('delete', 'v1/invoice/invoices/:id', (ctx) => {
    const invoice = invoiceOf(ctx, PERMISSIONS.ordersWrite);
    assertUnlocked(invoice);
    invoice.files.forEach((f) => dropFile(f.id));
    invoices.remove(invoice.id);
    return noContent();
  }),
  storeRoute('post', 'v1/invoice/store/:storeId/upload', PERMISSIONS.ordersWrite, async ({ storeId, user, request }) => {
    const { file, bytes } = await uploadedFile(request);
    const id = invoices.nextId('inv');
    const fileId = `upl-${id}-${Date.now().toString(36)}`;
    keepFile(fileId, bytes, file.type);
    const invoice: Invoice = {
      id,
      storeId,
      supplierId: '',
      orderId: null,
      documentType: 'invoice',
      invoiceNumber: '',
      invoiceDate: isoDate(new Date()),
      dueDate: '',
      net: 0,
      vat: 0,
      gross: 0,
      currency: 'EUR',
      files: [{ id: fileId, name: file.name, mimeType: file.type, size: file.size }],
      notes: '',
      status: 'uploaded',
      rejectionReason: null,
      paymentStatus: 'unpaid',
      history: [recorded(user, { kind: 'status', from: null, to: 'uploaded' })],
    };
    return json(invoices.insert(invoice), 201);
  }),
  // Contract addition (issue #32): a document for an invoice typed in or uploaded, while not approved.
  handle('post', 'v1/invoice/:id/files', async (ctx) => {
    const invoice = invoiceOf(ctx, PERMISSIONS.ordersWrite);
    assertUnlocked(invoice);
    const { file, bytes, form } = await uploadedFile(ctx.request);
    const replaces = form.get('replaces');
    const replaced = typeof replaces === 'string' && replaces ? invoice.files.find((f) => f.id === replaces) : undefined;
    if (typeof replaces === 'string' && replaces && !replaced) throw notFound('File');
    const fileId = `upl-${invoice.id}-${Date.now().toString(36)}`;
    keepFile(fileId, bytes, file.type);
    if (replaced) dropFile(replaced.id);
    const added = { id: fileId, name: file.name, mimeType: file.type, size: file.size };
    const files = replaced ? invoice.files.map((f) => (f.id === replaced.id ? added : f)) : [...invoice.files, added];
    return json(found(invoices.update(invoice.id, { files }), 'Invoice'));
  }),
];
