import { isDate, cents, InvoiceInputSchema } from './schema';
import { addDays } from '@/lib/format';
import type { InvoiceInput, Invoice } from './types';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { fieldErrorsOf } from '@/lib/schemaErrors';

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

/** The details form's values: amounts are numbers (null while empty, NaN while the text is wrong); no order is ''. */
export type InvoiceFormValues = Omit<InvoiceInput, 'storeId' | 'orderId' | 'net' | 'vat' | 'gross'> & {
  orderId: string;
  net: number | null;
  vat: number | null;
  gross: number | null;
};

export function invoiceFormValues(invoice: Invoice | null, today: string): InvoiceFormValues {
  if (!invoice) {
    return {
      documentType: 'invoice',
      supplierId: '',
      orderId: '',
      invoiceNumber: '',
      invoiceDate: today,
      dueDate: '',
      net: null,
      vat: null,
      gross: null,
      currency: DEFAULT_CURRENCY,
      notes: '',
    };
  }
  const { documentType, supplierId, invoiceNumber, invoiceDate, dueDate, net, vat, gross, currency, notes } = invoice;
  return {
    documentType,
    supplierId,
    orderId: invoice.orderId ?? '',
    invoiceNumber,
    invoiceDate,
    dueDate,
    net,
    vat,
    gross,
    currency,
    notes,
  };
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
