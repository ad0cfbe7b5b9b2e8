import { fieldErrorsOf } from '@/lib/schemaErrors';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { addDays } from '@/lib/format';
import { cents, InvoiceInputSchema, isDate } from './schema';
import { orderTotals, receivedTotals, type Totals } from '@/modules/orders/totals';
import type { Order } from '@/modules/orders/types';
import type { Invoice, InvoiceInput, InvoiceStatus, PaymentStatus, RejectionReason } from './types';
import { INVOICE_STATUSES, PAYMENT_STATUSES } from './types';

/** Uploads: PDF, PNG and JPEG up to 10 MB (domain.md: "up to a stated size"). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_LABEL = '10 MB';
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
/** The `accept` of the file picker. */
export const UPLOAD_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The accepted type of a file: its declared type, else its extension; null if not accepted. */
export function uploadType(file: { name: string; type: string }): string | null {
  if (file.type) return UPLOAD_TYPES[file.type] ? file.type : null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? null;
}

/** Why a file cannot be uploaded (checked before anything is sent), or null when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!uploadType(file)) return `“${file.name}” is not a PDF, PNG or JPEG file. Only these types can be uploaded.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > UPLOAD_MAX_BYTES) return `“${file.name}” is larger than ${UPLOAD_MAX_LABEL}.`;
  return null;
}

/** How many leading bytes the signature check reads. */
export const SIGNATURE_BYTES = 8;

/** A blob's bytes through FileReader (works in every browser and in jsdom). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The full check before anything is sent: type, extension and size (`uploadProblem`), then the
 * file's first bytes must carry the signature of the type it claims. An HTML page or a program
 * renamed `.pdf` is refused here, never uploaded.
 */
export async function checkUpload(file: File): Promise<string | null> {
  const problem = uploadProblem(file);
  if (problem) return problem;
  const claimed = uploadType(file);
  const bytes = await readBytes(file.slice(0, SIGNATURE_BYTES));
  if (claimed && bytesMatchType(bytes, claimed)) return null;
  return `“${file.name}” is not really a ${claimed ? UPLOAD_TYPES[claimed] : 'PDF, PNG or JPEG'} file: its content does not match its name. Only real PDF, PNG and JPEG files can be uploaded.`;
}

/**
 * Whether an uploaded document may be shown inline: only when the invoice record names an
 * accepted type AND the bytes the server answered carry that type's signature. Anything else
 * (HTML, SVG, XML, a mislabelled file) is only offered as a download, never rendered.
 */
export function isPreviewable(recordType: string, bytes: Uint8Array): boolean {
  return UPLOAD_TYPES[recordType] !== undefined && bytesMatchType(bytes, recordType);
}

/** Checks a file's first bytes against its type, as a server does (magic numbers). */
export function bytesMatchType(bytes: Uint8Array, mimeType: string): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (mimeType === 'application/pdf') return starts([0x25, 0x50, 0x44, 0x46]); // %PDF
  if (mimeType === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (mimeType === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  return false;
}

/**
 * Overdue: a due date in the past while money is still owed on a live document. A credit note
 * (or a negative total) is money owed to the store, never overdue.
 */
export function isOverdue(
  invoice: Pick<Invoice, 'dueDate' | 'paymentStatus' | 'status' | 'documentType' | 'gross'>,
  today: string,
): boolean {
  if (invoice.documentType === 'credit_note' || invoice.gross < 0) return false;
  if (!invoice.dueDate || invoice.dueDate >= today) return false;
  if (invoice.paymentStatus === 'paid') return false;
  return invoice.status !== 'cancelled' && invoice.status !== 'rejected';
}

/** The due date from a supplier's payment terms: invoice date + terms days ('' when unknown). */
export function dueDateFrom(invoiceDate: string, paymentTermsDays: number | undefined): string {
  if (!isDate(invoiceDate) || paymentTermsDays === undefined || !Number.isInteger(paymentTermsDays) || paymentTermsDays < 0) return '';
  return addDays(invoiceDate, paymentTermsDays);
}

/**
 * The form's due date after the supplier or the invoice date changed: it follows the payment
 * terms while it is empty or still the one the terms gave; a date the user typed stays.
 */
export function nextDueDate(
  before: { invoiceDate: string; dueDate: string; terms: number | undefined },
  after: { invoiceDate: string; terms: number | undefined },
): string {
  const derived = before.dueDate === '' || before.dueDate === dueDateFrom(before.invoiceDate, before.terms);
  return derived ? dueDateFrom(after.invoiceDate, after.terms) || before.dueDate : before.dueDate;
}

/**
 * Document status moves (product decision; the spec shows none): uploaded → needs_review,
 * approved, rejected or cancelled; needs_review → approved, rejected or cancelled; approved →
 * needs_review (reopen) or cancelled; rejected → needs_review; cancelled is final.
 */
export const INVOICE_STATUS_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  uploaded: ['needs_review', 'approved', 'rejected', 'cancelled'],
  needs_review: ['approved', 'rejected', 'cancelled'],
  approved: ['needs_review', 'cancelled'],
  rejected: ['needs_review'],
  cancelled: [],
};

