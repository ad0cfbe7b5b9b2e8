import { describe, it, expect } from 'vitest';
import { type InvoiceStatus, type PaymentStatus, INVOICE_STATUSES, PAYMENT_STATUSES } from './types';
import { allowedMoves, paymentMoveProblem, MOVE_MESSAGES, statusMoveProblem, isLocked } from './invoiceStatus';

describe('the status × payment table', () => {
  const ready = { supplierId: 'sup-1', invoiceNumber: 'R-1', invoiceDate: '2025-01-01', gross: 10 };
  const at = (status: InvoiceStatus, paymentStatus: PaymentStatus) => ({ ...ready, status, paymentStatus });

  it('moves the payment only on an approved invoice', () => {
    for (const status of INVOICE_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        const { payment } = allowedMoves(at(status, paymentStatus));
        if (status !== 'approved') expect(payment).toEqual([]);
      }
    }
    expect(allowedMoves(at('approved', 'unpaid')).payment).toEqual(['scheduled', 'partially_paid', 'paid', 'on_hold']);
    expect(allowedMoves(at('approved', 'partially_paid')).payment).toEqual(['paid', 'on_hold']);
    expect(allowedMoves(at('approved', 'paid')).payment).toEqual([]);
  });

  it('pins the approval once money has moved', () => {
    expect(allowedMoves(at('approved', 'unpaid')).status).toEqual(['needs_review', 'cancelled']);
    expect(allowedMoves(at('approved', 'on_hold')).status).toEqual(['needs_review', 'cancelled']);
    expect(allowedMoves(at('approved', 'partially_paid')).status).toEqual([]);
    expect(allowedMoves(at('approved', 'paid')).status).toEqual([]);
    expect(allowedMoves(at('uploaded', 'unpaid')).status).toEqual(['needs_review', 'approved', 'rejected', 'cancelled']);
    expect(allowedMoves(at('cancelled', 'unpaid')).status).toEqual([]);
  });

  it('refuses a payment before approval, and a move the table does not hold, with a message', () => {
    expect(paymentMoveProblem(at('uploaded', 'unpaid'), 'paid')).toEqual({
      message: MOVE_MESSAGES.payBeforeApproval,
      field: 'paymentStatus',
    });
    expect(paymentMoveProblem(at('needs_review', 'unpaid'), 'scheduled')?.message).toBe(MOVE_MESSAGES.payBeforeApproval);
    expect(paymentMoveProblem(at('approved', 'unpaid'), 'paid')).toBeNull();
    expect(paymentMoveProblem(at('approved', 'paid'), 'unpaid')?.message).toBe('A payment cannot move from Paid to Unpaid.');
  });

  it('asks a reason to reopen an approved invoice, and the approval its fields', () => {
    expect(statusMoveProblem(at('approved', 'unpaid'), 'needs_review')).toEqual({ message: MOVE_MESSAGES.reopenReason, field: 'reason' });
    expect(statusMoveProblem(at('approved', 'unpaid'), 'needs_review', '  ')?.field).toBe('reason');
    expect(statusMoveProblem(at('approved', 'unpaid'), 'needs_review', 'Wrong amount')).toBeNull();
    expect(statusMoveProblem(at('approved', 'paid'), 'needs_review', 'Wrong amount')?.message).toBe(MOVE_MESSAGES.moneyMoved);
    expect(statusMoveProblem(at('rejected', 'unpaid'), 'approved')?.message).toBe('An invoice cannot move from Rejected to Approved.');
    expect(statusMoveProblem({ ...at('uploaded', 'unpaid'), invoiceNumber: '', gross: 0 }, 'approved')?.message).toBe(
      'Before approving, enter the invoice number, gross amount.',
    );
    expect(isLocked(at('approved', 'unpaid'))).toBe(true);
    expect(isLocked(at('needs_review', 'unpaid'))).toBe(false);
  });
});
