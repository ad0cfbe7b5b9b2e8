/* eslint-disable lingui/no-unlocalized-strings -- element names, namespaces and codes of the UBL, CII and PDF formats, not texts people read */
import { all, at, decimal, kids, readTotals, text } from './xml';
import { documentTypeOf, ibanOf, joinNotes, normaliseVatId, type EInvoiceDraft, type EInvoiceLine, type EInvoiceVat } from './draft';

const UBL_TOTALS = {
  lines: 'LineExtensionAmount',
  net: 'TaxExclusiveAmount',
  gross: 'TaxInclusiveAmount',
  prepaid: 'PrepaidAmount',
  rounding: 'PayableRoundingAmount',
  payable: 'PayableAmount',
};

/** Credit transfer payment means (UNTDID 4461): their account is the seller's (BT-84). */
const CREDIT_TRANSFER = new Set(['30', '58']);

/**
 * OASIS UBL 2.1 Invoice or CreditNote → the draft (paths from the EN 16931 UBL binding,
 * docs/rules/einvoice.md). `root` is the document element.
 */
export function readUbl(root: Element): EInvoiceDraft {
  const creditNote = root.localName === 'CreditNote';
  const currency = text(root, 'DocumentCurrencyCode');
  const typeCode = text(root, creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');
  const party = at(root, 'AccountingSupplierParty', 'Party');
  const taxSchemes = kids(party, 'PartyTaxScheme');
  const schemeId = (scheme: string) => text(taxSchemes.find((s) => text(s, 'TaxScheme', 'ID') === scheme) ?? null, 'CompanyID');
  // With a tax currency (BT-6) there are two TaxTotal: the invoice currency's carries the breakdown.
  const taxTotals = kids(root, 'TaxTotal');
  const taxTotal =
    taxTotals.find((tt) => at(tt, 'TaxAmount')?.getAttribute('currencyID') === currency) ??
    taxTotals.find((tt) => kids(tt, 'TaxSubtotal').length > 0) ??
    taxTotals[0] ??
    null;
  const sums = at(root, 'LegalMonetaryTotal');
  const means = kids(root, 'PaymentMeans');
  const transfer = means.filter((m) => CREDIT_TRANSFER.has(text(m, 'PaymentMeansCode')));
  const iban = transfer.map((m) => ibanOf(text(m, 'PayeeFinancialAccount', 'ID'))).find(Boolean) ?? '';
  const dueDate = text(root, 'DueDate') || (means.map((m) => text(m, 'PaymentDueDate')).find(Boolean) ?? '');
  return {
    syntax: 'ubl',
    documentType: documentTypeOf(typeCode, creditNote ? 'credit_note' : 'invoice'),
    typeCode,
    invoiceNumber: text(root, 'ID'),
    issueDate: text(root, 'IssueDate'),
    dueDate,
    currency,
    seller: {
      name: text(party, 'PartyLegalEntity', 'RegistrationName') || text(party, 'PartyName', 'Name'),
      tradingName: text(party, 'PartyName', 'Name'),
      vatId: normaliseVatId(schemeId('VAT')),
      taxNumber: taxSchemes.map((s) => (text(s, 'TaxScheme', 'ID') === 'VAT' ? '' : text(s, 'CompanyID'))).find(Boolean) ?? '',
    },
    paymentTerms: joinNotes(all(root, 'PaymentTerms', 'Note').map((n) => n.textContent ?? '')),
    iban,
    totals: readTotals(sums, decimal(taxTotal, 'TaxAmount'), UBL_TOTALS),
    vat: kids(taxTotal, 'TaxSubtotal').map(readVat),
    // Direct children only: sub-lines (XRechnung's SubInvoiceLine) are detail, not summed.
    lines: kids(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine').map((line) => readLine(line, creditNote)),
  };
}

function readVat(sub: Element): EInvoiceVat {
  return {
    category: text(sub, 'TaxCategory', 'ID'),
    rate: decimal(sub, 'TaxCategory', 'Percent'),
    taxable: decimal(sub, 'TaxableAmount') ?? 0,
    tax: decimal(sub, 'TaxAmount') ?? 0,
  };
}

function readLine(line: Element, creditNote: boolean): EInvoiceLine {
  const quantity = at(line, creditNote ? 'CreditedQuantity' : 'InvoicedQuantity');
  return {
    id: text(line, 'ID'),
    name: text(line, 'Item', 'Name'),
    sellerItemId: text(line, 'Item', 'SellersItemIdentification', 'ID'),
    quantity: decimal(quantity) ?? 0,
    unitCode: quantity?.getAttribute('unitCode')?.trim() ?? '',
    netPrice: decimal(line, 'Price', 'PriceAmount') ?? 0,
    priceBaseQuantity: decimal(line, 'Price', 'BaseQuantity') || 1,
    lineTotal: decimal(line, 'LineExtensionAmount') ?? 0,
    vatCategory: text(line, 'Item', 'ClassifiedTaxCategory', 'ID'),
    vatRate: decimal(line, 'Item', 'ClassifiedTaxCategory', 'Percent'),
  };
}
