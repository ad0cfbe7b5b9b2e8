import { describe, it, expect } from 'vitest';
import { isOverdue, invoiceListTotals, compareWithOrder, readInvoiceParams } from './invoiceList';
import { dueDateFrom, nextDueDate, invoiceFormValues, invoiceInputOf, validateInvoice, grossOf } from './invoiceForm';

describe('invoice rules', () => {
  it('is overdue only with a past due date, money still owed, on a live document', () => {
    const base = { dueDate: '2025-03-01', paymentStatus: 'unpaid', status: 'approved', documentType: 'invoice', gross: 10 } as const;
    expect(isOverdue(base, '2025-03-02')).toBe(true);
    expect(isOverdue(base, '2025-03-01')).toBe(false);
    expect(isOverdue({ ...base, paymentStatus: 'paid' }, '2025-04-01')).toBe(false);
    expect(isOverdue({ ...base, status: 'cancelled' }, '2025-04-01')).toBe(false);
    expect(isOverdue({ ...base, dueDate: '' }, '2025-04-01')).toBe(false);
  });

  it('never calls a credit note overdue (by type or by a negative total)', () => {
    const base = { dueDate: '2025-03-01', paymentStatus: 'unpaid', status: 'approved', documentType: 'invoice', gross: 10 } as const;
    expect(isOverdue({ ...base, documentType: 'credit_note' }, '2025-04-01')).toBe(false);
    expect(isOverdue({ ...base, gross: -10 }, '2025-04-01')).toBe(false);
  });

  it('takes the due date from the payment terms: invoice date + days', () => {
    expect(dueDateFrom('2025-02-10', 14)).toBe('2025-02-24');
    expect(dueDateFrom('2025-02-20', 30)).toBe('2025-03-22');
    expect(dueDateFrom('2024-12-15', 30)).toBe('2025-01-14');
    expect(dueDateFrom('2025-02-10', 0)).toBe('2025-02-10');
    expect(dueDateFrom('2025-02-10', undefined)).toBe('');
    expect(dueDateFrom('', 14)).toBe('');
    expect(dueDateFrom('2025-02-10', -1)).toBe('');
  });

  it('lets the form due date follow the terms until the user types one', () => {
    const empty = { invoiceDate: '2025-02-10', dueDate: '', terms: undefined };
    expect(nextDueDate(empty, { invoiceDate: '2025-02-10', terms: 14 })).toBe('2025-02-24');
    const derived = { invoiceDate: '2025-02-10', dueDate: '2025-02-24', terms: 14 };
    expect(nextDueDate(derived, { invoiceDate: '2025-02-12', terms: 14 })).toBe('2025-02-26');
    expect(nextDueDate(derived, { invoiceDate: '2025-02-10', terms: 30 })).toBe('2025-03-12');
    const typed = { invoiceDate: '2025-02-10', dueDate: '2025-02-20', terms: 14 };
    expect(nextDueDate(typed, { invoiceDate: '2025-02-10', terms: 30 })).toBe('2025-02-20');
    expect(nextDueDate(derived, { invoiceDate: '2025-02-10', terms: undefined })).toBe('2025-02-24');
  });

  it('maps the details form to the body: into the store it was opened for, empty amounts refused', () => {
    const values = invoiceFormValues(null, '2025-02-10');
    expect(values).toMatchObject({ invoiceDate: '2025-02-10', net: null, documentType: 'invoice', currency: 'EUR' });
    const body = invoiceInputOf(
      { ...values, supplierId: ' sup-001 ', invoiceNumber: ' R-1 ', currency: 'eur', net: 27.45, vat: 1.92, gross: 29.37 },
      'store-2',
    );
    expect(body).toMatchObject({
      storeId: 'store-2',
      supplierId: 'sup-001',
      invoiceNumber: 'R-1',
      currency: 'EUR',
      orderId: null,
      net: 27.45,
    });
    expect(validateInvoice(body)).toEqual({});
    expect(Object.keys(validateInvoice(invoiceInputOf(values, 'store-2')))).toEqual(expect.arrayContaining(['net', 'vat', 'gross']));
    expect(grossOf(0.1, 0.2)).toBe(0.3);
    expect(grossOf(27.45, Number.NaN)).toBeNull();
    expect(grossOf(null, 1)).toBeNull();
  });

  it('needs net + VAT = gross to the cent', () => {
    const body = {
      storeId: 's',
      supplierId: '',
      invoiceNumber: '',
      documentType: 'invoice',
      invoiceDate: '2025-01-01',
      dueDate: '',
      net: 0.1,
      vat: 0.2,
      gross: 0.3,
      currency: 'EUR',
      orderId: null,
    };
    expect(validateInvoice(body)).toEqual({});
    expect(validateInvoice({ ...body, gross: 0.31 })).toEqual({ gross: 'Gross must equal net plus VAT.' });
    expect(validateInvoice({ ...body, dueDate: '2024-12-31' })).toEqual({ dueDate: 'The due date cannot be before the invoice date.' });
  });

  it('totals what is shown with credit notes subtracted, in cents', () => {
    expect(
      invoiceListTotals([
        { net: 0.1, vat: 0.02, gross: 0.12, documentType: 'invoice', status: 'approved' },
        { net: 0.2, vat: 0.04, gross: 0.24, documentType: 'invoice', status: 'uploaded' },
        { net: 0.05, vat: 0.01, gross: 0.06, documentType: 'credit_note', status: 'approved' },
      ]),
    ).toEqual({ net: 0.25, vat: 0.05, gross: 0.3 });
  });

  it('the unpaid total counts approved and open documents, never rejected or cancelled ones (issue #43)', () => {
    // The week of the issue: "Unpaid" read 2,225.64 € with a rejected 722.98 € and a cancelled 265.67 € in it.
    const unpaid = [
      { net: 1000, vat: 190, gross: 1190, documentType: 'invoice', status: 'approved' },
      { net: 40, vat: 7, gross: 47, documentType: 'invoice', status: 'needs_review' },
      { net: 607.55, vat: 115.43, gross: 722.98, documentType: 'invoice', status: 'rejected' },
      { net: 223.25, vat: 42.42, gross: 265.67, documentType: 'invoice', status: 'cancelled' },
    ] as const;
    expect(invoiceListTotals(unpaid)).toEqual({ net: 1040, vat: 197, gross: 1237 });
  });

  it('compares an invoice with its order (ordered and received)', () => {
    const c = compareWithOrder(
      { net: 20, vat: 1.4, gross: 21.4 },
      {
        lines: [{ productId: 'p', quantity: 3, unit: 'box', unitPrice: 10, vatRate: 7, receivedQuantity: 2 }],
      },
    );
    expect(c.ordered).toEqual({ net: 30, vat: 2.1, gross: 32.1 });
    expect(c.received).toEqual({ net: 20, vat: 1.4, gross: 21.4 });
    expect(c.vsOrdered.gross).toBe(-10.7);
    expect(c.vsReceived.gross).toBe(0);
  });

  it('reads the list filters from the URL and drops unknown values', () => {
    expect(readInvoiceParams(new URLSearchParams('status=approved&paymentStatus=bogus&startDate=2025-01-01&endDate=x&overdue=1'))).toEqual({
      startDate: '2025-01-01',
      endDate: '',
      status: 'approved',
      supplierId: '',
      paymentStatus: '',
      overdue: true,
    });
  });
});
