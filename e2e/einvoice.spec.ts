import type { Page } from '@playwright/test';
import { expect, expectAccessible, setTheme, signIn, test } from './support/fixtures';

interface Supplier {
  id: string;
  name: string;
  vatId: string;
}
interface Product {
  name: string;
  supplierId: string;
  supplierSku: string;
  unitPrice: number;
}

/** Reads the demo's data through the API the signed-in page uses (the demo is seeded, its figures are not fixed). */
async function demoData(page: Page) {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
    const storeId = localStorage.getItem('currentStoreId') ?? '';
    const get = async (path: string) => (await fetch(`/api/${path}`, { headers })).json() as Promise<unknown>;
    return {
      suppliers: (await get('v1/supplier')) as Supplier[],
      products: (await get(`v1/product/list?storeId=${encodeURIComponent(storeId)}`)) as Product[],
    };
  });
}

/** An XRechnung in UN/CEFACT CII: two lines at 7 % VAT, totals added here in cents. */
function cii(number: string, vatId: string, lines: { id: string; name: string; quantity: number; price: number }[]) {
  const cents = lines.map((l) => Math.round(l.quantity * l.price * 100));
  const net = cents.reduce((a, b) => a + b, 0);
  const tax = Math.round(net * 0.07);
  const eur = (c: number) => (c / 100).toFixed(2);
  const items = lines
    .map(
      (l, i) => `<ram:IncludedSupplyChainTradeLineItem>
  <ram:AssociatedDocumentLineDocument><ram:LineID>${i + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
  <ram:SpecifiedTradeProduct><ram:SellerAssignedID>${l.id}</ram:SellerAssignedID><ram:Name>${l.name}</ram:Name></ram:SpecifiedTradeProduct>
  <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${l.price.toFixed(2)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
  <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${l.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
  <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>7</ram:RateApplicablePercent></ram:ApplicableTradeTax>
  <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${eur(cents[i] ?? 0)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocument><ram:ID>${number}</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20261120</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
${items}
<ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Lieferant laut Rechnung GmbH</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${vatId}</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>
<ram:ApplicableTradeTax><ram:CalculatedAmount>${eur(tax)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${eur(net)}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>7</ram:RateApplicablePercent></ram:ApplicableTradeTax>
<ram:SpecifiedTradePaymentTerms><ram:Description>Zahlbar innerhalb von 14 Tagen</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">20261204</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${eur(net)}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${eur(net)}</ram:TaxBasisTotalAmount>
<ram:TaxTotalAmount currencyID="EUR">${eur(tax)}</ram:TaxTotalAmount><ram:GrandTotalAmount>${eur(net + tax)}</ram:GrandTotalAmount><ram:DuePayableAmount>${eur(net + tax)}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
</ram:ApplicableHeaderTradeSettlement></rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;
  return { xml, net: net / 100, tax: tax / 100, gross: (net + tax) / 100 };
}

/** A supplier with a VAT id and two priced products of the store. */
function supplierWithTwoProducts(suppliers: Supplier[], products: Product[]): { supplier: Supplier; own: [Product, Product] } {
  for (const supplier of suppliers.filter((s) => s.vatId)) {
    const [a, b] = products.filter((p) => p.supplierId === supplier.id && p.supplierSku && p.unitPrice > 0);
    if (a && b) return { supplier, own: [a, b] };
  }
  throw new Error('the demo has a supplier with a VAT id and two priced products');
}

test.describe('e-invoice intake (issue #47)', () => {
  test('a manager uploads an XRechnung, sees the prefilled draft beside the readable view, and saves it; a price 10 % above the last purchase is flagged', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'manager', '/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const { suppliers, products } = await demoData(page);
    const pick = supplierWithTwoProducts(suppliers, products);
    const [first, second] = pick.own;
    const raised = Math.round(first.unitPrice * 110) / 100;
    const number = 'XR-E2E-0047';
    const invoice = cii(number, pick.supplier.vatId, [
      { id: first.supplierSku, name: 'Artikel laut Verkäufer', quantity: 2, price: raised },
      { id: second.supplierSku, name: second.name, quantity: 3, price: second.unitPrice },
    ]);

    await page.getByRole('link', { name: 'Read an e-invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice from an e-invoice' })).toBeVisible();
    await page
      .getByLabel('E-invoice file')
      .setInputFiles({ name: 'xrechnung-e2e.xml', mimeType: 'application/xml', buffer: Buffer.from(invoice.xml) });

    const draft = page.getByRole('region', { name: 'Draft invoice', exact: true });
    const view = page.getByRole('region', { name: 'E-invoice xrechnung-e2e.xml', exact: true });
    await expect(draft).toBeVisible();
    await expect(view).toBeVisible();
    await expect(view.getByText('Lieferant laut Rechnung GmbH')).toBeVisible();
    await expect(view.getByRole('table').first()).toContainText('Artikel laut Verkäufer');
    await expect(draft.getByLabel('Supplier')).toHaveValue(pick.supplier.id);
    await expect(draft.getByText(`Matched by the VAT id ${pick.supplier.vatId}.`)).toBeVisible();
    const eur = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(v);
    const rows = draft.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText(first.name);
    await expect(rows.nth(1)).toContainText(`${eur(raised)} is 10% above the last purchase price of ${eur(first.unitPrice)}`);
    await expect(rows.nth(2)).toContainText(second.name);
    await expect(rows.nth(2)).not.toContainText('above the last purchase price');
    await expect(draft).toContainText(eur(invoice.gross));

    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      await expectAccessible(page);
    }

    await draft.getByRole('button', { name: 'Save invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByLabel('Supplier')).toHaveValue(pick.supplier.id);
    await expect(page.getByText(/^xrechnung-e2e\.xml · /)).toBeVisible();
    const invoiceId = /\/invoice\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
    const saved = await page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
      return (await fetch(`/api/v1/invoice/${id}`, { headers })).json() as Promise<Record<string, unknown>>;
    }, invoiceId);
    expect(saved).toMatchObject({
      supplierId: pick.supplier.id,
      invoiceNumber: number,
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-04',
      net: invoice.net,
      vat: invoice.tax,
      gross: invoice.gross,
      currency: 'EUR',
      files: [{ name: 'xrechnung-e2e.xml', mimeType: 'application/xml' }],
    });
  });
});
