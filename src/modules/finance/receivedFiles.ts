import { t } from '@lingui/core/macro';
import type { ExpectedTransfer } from './sepaChecks';
import { formatMoney } from '@/lib/format';
import { readSepaSummary } from './sepa';
import type { SepaOutcome, SepaSummary } from './types';

/**
 * SEPA files as received, outside the Redux store (bank data never enters it): a file the app's
 * own check did not accept is kept so it can still be saved — the server has already marked its
 * tips exported, and dropping the bytes would lose the payout (issue 29). The browser holds the
 * bytes, as a Blob behind an object URL; the key is that URL with the file's name after `#`.
 * Held for the page's life; `forgetReceivedFile` (when the panel closes) releases them.
 */
function keyOf(url: string, fileName: string): string {
  return `${url}#${encodeURIComponent(fileName)}`;
}

function fileOf(key: string): { url: string; fileName: string } | null {
  const hash = key.lastIndexOf('#');
  if (!key.startsWith('blob:') || hash < 0) return null;
  return { url: key.slice(0, hash), fileName: decodeURIComponent(key.slice(hash + 1)) };
}

/** Saves a received file under its name; false for a key that is not one. */
export function saveReceivedFile(key: string): boolean {
  const file = fileOf(key);
  if (!file) return false;
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return true;
}

export function forgetReceivedFile(key: string): void {
  const file = fileOf(key);
  if (file) URL.revokeObjectURL(file.url);
}

const cents = (amount: number) => Math.round(amount * 100);

/** Why the file cannot be trusted as it is, or null when its figures agree with each other and with what was asked. */
export function sepaProblem(summary: SepaSummary, expected?: ExpectedTransfer): string | null {
  const payeeCents = summary.payees.reduce((sum, p) => sum + cents(p.amount), 0);
  if (summary.numberOfTransactions !== summary.payees.length) {
    const [said, held] = [summary.numberOfTransactions, summary.payees.length];
    return t`The file says ${said} transfers (NbOfTxs) but holds ${held}.`;
  }
  if (cents(summary.controlSum) !== payeeCents) {
    const [stated, summed] = [formatMoney(summary.controlSum), formatMoney(payeeCents / 100)];
    return t`The file's control sum (CtrlSum ${stated}) is not the sum of its transfers (${summed}).`;
  }
  const instructions = summary.instructions ?? [];
  const sumOf = (pick: (i: { numberOfTransactions: number; controlSum: number }) => number) =>
    instructions.reduce((s, i) => s + pick(i), 0);
  if (
    instructions.length > 0 &&
    (sumOf((i) => i.numberOfTransactions) !== summary.numberOfTransactions ||
      sumOf((i) => cents(i.controlSum)) !== cents(summary.controlSum))
  ) {
    return t`The payment instructions’ NbOfTxs and CtrlSum do not add up to the group header’s.`;
  }
  if (summary.payees.some((p) => p.name === '' || p.iban === '' || !(p.amount > 0)))
    return t`A transfer in the file has no name, no IBAN or no amount.`;
  if (expected && (expected.transfers !== summary.numberOfTransactions || expected.totalCents !== cents(summary.controlSum))) {
    const [pays, paysSum, asked, askedSum] = [
      summary.numberOfTransactions,
      formatMoney(summary.controlSum),
      expected.transfers,
      formatMoney(expected.totalCents / 100),
    ];
    return t`The file pays ${pays} transfers for ${paysSum}; ${asked} for ${askedSum} were asked.`;
  }
  return null;
}

/** Reads a received file, saves it when it passes the check, and keeps it either way. */
export function receiveSepaFile(
  xml: string,
  fileName: string,
  expected: ExpectedTransfer | undefined,
  exportId: string | undefined,
): SepaOutcome {
  const fileKey = keyOf(URL.createObjectURL(new Blob([xml], { type: 'application/xml' })), fileName);
  const base = { fileName, fileKey, ...(exportId ? { exportId } : {}) };
  let summary: SepaSummary;
  try {
    summary = readSepaSummary(xml, fileName);
  } catch (error) {
    return { ...base, outcome: 'unreadable', problem: error instanceof Error ? error.message : t`The SEPA file could not be read.` };
  }
  const problem = sepaProblem(summary, expected);
  if (problem) return { ...base, outcome: 'mismatch', problem, summary };
  saveReceivedFile(fileKey);
  return { ...base, outcome: 'matched', summary };
}
