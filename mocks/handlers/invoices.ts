import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS } from '@/config/permissions';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import {
  bytesMatchType,
  dueDateFrom,
  isInvoiceStatus,
  isLocked,
  MOVE_MESSAGES,
  paymentMoveProblem,
  statusMoveProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
  UPLOAD_TYPES,
  validateInvoice,
  type MoveRefusal,
} from '@/modules/invoices/logic';
import { InvoiceInputSchema, InvoicePaymentStatusBodySchema, InvoiceStatusBodySchema } from '@/modules/invoices/schema';
import type { Invoice, InvoiceHistoryEntry } from '@/modules/invoices/types';
import type { MockUser } from '../db/people';
import { suppliers } from '../db/catalog';
import { dropFile, invoiceFileBytes, invoices, keepFile } from '../db/invoices';
import { orders } from '../db/orders';
import { apiPath, assertValid, authorize, badRequest, HttpError, notFound, readBody, route } from '../http';
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
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const newestFirst = (a: Invoice, b: Invoice) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id.localeCompare(a.id);

function findInvoice(id: string): Invoice {
  const invoice = invoices.get(id);
  if (!invoice) throw notFound('Invoice');
  return invoice;
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

const DUPLICATE = (body: Record<string, unknown>, exceptId?: string) =>
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

export const handlers: HttpHandler[] = [
  http.get(
    apiPath('v1/invoice/store/:storeId'),
    route(({ request, params }) => {
      const storeId = String(params.storeId);
      authorize(request, PERMISSIONS.ordersRead, storeId);
      const q = new URL(request.url).searchParams;
      const startDate = q.get('startDate') ?? '';
      const endDate = q.get('endDate') ?? '';
      const status = q.get('status') ?? '';
      const supplierId = q.get('supplierId') ?? '';
      if (status && !isInvoiceStatus(status)) throw badRequest('Unknown status filter.');
      return HttpResponse.json(
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
  ),
  http.get(
    apiPath('v1/invoice/:id/files/:fileId'),
    route(({ request, params }) => {
      const invoice = findInvoice(String(params.id));
      authorize(request, PERMISSIONS.ordersRead, invoice.storeId);
      const fileId = String(params.fileId);
      if (!invoice.files.some((f) => f.id === fileId)) throw notFound('File');
      const file = invoiceFileBytes(invoice, fileId);
      if (!file) throw new HttpError(410, 'This file is no longer available in the demo (large uploads are kept until the page reloads).');
      return new HttpResponse(file.bytes.slice().buffer, { headers: { 'Content-Type': file.mimeType } });
    }),
  ),
  http.get(
    apiPath('v1/invoice/:id'),
    route(({ request, params }) => {
      const invoice = findInvoice(String(params.id));
      authorize(request, PERMISSIONS.ordersRead, invoice.storeId);
      return HttpResponse.json(invoice);
    }),
  ),
  http.post(
    apiPath('v1/invoice'),
    route(async ({ request }) => {
      const body = await readBody(request);
      const user = authorize(request, PERMISSIONS.ordersWrite, str(body.storeId) || undefined);
      const errors = validateInvoice(body);
      checkReferences(body, errors);
      assertValid(errors);
      if (DUPLICATE(body)) {
        throw new HttpError(409, 'This supplier already has an invoice with this number.', {
          invoiceNumber: 'Already used for this supplier.',
        });
      }
      const invoice: Invoice = {
        id: invoices.nextId('inv'),
        ...fieldsOf(body),
        files: [],
        status: 'needs_review',
        rejectionReason: null,
        paymentStatus: 'unpaid',
        history: [recorded(user, { kind: 'status', from: null, to: 'needs_review' })],
      };
      return HttpResponse.json(invoices.insert(invoice), { status: 201 });
    }),
  ),
  http.put(
    apiPath('v1/invoice/:id'),
    route(async ({ request, params }) => {
      const existing = findInvoice(String(params.id));
      const body = await readBody(request);
      authorize(request, PERMISSIONS.ordersWrite, existing.storeId);
      if (str(body.storeId) !== existing.storeId) throw new HttpError(409, 'An invoice cannot move to another store.');
      assertUnlocked(existing);
      const errors = validateInvoice(body);
      checkReferences(body, errors);
      assertValid(errors);
      if (DUPLICATE(body, existing.id)) {
        throw new HttpError(409, 'This supplier already has an invoice with this number.', {
          invoiceNumber: 'Already used for this supplier.',
        });
      }
      return HttpResponse.json(invoices.update(existing.id, fieldsOf(body)));
    }),
  ),
  http.patch(
    apiPath('v1/invoice/invoices/:id/status'),
    route(async ({ request, params }) => {
      const invoice = findInvoice(String(params.id));
      const body = await readBody(request);
      const user = authorize(request, PERMISSIONS.ordersWrite, invoice.storeId);
      assertValid(fieldErrorsOf(InvoiceStatusBodySchema, body));
      const { status, rejectionReason, reason = '' } = InvoiceStatusBodySchema.parse(body);
      refuse(statusMoveProblem(invoice, status, reason));
      const move = recorded(user, { kind: 'status', from: invoice.status, to: status, reason: reason.trim() });
      return HttpResponse.json(
        invoices.update(invoice.id, {
          status,
          rejectionReason: status === 'rejected' ? (rejectionReason ?? null) : null,
          history: [...historyOf(invoice), move],
        }),
      );
    }),
  ),
  http.patch(
    apiPath('v1/invoice/invoices/:id/payment-status'),
    route(async ({ request, params }) => {
      const invoice = findInvoice(String(params.id));
      const body = await readBody(request);
      const user = authorize(request, PERMISSIONS.ordersWrite, invoice.storeId);
      assertValid(fieldErrorsOf(InvoicePaymentStatusBodySchema, body));
      const { paymentStatus } = InvoicePaymentStatusBodySchema.parse(body);
      refuse(paymentMoveProblem(invoice, paymentStatus));
      const move = recorded(user, { kind: 'payment', from: invoice.paymentStatus, to: paymentStatus });
      return HttpResponse.json(invoices.update(invoice.id, { paymentStatus, history: [...historyOf(invoice), move] }));
    }),
  ),
  http.delete(
    apiPath('v1/invoice/invoices/:id'),
    route(({ request, params }) => {
      const invoice = findInvoice(String(params.id));
      authorize(request, PERMISSIONS.ordersWrite, invoice.storeId);
      assertUnlocked(invoice);
      invoice.files.forEach((f) => dropFile(f.id));
      invoices.remove(invoice.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.post(
    apiPath('v1/invoice/store/:storeId/upload'),
    route(async ({ request, params }) => {
      const storeId = String(params.storeId);
      const user = authorize(request, PERMISSIONS.ordersWrite, storeId);
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
      return HttpResponse.json(invoices.insert(invoice), { status: 201 });
    }),
  ),
];