/**
 * Payment moves (issue #12), allowed only on an approved invoice: from each payment status, the
 * ones it may move to. Paid is final.
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ['scheduled', 'partially_paid', 'paid', 'on_hold'],
  scheduled: ['unpaid', 'partially_paid', 'paid', 'on_hold'],
  partially_paid: ['paid', 'on_hold'],
  on_hold: ['unpaid', 'scheduled', 'partially_paid', 'paid'],
  paid: [],
};

/** Once money has moved, the approval is pinned: no reopen, no cancel. */
const MONEY_MOVED: ReadonlySet<PaymentStatus> = new Set(['partially_paid', 'paid']);

type MoveState = Pick<Invoice, 'status' | 'paymentStatus'>;

/**
 * The status × payment table in one place, used by the invoice page and the mock server alike:
 * the document moves allowed from a status given the payment status, and the payment moves
 * allowed given the status.
 */
export function allowedMoves(invoice: MoveState): { status: readonly InvoiceStatus[]; payment: readonly PaymentStatus[] } {
  const approved = invoice.status === 'approved';
  return {
    status: approved && MONEY_MOVED.has(invoice.paymentStatus) ? [] : INVOICE_STATUS_MOVES[invoice.status],
    payment: approved ? PAYMENT_MOVES[invoice.paymentStatus] : [],
  };
}

/** An approved invoice is locked (read-only) until it is reopened with a reason. */
export const isLocked = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'approved';

/** Reopening: moving an approved invoice back to review (needs a reason). */
export const isReopen = (from: InvoiceStatus, to: InvoiceStatus): boolean => from === 'approved' && to === 'needs_review';

export const MOVE_MESSAGES = {
  payBeforeApproval: 'A payment can be recorded only after the invoice is approved.',
  reopenReason: 'Give a reason for reopening the invoice.',
  moneyMoved: 'Money has been paid on this invoice, so it stays approved.',
  locked: 'This invoice is approved and locked. Reopen it with a reason to change it.',
} as const;

/** Why a move is refused; `field` names the body field at fault (a 422), else it is a conflict (409). */
export interface MoveRefusal {
  message: string;
  field?: string;
}

/** Why a status move is refused (null when allowed): the table, approval's needs, a reopen's reason. */
export function statusMoveProblem(
  invoice: MoveState & Parameters<typeof approvalProblems>[0],
  to: InvoiceStatus,
  reason = '',
): MoveRefusal | null {
  if (!allowedMoves(invoice).status.includes(to)) {
    if (invoice.status === 'approved' && MONEY_MOVED.has(invoice.paymentStatus)) return { message: MOVE_MESSAGES.moneyMoved };
    return { message: `An invoice cannot move from ${INVOICE_STATUS_LABELS[invoice.status]} to ${INVOICE_STATUS_LABELS[to]}.` };
  }
  if (to === 'approved') {
    const missing = approvalProblems(invoice);
    if (missing.length) return { message: `Before approving, enter the ${missing.join(', ')}.` };
  }
  if (isReopen(invoice.status, to) && !reason.trim()) return { message: MOVE_MESSAGES.reopenReason, field: 'reason' };
  return null;
}

/** Why a payment move is refused (null when allowed). */
export function paymentMoveProblem(invoice: MoveState, to: PaymentStatus): MoveRefusal | null {
  if (invoice.status !== 'approved') return { message: MOVE_MESSAGES.payBeforeApproval, field: 'paymentStatus' };
  if (!allowedMoves(invoice).payment.includes(to)) {
    return {
      message: `A payment cannot move from ${PAYMENT_STATUS_LABELS[invoice.paymentStatus]} to ${PAYMENT_STATUS_LABELS[to]}.`,
      field: 'paymentStatus',
    };
  }
  return null;
}

/** What approving needs: a supplier, a number, an invoice date and a gross amount. */
export function approvalProblems(invoice: Pick<Invoice, 'supplierId' | 'invoiceNumber' | 'invoiceDate' | 'gross'>): string[] {
  const missing: string[] = [];
  if (!invoice.supplierId) missing.push('supplier');
  if (!invoice.invoiceNumber.trim()) missing.push('invoice number');
  if (!invoice.invoiceDate) missing.push('invoice date');
  if (!(invoice.gross > 0)) missing.push('gross amount');
  return missing;
}

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  uploaded: 'Uploaded',
  needs_review: 'Needs review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
export const INVOICE_STATUS_VARIANTS: Readonly<Record<InvoiceStatus, string>> = {
  uploaded: 'info',
  needs_review: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Unpaid',
  scheduled: 'Scheduled',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  on_hold: 'On hold',
};
export const PAYMENT_STATUS_VARIANTS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'secondary',
  scheduled: 'info',
  partially_paid: 'warning',
  paid: 'success',
  on_hold: 'dark',
};
export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  duplicate: 'Duplicate',
  unreadable: 'Unreadable',
  not_an_invoice: 'Not an invoice',
  missing_data: 'Missing data',
  other: 'Other',
};

