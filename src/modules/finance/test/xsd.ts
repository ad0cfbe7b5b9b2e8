import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

// import.meta.url, not __dirname: Playwright loads this file as an ES module (e2e/finance.spec.ts).
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../../..');

/**
 * The bank's schema: `SEPA_XSD` when set, else the shared folder beside the repository
 * (`../shared/sepa/`, the bank's copy), else the copy kept with these tests (the same file, for a
 * clone or worktree without `shared/` beside it). A missing schema is a failure, never a skip:
 * without it nothing proves the bank would accept the file.
 */
const SHARED_XSD = path.resolve(REPO_ROOT, '../shared/sepa/pain.001.001.09.xsd');
const XSD_PATH = process.env.SEPA_XSD || (existsSync(SHARED_XSD) ? SHARED_XSD : path.resolve(HERE, 'pain.001.001.09.xsd'));

function readXsd(): string {
  if (!existsSync(XSD_PATH)) {
    throw new Error(
      `The EPC schema pain.001.001.09.xsd was not found at ${XSD_PATH}. Put the shared folder beside the repository (../shared/sepa/) or set SEPA_XSD to validate SEPA files.`,
    );
  }
  return readFileSync(XSD_PATH, 'utf8');
}

/** The schema's complaints about a file: empty when the bank would accept it. */
export async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sepa.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.09.xsd', contents: readXsd() }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
