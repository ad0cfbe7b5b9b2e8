import { PERMISSIONS } from '../rules/permissions';
import { InvoiceInputSchema } from '@/modules/invoices/schema';
import type { Invoice, InvoiceHistoryEntry } from '@/modules/invoices/types';
import { dueAfterTerms, locked, lockedMessage, startsAsItClaims, UPLOAD_LIMIT, UPLOADS, type Refusal } from '../rules/invoices';
import type { MockUser } from '../db/people';
import { suppliers } from '../db/catalog';
import { invoices } from '../db/invoices';
import { orders } from '../db/orders';
import { assertValid, authorize, badRequest, found, HttpError, str, type RouteContext } from '../http';
import { schemaErrors } from '../schemaErrors';

/**
 * What the demo server checks for invoices (`invoices.ts` holds the routes): the invoice of a
 * path, the body's fields and references, the moves' refusals, the history, and an upload's
 * type, size and first bytes.
 */

const findInvoice = (id: string): Invoice => found(invoices.get(id), 'Invoice');

/** The invoice of the path's `:id` (404 unknown), if the user holds the permission in its store. */
export function invoiceOf({ request, params }: RouteContext, permission: string): Invoice {
  const invoice = findInvoice(params.id ?? '');
  authorize(request, permission, invoice.storeId);
  return invoice;
}

/** The invoice of the path's `:id` (404 unknown), then the body, then the user allowed to write in its store. */
export async function invoiceWithBody({ request, params, body }: RouteContext) {
  const invoice = findInvoice(params.id ?? '');
  const sent = await body();
  const user = authorize(request, PERMISSIONS.ordersWrite, invoice.storeId);
  return { invoice, sent, user };
}

/**
 * The fields of a valid body (checked with the contract's input schema). Without a due date, the
 * supplier's payment terms give it (invoice date + paymentTermsDays).
 */
export function fieldsOf(
  body: Record<string, unknown>,
): Omit<Invoice, 'id' | 'files' | 'status' | 'rejectionReason' | 'paymentStatus' | 'history'> {
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
    dueDate: input.dueDate.trim() || dueAfterTerms(invoiceDate, suppliers.get(supplierId)?.paymentTermsDays),
    currency: input.currency.trim(),
  };
}

/** One recorded move: who and when (kept on the invoice). */
export function recorded(
  user: MockUser,
  move:
    | { kind: 'status'; from: Invoice['status'] | null; to: Invoice['status']; reason?: string }
    | { kind: 'payment'; from: Invoice['paymentStatus']; to: Invoice['paymentStatus'] },
): InvoiceHistoryEntry {
  const who = { at: new Date().toISOString(), userId: user.id, userName: user.name };
  return move.kind === 'status' ? { ...who, ...move, reason: move.reason ?? '' } : { ...who, ...move };
}

/** A refused move: 422 at the field when the body is at fault, else 409. */
export function refuse(refusal: Refusal | null): void {
  if (!refusal) return;
  if (refusal.field) throw new HttpError(422, refusal.message, { [refusal.field]: refusal.message });
  throw new HttpError(409, refusal.message);
}

/** Seeds and records stored before history existed carry none. */
export const historyOf = (invoice: Invoice): InvoiceHistoryEntry[] => (Array.isArray(invoice.history) ? invoice.history : []);

export function assertUnlocked(invoice: Invoice): void {
  if (locked(invoice)) throw new HttpError(409, lockedMessage());
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

/** A create/update body: the contract's schema and the references (422), then a unique number per supplier (409). */
export function assertValidBody(body: Record<string, unknown>, exceptId?: string): void {
  const errors = schemaErrors(InvoiceInputSchema, body);
  checkReferences(body, errors);
  assertValid(errors);
  if (isDuplicate(body, exceptId)) {
    throw new HttpError(409, 'This supplier already has an invoice with this number.', {
      invoiceNumber: 'Already used for this supplier.',
    });
  }
}

/** The multipart field `file` with the upload's checks (type, size, first bytes), as a real server would refuse it. */
export async function uploadedFile(request: Request) {
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
  if (!UPLOADS[file.type]) throw new HttpError(415, 'Only PDF, PNG or JPEG files (or an XML e-invoice) are accepted.');
  if (file.size > UPLOAD_LIMIT.bytes) throw new HttpError(413, `The file is larger than ${UPLOAD_LIMIT.label}.`);
  if (file.size === 0) throw badRequest('The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsAsItClaims(bytes, file.type)) {
    throw new HttpError(415, `The file's content is not a valid ${UPLOADS[file.type]?.label}.`);
  }
  return { file, bytes, form };
}