export const isInvoiceStatus = (v: unknown): v is InvoiceStatus =>
  typeof v === 'string' && (INVOICE_STATUSES as readonly string[]).includes(v);
export const isPaymentStatus = (v: unknown): v is PaymentStatus =>
  typeof v === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(v);

/** The details form's values: amounts are numbers (null while empty, NaN while the text is wrong); no order is ''. */
export type InvoiceFormValues = Omit<InvoiceInput, 'storeId' | 'orderId' | 'net' | 'vat' | 'gross'> & {
  orderId: string;
  net: number | null;
  vat: number | null;
  gross: number | null;
};

export function invoiceFormValues(invoice: Invoice | null, today: string): InvoiceFormValues {
  if (!invoice) {
    return { documentType: 'invoice', supplierId: '', orderId: '', invoiceNumber: '', invoiceDate: today, dueDate: '', net: null, vat: null, gross: null, currency: DEFAULT_CURRENCY, notes: '' };
  }
  const { documentType, supplierId, invoiceNumber, invoiceDate, dueDate, net, vat, gross, currency, notes } = invoice;
  return { documentType, supplierId, orderId: invoice.orderId ?? '', invoiceNumber, invoiceDate, dueDate, net, vat, gross, currency, notes };
}

/** The body the form sends, always into `storeId` (the store it was opened for); an empty amount is NaN, which the schema refuses. */
export function invoiceInputOf(values: InvoiceFormValues, storeId: string): InvoiceInput {
  const amount = (v: number | null) => v ?? Number.NaN;
  return {
    ...values,
    storeId,
    supplierId: values.supplierId.trim(),
    orderId: values.orderId || null,
    invoiceNumber: values.invoiceNumber.trim(),
    net: amount(values.net),
    vat: amount(values.vat),
    gross: amount(values.gross),
    currency: values.currency.trim().toUpperCase(),
  };
}

/** Gross from net and VAT, in cents; null while either is missing or wrong. */
export function grossOf(net: number | null, vat: number | null): number | null {
  if (net === null || vat === null || !Number.isFinite(net) || !Number.isFinite(vat)) return null;
  return (cents(net) + cents(vat)) / 100;
}

/**
 * Field errors of an invoice body (create or update), from the one input schema shared by the
 * form and the mock server.
 */
export function validateInvoice(body: unknown): Record<string, string> {
  return fieldErrorsOf(InvoiceInputSchema, body);
}

/** Totals of a list: credit notes count negative; summed in cents. */
export function invoiceListTotals(invoices: readonly Pick<Invoice, 'net' | 'vat' | 'gross' | 'documentType'>[]): Totals {
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const i of invoices) {
    const sign = i.documentType === 'credit_note' ? -1 : 1;
    net += sign * cents(i.net);
    vat += sign * cents(i.vat);
    gross += sign * cents(i.gross);
  }
  return { net: net / 100, vat: vat / 100, gross: gross / 100 };
}

export interface TotalsDifference {
  ordered: Totals;
  received: Totals;
  invoiced: Totals;
  /** invoice − ordered, per amount. */
  vsOrdered: Totals;
  /** invoice − received, per amount. */
  vsReceived: Totals;
}

const diff = (a: Totals, b: Totals): Totals => ({
  net: (cents(a.net) - cents(b.net)) / 100,
  vat: (cents(a.vat) - cents(b.vat)) / 100,
  gross: (cents(a.gross) - cents(b.gross)) / 100,
});

/** How an invoice's totals compare with what its order asked for and what arrived. */
export function compareWithOrder(invoice: Totals, order: Pick<Order, 'lines'>): TotalsDifference {
  const ordered = orderTotals(order.lines);
  const received = receivedTotals(order.lines);
  const invoiced = { net: invoice.net, vat: invoice.vat, gross: invoice.gross };
  return { ordered, received, invoiced, vsOrdered: diff(invoiced, ordered), vsReceived: diff(invoiced, received) };
}

export interface InvoiceListParams {
  startDate: string;
  endDate: string;
  status: InvoiceStatus | '';
  supplierId: string;
  /** Client-side refinements of what the call answered. */
  paymentStatus: PaymentStatus | '';
  overdue: boolean;
}

/** Reads the list's filters from the URL (unknown values are dropped). */
export function readInvoiceParams(search: URLSearchParams): InvoiceListParams {
  const status = search.get('status');
  const paymentStatus = search.get('paymentStatus');
  const date = (k: string) => {
    const v = search.get(k) ?? '';
    return isDate(v) ? v : '';
  };
  return {
    startDate: date('startDate'),
    endDate: date('endDate'),
    status: isInvoiceStatus(status) ? status : '',
    supplierId: search.get('supplierId') ?? '',
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : '',
    overdue: search.get('overdue') === '1',
  };
}
