import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { EInvoiceDraft } from './draft';
import { embeddedInvoiceXml } from './pdf';
import { problemMessage } from './problems';
import { readEInvoiceXml } from './read';

// Every KoSIT XRechnung 3.0 instance in fixtures/ (README there), as text.
const files = import.meta.glob<string>('./fixtures/*.xml', { query: '?raw', import: 'default', eager: true });
const cases = [...new Set(Object.keys(files).map((path) => /fixtures\/(.+)_(ubl|uncefact)\.xml$/.exec(path)?.[1] ?? ''))].sort();
const source = (name: string, syntax: 'ubl' | 'uncefact') => files[`./fixtures/${name}_${syntax}.xml`] ?? '';
const cents = (v: number) => Math.round(v * 100);
const withoutSyntax = ({ syntax: _syntax, ...rest }: EInvoiceDraft) => rest;

describe('reading XRechnung (UBL 2.1 and UN/CEFACT CII)', () => {
  it('has the 16 business cases of the shared test data, each in both syntaxes', () => {
    expect(cases).toHaveLength(16);
    for (const name of cases) {
      expect(source(name, 'ubl')).toContain('<');
      expect(source(name, 'uncefact')).toContain('<');
    }
  });

  it.each(cases)('%s gives the same draft from UBL and from CII, and its totals add up', (name) => {
    const ubl = readEInvoiceXml(source(name, 'ubl'));
    const cii = readEInvoiceXml(source(name, 'uncefact'));
    expect(ubl.problems).toEqual([]);
    expect(cii.problems).toEqual([]);
    const draft = ubl.draft;
    if (!draft || !cii.draft) throw new Error('no draft');
    expect(draft.syntax).toBe('ubl');
    expect(cii.draft.syntax).toBe('cii');
    expect(withoutSyntax(cii.draft)).toEqual(withoutSyntax(draft));
    // What every draft must carry, whatever the case.
    expect(draft.invoiceNumber).not.toBe('');
    expect(draft.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(draft.currency).toBe('EUR');
    expect(draft.seller.name).not.toBe('');
    expect(draft.lines.length).toBeGreaterThan(0);
    for (const line of draft.lines) expect(line.unitCode).toMatch(/^[A-Z0-9]{1,3}$/);
    // The sums, added here by hand in cents: lines → BT-106, BT-106 − allowances + charges = net, net + VAT = gross.
    const { totals } = draft;
    expect(draft.lines.reduce((s, l) => s + cents(l.lineTotal), 0)).toBe(cents(totals.lines ?? NaN));
    expect(cents(totals.lines ?? NaN) - cents(totals.allowances) + cents(totals.charges)).toBe(cents(totals.net ?? NaN));
    expect(cents(totals.net ?? NaN) + cents(totals.tax ?? 0)).toBe(cents(totals.gross ?? NaN));
    expect(draft.vat.reduce((s, v) => s + cents(v.tax), 0)).toBe(cents(totals.tax ?? 0));
  });

  it('reads the fields of 01.01a as the file states them', () => {
    const { draft } = readEInvoiceXml(source('01.01a-INVOICE', 'uncefact'));
    expect(draft).toMatchObject({
      documentType: 'invoice',
      typeCode: '380',
      invoiceNumber: '123456XX',
      issueDate: '2016-04-04',
      dueDate: '',
      currency: 'EUR',
      seller: { name: '[Seller name]', tradingName: '[Seller trading name]', vatId: 'DE123456789' },
      paymentTerms: 'Zahlbar sofort ohne Abzug.',
      iban: 'DE79000000001234567890',
      totals: { lines: 314.86, net: 314.86, tax: 22.04, gross: 336.9, payable: 336.9 },
      vat: [{ category: 'S', rate: 7, taxable: 314.86, tax: 22.04 }],
    });
    expect(draft?.lines[0]).toEqual({
      id: 'Zeitschrift [...]',
      name: 'Zeitschrift [...]',
      sellerItemId: '246',
      quantity: 1,
      unitCode: 'XPP',
      netPrice: 288.79,
      priceBaseQuantity: 1,
      lineTotal: 288.79,
      vatCategory: 'S',
      vatRate: 7,
    });
  });

  it('takes the VAT total in the invoice currency when a tax currency is given too (02.01a)', () => {
    const { draft } = readEInvoiceXml(source('02.01a-INVOICE', 'ubl'));
    expect(draft?.totals).toMatchObject({ net: 10781.25, tax: 2048.44, gross: 12829.69 });
    expect(draft?.dueDate).toBe('2018-04-13');
  });
});

describe('refusing an e-invoice before anything is saved', () => {
  it('refuses a file with a changed line amount, naming the figures', () => {
    // 01.01a's first line is 288.79 of 314.86; made 298.79 the lines add to 324.86.
    const lineTotal = { ubl: /(<cbc:LineExtensionAmount currencyID="EUR">)288\.79</, uncefact: /(<ram:LineTotalAmount>)288\.79</ };
    for (const syntax of ['ubl', 'uncefact'] as const) {
      const original = source('01.01a-INVOICE', syntax);
      const changed = original.replace(lineTotal[syntax], '$1298.79<');
      expect(changed).not.toBe(original);
      const { problems, draft } = readEInvoiceXml(changed);
      expect(problems).toEqual([{ kind: 'lines-sum', lines: 324.86, stated: 314.86 }]);
      expect(problemMessage(problems[0], draft?.currency ?? '')).toBe(
        'The lines add up to €324.86, but the invoice states €314.86 as the sum of its lines.',
      );
    }
  });

  it('refuses net + VAT that is not the gross total, to the cent', () => {
    const changed = source('01.01a-INVOICE', 'ubl').replace(
      '<cbc:TaxInclusiveAmount currencyID="EUR">336.9<',
      '<cbc:TaxInclusiveAmount currencyID="EUR">336.91<',
    );
    const { problems } = readEInvoiceXml(changed);
    expect(problems).toEqual([{ kind: 'gross', net: 314.86, tax: 22.04, computed: 336.9, stated: 336.91 }]);
    expect(problemMessage(problems[0], 'EUR')).toBe(
      'Net €314.86 plus VAT €22.04 is €336.90, but the invoice states a gross total of €336.91.',
    );
  });

  it('refuses a file that is not well formed, and XML of an unknown type', () => {
    expect(readEInvoiceXml('<Invoice><ID>1</Invoice>')).toEqual({ draft: null, problems: [{ kind: 'malformed' }] });
    expect(readEInvoiceXml('<?xml version="1.0"?><order xmlns="urn:example"/>')).toEqual({
      draft: null,
      problems: [{ kind: 'unknown-type', root: 'order' }],
    });
    // The right element name in the wrong namespace is no UBL invoice.
    expect(readEInvoiceXml('<Invoice xmlns="urn:example"/>').problems).toEqual([{ kind: 'unknown-type', root: 'Invoice' }]);
  });

  it('reads any prefix the sender binds to the namespaces', () => {
    const renamed = source('01.01a-INVOICE', 'uncefact')
      .replace(/\bram:/g, 'x:')
      .replace(/xmlns:ram=/, 'xmlns:x=');
    const { draft, problems } = readEInvoiceXml(renamed);
    expect(problems).toEqual([]);
    expect(draft?.totals.gross).toBe(336.9);
  });
});

describe('ZUGFeRD / Factur-X', () => {
  it('reads a PDF with an embedded CII the same as the XML', async () => {
    const xml = source('01.03a-INVOICE', 'uncefact');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    // Base64, as pdf-lib also takes it: a Uint8Array of jsdom's realm fails pdf-lib's type check.
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    await pdf.attach(base64('<note>not the invoice</note>'), 'readme.xml', { mimeType: 'text/xml' });
    await pdf.attach(base64(xml), 'factur-x.xml', { mimeType: 'text/xml', description: 'Factur-X' });
    const bytes = await pdf.save();
    const embedded = await embeddedInvoiceXml(bytes);
    expect(embedded).not.toBeNull();
    expect(readEInvoiceXml(embedded ?? '')).toEqual(readEInvoiceXml(xml));
  });

  it('finds nothing in a PDF without an embedded invoice', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(await embeddedInvoiceXml(await pdf.save())).toBeNull();
  });
});
