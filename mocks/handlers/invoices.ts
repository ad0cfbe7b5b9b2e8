import { HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { bytesMatchType, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL, UPLOAD_TYPES } from '@/modules/invoices/uploads';
import { dueDateFrom, validateInvoice } from '@/modules/invoices/invoiceForm';
import { isInvoiceStatus, isLocked, MOVE_MESSAGES, paymentMoveProblem, statusMoveProblem, type MoveRefusal } from '@/modules/invoices/invoiceStatus';
import { InvoiceInputSchema, InvoicePaymentStatusBodySchema, InvoiceStatusBodySchema } from '@/modules/invoices/schema';
import type { Invoice, InvoiceHistoryEntry } from '@/modules/invoices/types';
import type { MockUser } from '../db/people';
import { suppliers } from '../db/catalog';
import { dropFile, invoiceFileBytes, invoices, keepFile } from '../db/invoices';
import { orders } from '../db/orders';
import { assertValid, authorize, badRequest, found, handle, HttpError, json, noContent, notFound, storeRoute, str, validated, type RouteContext } from '../http';
import { isoDate } from '../db/random';

/**
 * Invoices (spec 7). The list filters by `startDate`/`endDate` (on the invoice date),
 * `status` and `supplierId`. Status and payment moves follow the app's own status × payment
 * table (`allowedMoves` in the module's logic: payments only once approved; 409 otherwise),
 * bodies are checked with the app's body schemas (422), approving needs supplier, number, date
 * and amount, rejecting a `rejectionReason`, reopening an approved invoice a `reason`. An
 * approved invoice is locked: no update, no delete (409). Every move is kept in `history`
 * with who and when.
 *
 * Upload: multipart with the field `file` (400 without it), PDF/PNG/JPEG by declared type and
 * by the file's first bytes (415), at most 10 MB (413). It creates an invoice in status
 * `uploaded`. Contract addition: `GET v1/invoice/{id}/files/{fileId}` answers the file's bytes
 * (memory for this page, small files also kept as data URLs, seeded PDFs generated).
 */
const newestFirst = (a: Invoice, b: Invoice) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id.localeCompare(a.id);

const findInvoice = (id: string): Invoice => found(invoices.get(id), 'Invoice');

/** The invoice of the path's `:id` (404 unknown), if the user holds the permission in its store. */
function invoiceOf({ request, params }: RouteContext, permission: string): Invoice {
  const invoice = findInvoice(params.id ?? '');
  authorize(request, permission, invoice.storeId);
  return invoice;
}

/** The invoice of the path's `:id` (404 unknown), then the body, then the user allowed to write in its store. */
async function invoiceWithBody({ request, params, body }: RouteContext) {
  const invoice = findInvoice(params.id ?? '');
  const sent = await body();
  const user = authorize(request, PERMISSIONS.ordersWrite, invoice.storeId);
  return { invoice, sent, user };
}

/**
 * The fields of a valid body (checked with the app's own input schema). Without a due date, the
 * supplier's payment terms give it (invoice date + paymentTermsDays).
 */
function fieldsOf(body: Record<string, unknown>): Omit<Invoice, 'id' | 'files' | 'status' | 'rejectionReason' | 'paymentStatus' | 'history'> {
  const input = InvoiceInputSchema.parse(body);
  const supplierId = input.supplierId.trim();
  const invoiceDate = input.invoiceDate.trim();
  return {
    ...input,
    storeId: input.storeId.trim(),
    supplierId,
    orderId: input.orderId?.trim() || null,
    invoiceNumber: input.invoiceNumber.trim(),
    invoiceDate,
    dueDate: input.dueDate.trim() || dueDateFrom(invoiceDate, suppliers.get(supplierId)?.paymentTermsDays),
    currency: input.currency.trim(),
  };
}

/** One recorded move: who and when (kept on the invoice). */
function recorded(user: MockUser, move: { kind: 'status'; from: Invoice['status'] | null; to: Invoice['status']; reason?: string } | { kind: 'payment'; from: Invoice['paymentStatus']; to: Invoice['paymentStatus'] }): InvoiceHistoryEntry {
  const who = { at: new Date().toISOString(), userId: user.id, userName: user.name };
  return move.kind === 'status' ? { ...who, ...move, reason: move.reason ?? '' } : { ...who, ...move };
}

/** A refused move: 422 at the field when the body is at fault, else 409. */
function refuse(refusal: MoveRefusal | null): void {
  if (!refusal) return;
  if (refusal.field) throw new HttpError(422, refusal.message, { [refusal.field]: refusal.message });
  throw new HttpError(409, refusal.message);
}

/** Seeds and records stored before history existed carry none. */
const historyOf = (invoice: Invoice): InvoiceHistoryEntry[] => (Array.isArray(invoice.history) ? invoice.history : []);

function assertUnlocked(invoice: Invoice): void {
  if (isLocked(invoice)) throw new HttpError(409, MOVE_MESSAGES.locked);
}

function checkReferences(body: Record<string, unknown>, errors: Record<string, string>): void {
  const supplierId = str(body.supplierId);
  if (supplierId && !suppliers.get(supplierId)) errors.supplierId = 'Unknown supplier.';
  const orderId = str(body.orderId);
  if (orderId) {
    const order = orders.get(orderId);
    if (!order || order.storeId !== str(body.storeId)) errors.orderId = 'Unknown order in this store.';
    else if (supplierId && order.supplierId !== supplierId) errors.orderId = 'This order is from another supplier.';
  }
}

const isDuplicate = (body: Record<string, unknown>, exceptId?: string) =>
  str(body.invoiceNumber) !== '' &&
  invoices.where(
    (i) =>
      i.id !== exceptId &&
      i.storeId === str(body.storeId) &&
      i.supplierId === str(body.supplierId) &&
      i.invoiceNumber === str(body.invoiceNumber) &&
      i.status !== 'cancelled' &&
      i.status !== 'rejected',
  ).length > 0;

/** A create/update body: the app's rules and the references (422), then a unique number per supplier (409). */
function assertValidBody(body: Record<string, unknown>, exceptId?: string): void {
  const errors = validateInvoice(body);
  checkReferences(body, errors);
  assertValid(errors);
  if (isDuplicate(body, exceptId)) {
    throw new HttpError(409, 'This supplier already has an invoice with this number.', {
      invoiceNumber: 'Already used for this supplier.',
    });
  }
}

export const handlers: HttpHandler[] = [
  storeRoute('get', 'v1/invoice/store/:storeId', PERMISSIONS.ordersRead, ({ storeId, query }) => {
    const startDate = query.get('startDate') ?? '';
    const endDate = query.get('endDate') ?? '';
    const status = query.get('status') ?? '';
    const supplierId = query.get('supplierId') ?? '';
    if (status && !isInvoiceStatus(status)) throw badRequest('Unknown status filter.');
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
    return json(invoices.update(existing.id, fieldsOf(sent)));
  }),
  handle('patch', 'v1/invoice/invoices/:id/status', async (ctx) => {
    const { invoice, sent, user } = await invoiceWithBody(ctx);
    const { status, rejectionReason, reason = '' } = validated(sent, InvoiceStatusBodySchema);
    refuse(statusMoveProblem(invoice, status, reason));
    const move = recorded(user, { kind: 'status', from: invoice.status, to: status, reason: reason.trim() });
    return json(
      invoices.update(invoice.id, {
        status,
        rejectionReason: status === 'rejected' ? (rejectionReason ?? null) : null,
        history: [...historyOf(invoice), move],
      }),
    );
  }),
  handle('patch', 'v1/invoice/invoices/:id/payment-status', async (ctx) => {
    const { invoice, sent, user } = await invoiceWithBody(ctx);
    const { paymentStatus } = validated(sent, InvoicePaymentStatusBodySchema);
    refuse(paymentMoveProblem(invoice, paymentStatus));
    const move = recorded(user, { kind: 'payment', from: invoice.paymentStatus, to: paymentStatus });
    return json(invoices.update(invoice.id, { paymentStatus, history: [...historyOf(invoice), move] }));
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
    return json(invoices.update(invoice.id, { files }));
  }),
];

/** The multipart field `file` with the upload's checks (type, size, first bytes), as a real server would refuse it. */
async function uploadedFile(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Send the document as multipart/form-data.');
  }
  const entry = form.get('file');
  // Duck-typed: in Vitest (jsdom) the File class of the request is another realm's.
  const file = typeof entry === 'object' && entry !== null && 'arrayBuffer' in entry ? entry : null;
  if (!file) {
    throw badRequest('The document must be sent in the multipart field "file".', { file: 'No file received.' });
  }
  if (!UPLOAD_TYPES[file.type]) throw new HttpError(415, 'Only PDF, PNG or JPEG files are accepted.');
  if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, `The file is larger than ${UPLOAD_MAX_LABEL}.`);
  if (file.size === 0) throw badRequest('The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!bytesMatchType(bytes, file.type)) {
    throw new HttpError(415, `The file's content is not a valid ${UPLOAD_TYPES[file.type]}.`);
  }
  return { file, bytes, form };
}
