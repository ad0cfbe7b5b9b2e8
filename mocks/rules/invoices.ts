import { t } from '@lingui/core/macro';
import type { Invoice, InvoiceStatus, PaymentStatus } from '@/modules/invoices/types';
import { INVOICE_STATUSES } from '@/modules/invoices/types';
import { addDays } from './calendar';

/**
 * The demo server's invoice workflow (docs/rules/purchasing.md): the review status and the payment
 * status, which moves each allows, and why a move is refused. An approved invoice is locked; once
 * money moved on it, it stays approved.
 */

/** Why a move is refused: `field` names the body field at fault (a 422), else it is a conflict (409). */
export interface Refusal {
  message: string;
  field?: string;
}

/** The review moves, `from>to`: cancelled is final; an approved invoice goes back to review only with a reason. */
const REVIEW_MOVES = new Set(
  ['uploaded', 'needs_review']
    .flatMap((from) => ['approved', 'rejected', 'cancelled'].map((to) => `${from}>${to}`))
    .concat('uploaded>needs_review', 'approved>needs_review', 'approved>cancelled', 'rejected>needs_review'),
);

/** The payment moves, `from>to`: paid is final; a partial payment goes on to paid or on hold. */
const PAYMENT_MOVES = new Set(
  ['unpaid', 'scheduled', 'on_hold']
    .flatMap((from) =>
      ['unpaid', 'scheduled', 'partially_paid', 'paid', 'on_hold'].filter((to) => to !== from).map((to) => `${from}>${to}`),
    )
    .concat('partially_paid>paid', 'partially_paid>on_hold'),
);

export const knownInvoiceStatus = (value: string): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value);

/** Approved invoices take no edits (reopen with a reason first). */
export const locked = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'approved';

const moneyMoved = (invoice: Pick<Invoice, 'status' | 'paymentStatus'>): boolean =>
  invoice.status === 'approved' && (invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'partially_paid');

/** Names of the statuses in the messages, in the language of the answer. */
function statusName(status: InvoiceStatus): string {
  const names: Record<InvoiceStatus, () => string> = {
    uploaded: () => t`Uploaded`,
    needs_review: () => t`Needs review`,
    approved: () => t`Approved`,
    rejected: () => t`Rejected`,
    cancelled: () => t`Cancelled`,
  };
  return names[status]();
}

function paymentName(status: PaymentStatus): string {
  const names: Record<PaymentStatus, () => string> = {
    unpaid: () => t`Unpaid`,
    scheduled: () => t`Scheduled`,
    partially_paid: () => t`Partially paid`,
    paid: () => t`Paid`,
    on_hold: () => t`On hold`,
  };
  return names[status]();
}

export const lockedMessage = (): string => t`This invoice is approved and locked. Reopen it with a reason to change it.`;

/** What approval still needs, in the answer's words (supplier, number, date, a gross above 0). */
function missingForApproval(invoice: Pick<Invoice, 'supplierId' | 'invoiceNumber' | 'invoiceDate' | 'gross'>): string[] {
  return [
    invoice.supplierId ? null : t`supplier`,
    invoice.invoiceNumber.trim() ? null : t`invoice number`,
    invoice.invoiceDate ? null : t`invoice date`,
    invoice.gross > 0 ? null : t`gross amount`,
  ].filter((word): word is string => word !== null);
}

export function reviewRefusal(invoice: Invoice, to: InvoiceStatus, reason = ''): Refusal | null {
  if (moneyMoved(invoice) || !REVIEW_MOVES.has(`${invoice.status}>${to}`)) {
    if (moneyMoved(invoice)) return { message: t`Money has been paid on this invoice, so it stays approved.` };
    const from = statusName(invoice.status);
    const next = statusName(to);
    return { message: t`An invoice cannot move from ${from} to ${next}.` };
  }
  const missing = to === 'approved' ? missingForApproval(invoice) : [];
  if (missing.length > 0) {
    const list = missing.join(', ');
    return { message: t`Before approving, enter the ${list}.` };
  }
  const reopening = invoice.status === 'approved' && to === 'needs_review';
  return reopening && reason.trim() === '' ? { message: t`Give a reason for reopening the invoice.`, field: 'reason' } : null;
}

export function paymentRefusal(invoice: Pick<Invoice, 'status' | 'paymentStatus'>, to: PaymentStatus): Refusal | null {
  if (invoice.status !== 'approved') {
    return { message: t`A payment can be recorded only after the invoice is approved.`, field: 'paymentStatus' };
  }
  if (PAYMENT_MOVES.has(`${invoice.paymentStatus}>${to}`)) return null;
  const from = paymentName(invoice.paymentStatus);
  const next = paymentName(to);
  return { message: t`A payment cannot move from ${from} to ${next}.`, field: 'paymentStatus' };
}

/** Payment terms: the due date is the invoice date plus the supplier's days ('' without usable terms). */
export function dueAfterTerms(invoiceDate: string, termsDays: number | undefined): string {
  const usable = /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate) && termsDays !== undefined && Number.isInteger(termsDays) && termsDays >= 0;
  return usable ? addDays(invoiceDate, termsDays) : '';
}

/** The files the upload takes, with the bytes each must start with. */
export const UPLOADS: Readonly<Record<string, { label: string; magic: readonly number[] }>> = {
  'application/pdf': { label: 'PDF', magic: [0x25, 0x50, 0x44, 0x46] },
  'image/png': { label: 'PNG', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { label: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  // An e-invoice (XRechnung, issue #47): '<' after an optional UTF-8 byte order mark and white space.
  'application/xml': { label: 'XML', magic: [0x3c] },
};
export const UPLOAD_LIMIT = { bytes: 10 * 1024 * 1024, label: '10 MB' } as const;

export const startsAsItClaims = (bytes: Uint8Array, type: string): boolean => {
  let start = 0;
  if (type === 'application/xml') {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    while ([0x20, 0x09, 0x0a, 0x0d].includes(bytes[start] ?? -1)) start++;
  }
  return UPLOADS[type]?.magic.every((byte, i) => bytes[start + i] === byte) ?? false;
};
