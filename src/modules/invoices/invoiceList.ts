import type { Invoice, InvoiceStatus, PaymentStatus } from './types';
import { type Totals, orderTotals, receivedTotals, type Order } from '@/modules/orders';
import { cents, isDate } from './schema';
import { isInvoiceStatus, isPaymentStatus } from './invoiceStatus';

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

/** Whether a document counts in a list's totals: a rejected or cancelled one can no longer be paid. */
export const countsInTotals = (invoice: Pick<Invoice, 'status'>): boolean =>
  invoice.status !== 'rejected' && invoice.status !== 'cancelled';

/**
 * Totals of a list: only what can still be paid or was paid (rejected and cancelled documents do
 * not count, issue #43); credit notes count negative; summed in cents.
 */
export function invoiceListTotals(invoices: readonly Pick<Invoice, 'net' | 'vat' | 'gross' | 'documentType' | 'status'>[]): Totals {
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const i of invoices) {
    if (!countsInTotals(i)) continue;
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
