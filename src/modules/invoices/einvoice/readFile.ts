import { readBytes, UPLOAD_MAX_BYTES } from '../uploads';
import { readEInvoiceXml, type EInvoiceReading } from './read';

/** The file types the intake reads: an XML e-invoice, or a ZUGFeRD / Factur-X PDF. */
export const EINVOICE_ACCEPT = '.xml,.pdf,application/xml,text/xml,application/pdf';

const isPdf = (bytes: Uint8Array) => bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF

/** A reading of the file, and the file to keep with the invoice (an XML one typed as XML, whatever the browser said). */
export interface EInvoiceFileReading extends EInvoiceReading {
  original: File;
  tooLarge: boolean;
}

/**
 * Reads an uploaded e-invoice: a PDF by its embedded XML (pdf-lib, loaded here only), anything
 * else as XML text. Nothing is sent.
 */
export async function readEInvoiceFile(file: File): Promise<EInvoiceFileReading> {
  if (file.size > UPLOAD_MAX_BYTES) return { draft: null, problems: [], original: file, tooLarge: true };
  const bytes = await readBytes(file);
  if (isPdf(bytes)) {
    const { embeddedInvoiceXml } = await import('./pdf');
    const xml = await embeddedInvoiceXml(bytes).catch(() => null);
    const original = new File([file], file.name, { type: 'application/pdf' });
    if (xml === null) return { draft: null, problems: [{ kind: 'no-xml-in-pdf' }], original, tooLarge: false };
    return { ...readEInvoiceXml(xml), original, tooLarge: false };
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return { ...readEInvoiceXml(text), original: new File([file], file.name, { type: 'application/xml' }), tooLarge: false };
}
