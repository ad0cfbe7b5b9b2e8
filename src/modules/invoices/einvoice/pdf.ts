/* eslint-disable lingui/no-unlocalized-strings -- element names, namespaces and codes of the UBL, CII and PDF formats, not texts people read */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { isEInvoiceXml } from './read';

/** The names ZUGFeRD 2.x / Factur-X (and XRechnung in a PDF) give the embedded invoice, preferred in this order. */
const INVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

interface Attachment {
  name: string;
  bytes: Uint8Array;
}

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '');

/**
 * The e-invoice XML embedded in a ZUGFeRD / Factur-X PDF (a PDF/A-3 with the XML as an embedded
 * file, docs/rules/einvoice.md#zugferd--factur-x), or null when the PDF carries none. Loaded only
 * by the intake page (pdf-lib is large).
 */
export async function embeddedInvoiceXml(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
  const attachments = collect(doc);
  const decoder = new TextDecoder('utf-8');
  const texts = attachments.map((a) => ({ name: a.name.toLowerCase(), text: decoder.decode(a.bytes) }));
  const preferred = INVOICE_NAMES.map((n) => texts.find((t) => t.name === n)).find((t) => t && isEInvoiceXml(t.text));
  return preferred?.text ?? texts.find((t) => t.name.endsWith('.xml') && isEInvoiceXml(t.text))?.text ?? null;
}

/** Every embedded file: the document's EmbeddedFiles name tree and its associated files (/AF, PDF/A-3). */
function collect(doc: PDFDocument): Attachment[] {
  const specs: PDFDict[] = [];
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (tree) walkNameTree(tree, specs, 0);
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; af && i < af.size(); i++) {
    const spec = af.lookup(i);
    if (spec instanceof PDFDict && !specs.includes(spec)) specs.push(spec);
  }
  return specs.flatMap((spec) => {
    const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
    const stream = ef?.lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return [];
    const name = nameOf(spec.lookup(PDFName.of('UF'))) || nameOf(spec.lookup(PDFName.of('F')));
    return [{ name, bytes: decodePDFRawStream(stream).decode() }];
  });
}

function walkNameTree(node: PDFDict, specs: PDFDict[], depth: number) {
  if (depth > 16) return; // a looping tree in a damaged file
  const pairs = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 1; pairs && i < pairs.size(); i += 2) {
    const spec = pairs.lookup(i);
    if (spec instanceof PDFDict) specs.push(spec);
  }
  const kidsArray = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kidsArray && i < kidsArray.size(); i++) {
    const kid = kidsArray.lookup(i);
    if (kid instanceof PDFDict) walkNameTree(kid, specs, depth + 1);
  }
}
