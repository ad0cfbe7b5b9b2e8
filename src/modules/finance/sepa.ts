import { t } from '@lingui/core/macro';
import type { SepaSummary } from './types';

/**
 * Reads what a pain.001 credit transfer file will make the bank do, from the file itself (not
 * from what the app asked for): number of transfers, control sum, debtor and payees.
 */
/* eslint-disable lingui/no-unlocalized-strings -- pain.001 element names (the bank's format), not texts */
export function readSepaSummary(xml: string, fileName: string): SepaSummary {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(t`The SEPA file is not valid XML.`);
  const first = (parent: Element | Document, name: string): Element | undefined => parent.getElementsByTagNameNS('*', name)[0];
  const textOf = (parent: Element | Document | undefined, ...path: string[]): string => {
    let node: Element | Document | undefined = parent;
    for (const name of path) node = node ? first(node, name) : undefined;
    return node?.textContent?.trim() ?? '';
  };
  const header = first(doc, 'GrpHdr');
  if (!header) throw new Error(t`The SEPA file has no group header.`);
  const payees = Array.from(doc.getElementsByTagNameNS('*', 'CdtTrfTxInf')).map((tx) => ({
    name: textOf(tx, 'Cdtr', 'Nm'),
    amount: Number(textOf(tx, 'InstdAmt')),
    iban: textOf(tx, 'CdtrAcct', 'IBAN'),
    endToEndId: textOf(tx, 'EndToEndId'),
  }));
  const instructions = Array.from(doc.getElementsByTagNameNS('*', 'PmtInf')).map((p) => ({
    numberOfTransactions: Number(textOf(p, 'NbOfTxs')),
    controlSum: Number(textOf(p, 'CtrlSum')),
  }));
  return {
    fileName,
    instructions,
    messageId: textOf(header, 'MsgId'),
    numberOfTransactions: Number(textOf(header, 'NbOfTxs')),
    controlSum: Number(textOf(header, 'CtrlSum')),
    debtorName: textOf(doc, 'Dbtr', 'Nm'),
    payees,
  };
}
/* eslint-enable lingui/no-unlocalized-strings */
