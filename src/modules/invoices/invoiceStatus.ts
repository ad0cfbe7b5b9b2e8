import { t } from '@lingui/core/macro';
import { type InvoiceStatus, type PaymentStatus, type Invoice, type RejectionReason, INVOICE_STATUSES, PAYMENT_STATUSES } from './types';

/**
 * Document status moves (product decision; the spec shows none): uploaded → needs_review,
 * approved, rejected or cancelled; needs_review → approved, rejected or cancelled; approved →
 * needs_review (reopen) or cancelled; rejected → needs_review; cancelled is final.
 */
const INVOICE_STATUS_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
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
const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
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

/** The refusals' messages, read in the active language (the app and the mock server alike). */
export const MOVE_MESSAGES = {
  get payBeforeApproval() {
    return t`A payment can be recorded only after the invoice is approved.`;
  },
  get reopenReason() {
    return t`Give a reason for reopening the invoice.`;
  },
  get moneyMoved() {
    return t`Money has been paid on this invoice, so it stays approved.`;
  },
  get locked() {
    return t`This invoice is approved and locked. Reopen it with a reason to change it.`;
  },
};

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
    const from = INVOICE_STATUS_LABELS[invoice.status];
    const next = INVOICE_STATUS_LABELS[to];
    return { message: t`An invoice cannot move from ${from} to ${next}.` };
  }
  if (to === 'approved') {
    const message = approvalMissingMessage(invoice);
    if (message) return { message };
  }
  if (isReopen(invoice.status, to) && !reason.trim()) return { message: MOVE_MESSAGES.reopenReason, field: 'reason' };
  return null;
}

/** What approving still lacks, as the one message the editor's note and a refused move show (null when nothing is missing). */
export function approvalMissingMessage(invoice: Parameters<typeof approvalProblems>[0]): string | null {
  const missing = approvalProblems(invoice);
  if (missing.length === 0) return null;
  const list = missing.join(', ');
  return t`Before approving, enter the ${list}.`;
}

/** Why a payment move is refused (null when allowed). */
export function paymentMoveProblem(invoice: MoveState, to: PaymentStatus): MoveRefusal | null {
  if (invoice.status !== 'approved') return { message: MOVE_MESSAGES.payBeforeApproval, field: 'paymentStatus' };
  if (!allowedMoves(invoice).payment.includes(to)) {
    const from = PAYMENT_STATUS_LABELS[invoice.paymentStatus];
    const next = PAYMENT_STATUS_LABELS[to];
    return {
      message: t`A payment cannot move from ${from} to ${next}.`,
      field: 'paymentStatus',
    };
  }
  return null;
}

/** What approving needs: a supplier, a number, an invoice date and a gross amount. */
export function approvalProblems(invoice: Pick<Invoice, 'supplierId' | 'invoiceNumber' | 'invoiceDate' | 'gross'>): string[] {
  const missing: string[] = [];
  if (!invoice.supplierId) missing.push(t`supplier`);
  if (!invoice.invoiceNumber.trim()) missing.push(t`invoice number`);
  if (!invoice.invoiceDate) missing.push(t`invoice date`);
  if (!(invoice.gross > 0)) missing.push(t`gross amount`);
  return missing;
}

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  get uploaded() {
    return t`Uploaded`;
  },
  get needs_review() {
    return t`Needs review`;
  },
  get approved() {
    return t`Approved`;
  },
  get rejected() {
    return t`Rejected`;
  },
  get cancelled() {
    return t`Cancelled`;
  },
};

export const INVOICE_STATUS_VARIANTS: Readonly<Record<InvoiceStatus, string>> = {
  uploaded: 'info',
  needs_review: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  get unpaid() {
    return t`Unpaid`;
  },
  get scheduled() {
    return t`Scheduled`;
  },
  get partially_paid() {
    return t`Partially paid`;
  },
  get paid() {
    return t`Paid`;
  },
  get on_hold() {
    return t`On hold`;
  },
};

export const PAYMENT_STATUS_VARIANTS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'secondary',
  scheduled: 'info',
  partially_paid: 'warning',
  paid: 'success',
  on_hold: 'dark',
};

export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  get duplicate() {
    return t`Duplicate`;
  },
  get unreadable() {
    return t`Unreadable`;
  },
  get not_an_invoice() {
    return t`Not an invoice`;
  },
  get missing_data() {
    return t`Missing data`;
  },
  get other() {
    return t`Other`;
  },
};

export const isInvoiceStatus = (v: unknown): v is InvoiceStatus =>
  typeof v === 'string' && (INVOICE_STATUSES as readonly string[]).includes(v);

export const isPaymentStatus = (v: unknown): v is PaymentStatus =>
  typeof v === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(v);
