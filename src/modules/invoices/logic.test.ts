import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type InvoiceStatus, type PaymentStatus } from './types';
import {
  allowedMoves,
  dueDateFrom,
  nextDueDate,
  grossOf,
  invoiceFormValues,
  invoiceInputOf,
  isLocked,
  MOVE_MESSAGES,
  paymentMoveProblem,
  statusMoveProblem,
  bytesMatchType,
  checkUpload,
  isPreviewable,
  compareWithOrder,
  invoiceListTotals,
  isOverdue,
  readInvoiceParams,
  UPLOAD_MAX_BYTES,
  uploadProblem,
  validateInvoice,
} from './logic';

describe('upload validation (before anything is sent)', () => {
  it('accepts PDF, PNG and JPEG up to 10 MB', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
  });

  it('explains each refusal', () => {
    expect(uploadProblem({ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 })).toBe(
      '“notes.docx” is not a PDF, PNG or JPEG file. Only these types can be uploaded.',
    );
    expect(uploadProblem({ name: 'scan.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('“scan.pdf” is larger than 10 MB.');
    expect(uploadProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('“empty.pdf” is empty.');
    expect(uploadProblem({ name: 'x.gif', type: '', size: 10 })).toMatch(/not a PDF, PNG or JPEG/);
  });

  it('checks the first bytes as the server does', () => {
    expect(bytesMatchType(new TextEncoder().encode('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(new TextEncoder().encode('hello'), 'application/pdf')).toBe(false);
    expect(bytesMatchType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
  });
});

describe('the full upload check reads the first bytes', () => {
  const file = (name: string, type: string, content: BlobPart) => new File([content], name, { type });

  it('accepts real PDF, PNG and JPEG content', async () => {
    await expect(checkUpload(file('a.pdf', 'application/pdf', '%PDF-1.7\n...'))).resolves.toBeNull();
    await expect(checkUpload(file('a.png', '', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])))).resolves.toBeNull();
    await expect(checkUpload(file('a.jpeg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])))).resolves.toBeNull();
  });

  it('refuses a program or a web page renamed .pdf before anything is sent', async () => {
    await expect(checkUpload(file('invoice.pdf', 'application/pdf', 'MZ\x90\x00 program'))).resolves.toBe(
      '“invoice.pdf” is not really a PDF file: its content does not match its name. Only real PDF, PNG and JPEG files can be uploaded.',
    );
    await expect(checkUpload(file('scan.png', '', '<html><script>alert(1)</script>'))).resolves.toMatch(/not really a PNG file/);
    await expect(checkUpload(file('setup.exe', 'application/x-msdownload', 'MZ'))).resolves.toMatch(/not a PDF, PNG or JPEG/);
  });

  it('previews only a listed type whose bytes carry its signature', () => {
    const html = new TextEncoder().encode('<html><script>parent.document.title=1</script>');
    const pdf = new TextEncoder().encode('%PDF-1.4');
    expect(isPreviewable('application/pdf', pdf)).toBe(true);
    expect(isPreviewable('application/pdf', html)).toBe(false);
    expect(isPreviewable('text/html', html)).toBe(false);
    expect(isPreviewable('image/svg+xml', new TextEncoder().encode('<svg onload="x()"/>'))).toBe(false);
  });
});

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
    expect(paymentMoveProblem(at('uploaded', 'unpaid'), 'paid')).toEqual({ message: MOVE_MESSAGES.payBeforeApproval, field: 'paymentStatus' });
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
    const body = invoiceInputOf({ ...values, supplierId: ' sup-001 ', invoiceNumber: ' R-1 ', currency: 'eur', net: 27.45, vat: 1.92, gross: 29.37 }, 'store-2');
    expect(body).toMatchObject({ storeId: 'store-2', supplierId: 'sup-001', invoiceNumber: 'R-1', currency: 'EUR', orderId: null, net: 27.45 });
    expect(validateInvoice(body)).toEqual({});
    expect(Object.keys(validateInvoice(invoiceInputOf(values, 'store-2')))).toEqual(expect.arrayContaining(['net', 'vat', 'gross']));
    expect(grossOf(0.1, 0.2)).toBe(0.3);
    expect(grossOf(27.45, Number.NaN)).toBeNull();
    expect(grossOf(null, 1)).toBeNull();
  });

  it('needs net + VAT = gross to the cent', () => {
    const body = { storeId: 's', supplierId: '', invoiceNumber: '', documentType: 'invoice', invoiceDate: '2025-01-01', dueDate: '', net: 0.1, vat: 0.2, gross: 0.3, currency: 'EUR', orderId: null };
    expect(validateInvoice(body)).toEqual({});
    expect(validateInvoice({ ...body, gross: 0.31 })).toEqual({ gross: 'Gross must equal net plus VAT.' });
    expect(validateInvoice({ ...body, dueDate: '2024-12-31' })).toEqual({ dueDate: 'The due date cannot be before the invoice date.' });
  });

  it('totals what is shown with credit notes subtracted, in cents', () => {
    expect(
      invoiceListTotals([
        { net: 0.1, vat: 0.02, gross: 0.12, documentType: 'invoice' },
        { net: 0.2, vat: 0.04, gross: 0.24, documentType: 'invoice' },
        { net: 0.05, vat: 0.01, gross: 0.06, documentType: 'credit_note' },
      ]),
    ).toEqual({ net: 0.25, vat: 0.05, gross: 0.3 });
  });

  it('compares an invoice with its order (ordered and received)', () => {
    const c = compareWithOrder({ net: 20, vat: 1.4, gross: 21.4 }, {
      lines: [{ productId: 'p', quantity: 3, unit: 'box', unitPrice: 10, vatRate: 7, receivedQuantity: 2 }],
    });
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
