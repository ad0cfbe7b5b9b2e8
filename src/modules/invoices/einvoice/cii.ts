/* eslint-disable lingui/no-unlocalized-strings -- element names, namespaces and codes of the UBL, CII and PDF formats, not texts people read */
import { at, decimal, kids, readTotals, text } from './xml';
import { documentTypeOf, ibanOf, joinNotes, normaliseVatId, type EInvoiceDraft, type EInvoiceLine, type EInvoiceVat } from './draft';

const CREDIT_TRANSFER = new Set(['30', '58']);
const CII_TOTALS = {
  lines: 'LineTotalAmount',
  net: 'TaxBasisTotalAmount',
  gross: 'GrandTotalAmount',
  prepaid: 'TotalPrepaidAmount',
  rounding: 'RoundingAmount',
  payable: 'DuePayableAmount',
};

/** A CII date (udt:DateTimeString, format 102 = CCYYMMDD) as YYYY-MM-DD; '' when absent or of another format. */
function dateOf(el: Element | null): string {
  const value = at(el, 'DateTimeString') ?? at(el, 'DateString');
  const raw = (value?.textContent ?? '').trim();
  const format = value?.getAttribute('format') ?? '102';
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  return format === '102' && m ? `${m[1]}-${m[2]}-${m[3]}` : '';
}

/**
 * UN/CEFACT Cross Industry Invoice (D16B, as XRechnung, ZUGFeRD and Factur-X use it) → the draft
 * (paths from the EN 16931 CII binding, docs/rules/einvoice.md).
 */
export function readCii(root: Element): EInvoiceDraft {
  const doc = at(root, 'ExchangedDocument');
  const trade = at(root, 'SupplyChainTradeTransaction');
  const seller = at(trade, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(settlement, 'InvoiceCurrencyCode');
  const typeCode = text(doc, 'TypeCode');
  const registrations = kids(seller, 'SpecifiedTaxRegistration');
  const registration = (scheme: string) => text(registrations.find((r) => at(r, 'ID')?.getAttribute('schemeID') === scheme) ?? null, 'ID');
  // With a tax currency (BT-6) TaxTotalAmount comes twice; BT-110 is the one in the invoice currency.
  const taxTotals = kids(sums, 'TaxTotalAmount');
  const taxTotal = taxTotals.find((el) => el.getAttribute('currencyID') === currency) ?? taxTotals[0] ?? null;
  const means = kids(settlement, 'SpecifiedTradeSettlementPaymentMeans').filter((m) => CREDIT_TRANSFER.has(text(m, 'TypeCode')));
  const iban =
    means
      .map((m) =>
        ibanOf(text(m, 'PayeePartyCreditorFinancialAccount', 'IBANID') || text(m, 'PayeePartyCreditorFinancialAccount', 'ProprietaryID')),
      )
      .find(Boolean) ?? '';
  const terms = kids(settlement, 'SpecifiedTradePaymentTerms');
  return {
    syntax: 'cii',
    documentType: documentTypeOf(typeCode, 'invoice'),
    typeCode,
    invoiceNumber: text(doc, 'ID'),
    issueDate: dateOf(at(doc, 'IssueDateTime')),
    dueDate: terms.map((term) => dateOf(at(term, 'DueDateDateTime'))).find(Boolean) ?? '',
    currency,
    seller: {
      name: text(seller, 'Name'),
      tradingName: text(seller, 'SpecifiedLegalOrganization', 'TradingBusinessName'),
      vatId: normaliseVatId(registration('VA')),
      taxNumber: registration('FC'),
    },
    paymentTerms: joinNotes(terms.map((term) => text(term, 'Description'))),
    iban,
    totals: readTotals(sums, decimal(taxTotal), CII_TOTALS),
    vat: kids(settlement, 'ApplicableTradeTax').map(readVat),
    // Sub-lines (XRechnung's extension: a ParentLineID) are detail of their parent, not summed.
    lines: kids(trade, 'IncludedSupplyChainTradeLineItem')
      .filter((line) => !text(line, 'AssociatedDocumentLineDocument', 'ParentLineID'))
      .map(readLine),
  };
}

function readVat(tax: Element): EInvoiceVat {
  return {
    category: text(tax, 'CategoryCode'),
    rate: decimal(tax, 'RateApplicablePercent'),
    taxable: decimal(tax, 'BasisAmount') ?? 0,
    tax: decimal(tax, 'CalculatedAmount') ?? 0,
  };
}

function readLine(line: Element): EInvoiceLine {
  const quantity = at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
  const price = at(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice');
  const tax = at(line, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax');
  return {
    id: text(line, 'AssociatedDocumentLineDocument', 'LineID'),
    name: text(line, 'SpecifiedTradeProduct', 'Name'),
    sellerItemId: text(line, 'SpecifiedTradeProduct', 'SellerAssignedID'),
    quantity: decimal(quantity) ?? 0,
    unitCode: quantity?.getAttribute('unitCode')?.trim() ?? '',
    netPrice: decimal(price, 'ChargeAmount') ?? 0,
    priceBaseQuantity: decimal(price, 'BasisQuantity') || 1,
    lineTotal: decimal(line, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount') ?? 0,
    vatCategory: text(tax, 'CategoryCode'),
    vatRate: decimal(tax, 'RateApplicablePercent'),
  };
}
