import { readCii } from './cii';
import { checkDraft, type EInvoiceProblem } from './checks';
import type { EInvoiceDraft } from './draft';
import { readUbl } from './ubl';
import { parseXml } from './xml';

const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const UBL_CREDIT_NOTE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
const CII = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

/** The draft (null when the file cannot be read at all) and every reason to refuse it (none: it may be saved). */
export interface EInvoiceReading {
  draft: EInvoiceDraft | null;
  problems: EInvoiceProblem[];
}

/** The syntax of a parsed document by its root's namespace and name, or null when it is no known e-invoice. */
function syntaxOf(root: Element): 'ubl' | 'cii' | null {
  const ns = root.namespaceURI;
  if ((ns === UBL_INVOICE && root.localName === 'Invoice') || (ns === UBL_CREDIT_NOTE && root.localName === 'CreditNote')) return 'ubl';
  if (ns === CII && root.localName === 'CrossIndustryInvoice') return 'cii';
  return null;
}

/** Reads an XRechnung / EN 16931 invoice in UBL 2.1 or CII syntax and checks it (docs/rules/einvoice.md). */
export function readEInvoiceXml(source: string): EInvoiceReading {
  const doc = parseXml(source);
  if (!doc) return { draft: null, problems: [{ kind: 'malformed' }] };
  const root = doc.documentElement;
  const syntax = syntaxOf(root);
  if (!syntax) return { draft: null, problems: [{ kind: 'unknown-type', root: root.localName }] };
  const draft = syntax === 'ubl' ? readUbl(root) : readCii(root);
  return { draft, problems: checkDraft(draft) };
}

/** Whether text is an e-invoice of a known syntax (used to pick the invoice among a PDF's attachments). */
export function isEInvoiceXml(source: string): boolean {
  const doc = parseXml(source);
  return doc !== null && syntaxOf(doc.documentElement) !== null;
}
