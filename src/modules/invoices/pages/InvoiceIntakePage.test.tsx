import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products, suppliers } from '@mocks/db/catalog';
import { invoices } from '@mocks/db/invoices';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { logRequests, PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';
import { renderRoute } from '@/test/render';

interface Line {
  itemId: string;
  name: string;
  quantity: number;
  price: number;
}

/** A small XRechnung in UBL 2.1 with 7 % VAT, its totals added here in cents. */
function ubl(
  number: string,
  seller: { name: string; vatId: string },
  lines: Line[],
  { lineTotalOf = (l: Line) => l.quantity * l.price } = {},
) {
  const c = (v: number) => Math.round(v * 100);
  const net = lines.reduce((s, l) => s + c(l.quantity * l.price), 0);
  const tax = Math.round(net * 0.07);
  const amount = (cents: number) => (cents / 100).toFixed(2);
  const body = lines
    .map(
      (l, i) => `<cac:InvoiceLine><cbc:ID>${i + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="C62">${l.quantity}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="EUR">${amount(c(lineTotalOf(l)))}</cbc:LineExtensionAmount>
<cac:Item><cbc:Name>${l.name}</cbc:Name>${l.itemId ? `<cac:SellersItemIdentification><cbc:ID>${l.itemId}</cbc:ID></cac:SellersItemIdentification>` : ''}
<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>7</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="EUR">${l.price.toFixed(2)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:ID>${number}</cbc:ID><cbc:IssueDate>2026-11-20</cbc:IssueDate><cbc:DueDate>2026-12-04</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
<cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme><cbc:CompanyID>${seller.vatId}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
<cac:PartyLegalEntity><cbc:RegistrationName>${seller.name}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
<cac:PaymentTerms><cbc:Note>14 Tage netto</cbc:Note></cac:PaymentTerms>
<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">${amount(tax)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">${amount(net)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">${amount(tax)}</cbc:TaxAmount>
<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>7</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">${amount(net)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">${amount(net)}</cbc:TaxExclusiveAmount>
<cbc:TaxInclusiveAmount currencyID="EUR">${amount(net + tax)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">${amount(net + tax)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${body}
</Invoice>`;
}

/** A supplier of store-1 with two priced products of that store. */
function seededSupplier() {
  for (const supplier of suppliers.all()) {
    const own = products.where(
      (p) => p.storeId === 'store-1' && p.supplierId === supplier.id && (p.unitPrice ?? 0) > 0 && p.supplierSku !== '',
    );
    const [first, second] = own;
    if (supplier.vatId && first && second) return { supplier, first, second };
  }
  throw new Error('the seed has a supplier with two products in store-1');
}

const xmlFile = (text: string, name = 'rechnung.xml') => new File([text], name, { type: 'text/xml' });

describe('reading an e-invoice (issue #47)', () => {
  it(
    'prefills the draft beside the readable view, flags a price 10 % above the last purchase, and saves with the file kept',
    ROUTE_TEST,
    async () => {
      const { supplier, first, second } = seededSupplier();
      const raised = Math.round((first.unitPrice ?? 0) * 110) / 100;
      const xml = ubl('RE-E-47', { name: 'Another legal name GmbH', vatId: supplier.vatId }, [
        { itemId: first.supplierSku, name: 'Whatever the seller calls it', quantity: 2, price: raised },
        { itemId: '', name: second.name.toUpperCase(), quantity: 3, price: second.unitPrice ?? 0 },
      ]);
      const { user } = renderRoute('/invoice/e-invoice', { as: 'manager' });
      await screen.findByRole('heading', { level: 1, name: 'New invoice from an e-invoice' }, PAGE_LOAD);
      await user.upload(screen.getByLabelText('E-invoice file'), xmlFile(xml));

      const draft = await screen.findByRole('region', { name: 'Draft invoice' }, PAGE_LOAD);
      const view = screen.getByRole('region', { name: 'E-invoice rechnung.xml' });
      expect(within(view).getByText('Another legal name GmbH')).toBeInTheDocument();
      expect(await within(draft).findByText(`Matched by the VAT id ${supplier.vatId}.`)).toBeInTheDocument();
      expect(within(draft).getByLabelText('Supplier')).toHaveValue(supplier.id);
      const rows = within(within(draft).getByRole('table')).getAllByRole('row');
      expect(rows[1]).toHaveTextContent(first.name);
      expect(rows[1]).toHaveTextContent("matched by the seller's item id");
      const money = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(v);
      expect(rows[1]).toHaveTextContent(`${money(raised)} is 10% above the last purchase price of ${money(first.unitPrice ?? 0)}`);
      expect(rows[2]).toHaveTextContent(second.name);
      expect(rows[2]).toHaveTextContent('matched by name');
      expect(rows[2]).not.toHaveTextContent('above the last purchase price');

      await user.click(within(draft).getByRole('button', { name: 'Save invoice' }));
      await screen.findByRole('heading', { level: 1, name: 'Invoice RE-E-47' }, PAGE_LOAD);
      const saved = invoices.where((i) => i.invoiceNumber === 'RE-E-47');
      expect(saved).toHaveLength(1);
      const net = Math.round(2 * raised * 100) + Math.round(3 * (second.unitPrice ?? 0) * 100);
      const tax = Math.round(net * 0.07);
      expect(saved[0]).toMatchObject({
        storeId: 'store-1',
        supplierId: supplier.id,
        invoiceDate: '2026-11-20',
        dueDate: '2026-12-04',
        net: net / 100,
        vat: tax / 100,
        gross: (net + tax) / 100,
        currency: 'EUR',
        // The file's name is checked in e2e/einvoice.spec.ts: jsdom's File loses it on the way through Node's FormData.
        files: [{ mimeType: 'application/xml' }],
      });
      expect(saved[0]?.notes).toContain('DE02120300000000202051');
    },
  );

  it(
    'refuses a changed line amount with its figures and an invoice number already booked for the supplier, sending nothing',
    ROUTE_TEST,
    async () => {
      const { supplier, first } = seededSupplier();
      const log = logRequests(server);
      const { user } = renderRoute('/invoice/e-invoice', { as: 'manager' });
      await screen.findByRole('heading', { level: 1, name: 'New invoice from an e-invoice' }, PAGE_LOAD);
      const line = { itemId: first.supplierSku, name: first.name, quantity: 1, price: 10 };
      // The line says 11.00 where 1 × 10.00 was added into the totals (10.00 net).
      await user.upload(screen.getByLabelText('E-invoice file'), xmlFile(ubl('RE-E-48', supplier, [line], { lineTotalOf: () => 11 })));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The lines add up to €11.00, but the invoice states €10.00 as the sum of its lines.');
      expect(screen.getByRole('button', { name: 'Save invoice' })).toBeDisabled();

      const booked = invoices.where((i) => i.storeId === 'store-1' && i.invoiceNumber !== '' && i.status !== 'cancelled')[0];
      if (!booked) throw new Error('the seed has a booked invoice in store-1');
      const bookedSupplier = suppliers.get(booked.supplierId);
      await user.upload(
        screen.getByLabelText('E-invoice file'),
        xmlFile(ubl(booked.invoiceNumber, { name: bookedSupplier?.name ?? '', vatId: bookedSupplier?.vatId ?? '' }, [line])),
      );
      expect(
        await screen.findByText(`Invoice ${booked.invoiceNumber} of this supplier is already booked.`, {}, PAGE_LOAD),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save invoice' })).toBeDisabled();
      expect(log.all.filter((r) => r.method !== 'GET')).toEqual([]);
    },
  );

  it('offers a seller no supplier matches as a new supplier', ROUTE_TEST, async () => {
    const { first } = seededSupplier();
    const { user } = renderRoute('/invoice/e-invoice', { as: 'manager' });
    await screen.findByRole('heading', { level: 1, name: 'New invoice from an e-invoice' }, PAGE_LOAD);
    const seller = { name: 'Neuer Lieferant Größe GmbH', vatId: 'DE999888777' };
    await user.upload(
      screen.getByLabelText('E-invoice file'),
      xmlFile(ubl('N-1', seller, [{ itemId: '', name: first.name, quantity: 1, price: 5 }])),
    );
    expect(await screen.findByText('No supplier matches the seller “Neuer Lieferant Größe GmbH”.', {}, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “Neuer Lieferant Größe GmbH” as a new supplier' }));
    const created = await screen.findByRole('option', { name: 'Neuer Lieferant Größe GmbH', selected: true }, PAGE_LOAD);
    expect(created).toBeInTheDocument();
    expect(suppliers.where((s) => s.vatId === 'DE999888777')).toHaveLength(1);
  });

  it('a server that refuses the XML on the upload (415) gets its message, and nothing more is sent', ROUTE_TEST, async () => {
    const { supplier, first } = seededSupplier();
    server.use(failWith('post', 'v1/invoice/store/:storeId/upload', 415, 'Only PDF, PNG or JPEG files are accepted.'));
    const before = invoices.all().length;
    const { user } = renderRoute('/invoice/e-invoice', { as: 'manager' });
    await screen.findByRole('heading', { level: 1, name: 'New invoice from an e-invoice' }, PAGE_LOAD);
    await user.upload(
      screen.getByLabelText('E-invoice file'),
      xmlFile(ubl('RE-E-415', supplier, [{ itemId: first.supplierSku, name: first.name, quantity: 1, price: 4 }])),
    );
    const draft = await screen.findByRole('region', { name: 'Draft invoice' }, PAGE_LOAD);
    await within(draft).findByText(`Matched by the VAT id ${supplier.vatId}.`, {}, PAGE_LOAD);
    await user.click(within(draft).getByRole('button', { name: 'Save invoice' }));
    expect(await within(draft).findByText('Only PDF, PNG or JPEG files are accepted.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(invoices.all()).toHaveLength(before);
    expect(screen.getByRole('heading', { level: 1, name: 'New invoice from an e-invoice' })).toBeInTheDocument();
  });
});
