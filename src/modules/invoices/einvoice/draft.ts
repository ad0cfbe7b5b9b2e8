/**
 * What an e-invoice says, in one shape for both syntaxes (docs/rules/einvoice.md). Amounts are
 * in major units of `currency` as the file states them; the checks (`checks.ts`) add them in cents.
 * The business terms of EN 16931 are named beside each field (BT-…).
 */
export interface EInvoiceSeller {
  /** BT-27, the seller's legal name. */
  name: string;
  /** BT-28, a trading name ('' when none). */
  tradingName: string;
  /** BT-31, VAT identifier without spaces ('' when none). */
  vatId: string;
  /** BT-32, the tax number ('' when none). */
  taxNumber: string;
}

export interface EInvoiceLine {
  /** BT-126 */
  id: string;
  /** BT-153 */
  name: string;
  /** BT-155, the seller's item id ('' when none). */
  sellerItemId: string;
  /** BT-129 */
  quantity: number;
  /** BT-130, UN/ECE Rec. 20 code ('' when none). */
  unitCode: string;
  /** BT-146, the net price for `priceBaseQuantity` units. */
  netPrice: number;
  /** BT-149, 1 when not given. */
  priceBaseQuantity: number;
  /** BT-131, the line's net amount. */
  lineTotal: number;
  /** BT-151 */
  vatCategory: string;
  /** BT-152, null when not given (exempt categories). */
  vatRate: number | null;
}

export interface EInvoiceVat {
  /** BG-23: BT-118 category, BT-119 rate, BT-116 taxable amount, BT-117 tax. */
  category: string;
  rate: number | null;
  taxable: number;
  tax: number;
}

interface EInvoiceTotals {
  /** BT-106, the sum of the lines' net amounts as the file states it. */
  lines: number | null;
  /** BT-107, BT-108 (0 when none). */
  allowances: number;
  charges: number;
  /** BT-109, total without VAT. */
  net: number | null;
  /** BT-110, VAT in the invoice currency. */
  tax: number | null;
  /** BT-112, total with VAT. */
  gross: number | null;
  /** BT-113, BT-114, BT-115. */
  prepaid: number;
  rounding: number;
  payable: number | null;
}

type EInvoiceSyntax = 'ubl' | 'cii';

export interface EInvoiceDraft {
  syntax: EInvoiceSyntax;
  documentType: 'invoice' | 'credit_note';
  /** BT-3, UNTDID 1001. */
  typeCode: string;
  /** BT-1 */
  invoiceNumber: string;
  /** BT-2, YYYY-MM-DD. */
  issueDate: string;
  /** BT-9, YYYY-MM-DD or ''. */
  dueDate: string;
  /** BT-5 */
  currency: string;
  seller: EInvoiceSeller;
  /** BT-20, lines joined by a line break ('' when none). */
  paymentTerms: string;
  /** BT-84, the first IBAN of a credit transfer ('' when none). */
  iban: string;
  totals: EInvoiceTotals;
  vat: EInvoiceVat[];
  lines: EInvoiceLine[];
}

/** UNTDID 1001 codes of credit notes (EN 16931 allows these for a credit note). */
const CREDIT_NOTE_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

export const documentTypeOf = (typeCode: string, root: 'invoice' | 'credit_note'): EInvoiceDraft['documentType'] =>
  root === 'credit_note' || CREDIT_NOTE_CODES.has(typeCode) ? 'credit_note' : 'invoice';

/** A VAT id as compared and shown: letters upper case, without spaces or dots. */
export const normaliseVatId = (raw: string) => raw.replace(/[\s.]/g, '').toUpperCase();

/** An IBAN without spaces, or '' when the value is not shaped like one. */
export function ibanOf(raw: string): string {
  const iban = raw.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? iban : '';
}

/** Several free-text notes as one text: each trimmed, empty ones left out. */
export const joinNotes = (notes: readonly string[]) =>
  notes
    .map((n) => n.trim())
    .filter(Boolean)
    .join('\n');
