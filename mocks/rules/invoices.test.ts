import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/modules/invoices/types';
import { bicMatchesIban, ibanOf, validIban } from './bank';
import { dueAfterTerms, paymentRefusal, reviewRefusal, startsAsItClaims } from './invoices';

const invoice = (fields: Partial<Invoice>) =>
  ({
    status: 'uploaded',
    paymentStatus: 'unpaid',
    supplierId: 's1',
    invoiceNumber: 'R-1',
    invoiceDate: '2026-03-02',
    gross: 119,
    ...fields,
  }) as Invoice;

describe('the demo server’s invoice workflow', () => {
  it('approves only a complete invoice, and reopens only with a reason', () => {
    expect(reviewRefusal(invoice({}), 'approved')).toBeNull();
    expect(reviewRefusal(invoice({ invoiceNumber: ' ', gross: 0 }), 'approved')).toEqual({
      message: 'Before approving, enter the invoice number, gross amount.',
    });
    expect(reviewRefusal(invoice({ status: 'approved' }), 'needs_review')).toEqual({
      message: 'Give a reason for reopening the invoice.',
      field: 'reason',
    });
    expect(reviewRefusal(invoice({ status: 'cancelled' }), 'needs_review')).toEqual({
      message: 'An invoice cannot move from Cancelled to Needs review.',
    });
    expect(reviewRefusal(invoice({ status: 'approved', paymentStatus: 'paid' }), 'cancelled')).toEqual({
      message: 'Money has been paid on this invoice, so it stays approved.',
    });
  });

  it('records payments only on approved invoices and never after paid', () => {
    expect(paymentRefusal(invoice({}), 'paid')?.field).toBe('paymentStatus');
    expect(paymentRefusal(invoice({ status: 'approved' }), 'paid')).toBeNull();
    expect(paymentRefusal(invoice({ status: 'approved', paymentStatus: 'paid' }), 'unpaid')?.message).toBe(
      'A payment cannot move from Paid to Unpaid.',
    );
  });

  it('dates the due day by the payment terms, across the month', () => {
    expect(dueAfterTerms('2026-02-20', 14)).toBe('2026-03-06');
    expect(dueAfterTerms('2026-02-20', undefined)).toBe('');
    expect(dueAfterTerms('20.02.2026', 14)).toBe('');
  });

  it('checks an upload by its first bytes', () => {
    expect(startsAsItClaims(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'application/pdf')).toBe(true);
    expect(startsAsItClaims(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'image/png')).toBe(false);
  });
});

describe('the demo server’s bank details', () => {
  it('stores IBANs compact and matches a BIC to the account’s country', () => {
    expect(ibanOf('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(validIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(bicMatchesIban('COBADEFFXXX', 'DE89370400440532013000')).toBe(true);
    expect(bicMatchesIban('BNPAFRPP', 'DE89370400440532013000')).toBe(false);
    // Monaco banks under France's code; no BIC is fine.
    expect(bicMatchesIban('BNPAFRPP', 'MC5811222000010123456789030')).toBe(true);
    expect(bicMatchesIban('', 'DE89370400440532013000')).toBe(true);
  });
});
