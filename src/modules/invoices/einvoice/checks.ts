import type { EInvoiceDraft } from './draft';

/** Why an e-invoice is refused (docs/rules/einvoice.md#checks). Figures in major units of the invoice's currency. */
export type EInvoiceProblem =
  | { kind: 'malformed' }
  | { kind: 'unknown-type'; root: string }
  | { kind: 'no-xml-in-pdf' }
  | { kind: 'missing'; field: 'invoiceNumber' | 'issueDate' | 'currency' | 'totals' | 'lines' }
  /** The lines add up to `lines`; the file states `stated` (BT-106). */
  | { kind: 'lines-sum'; lines: number; stated: number }
  /** BT-106 − BT-107 + BT-108 gives `computed`; the file states `stated` (BT-109). */
  | { kind: 'net'; computed: number; stated: number }
  /** net + tax gives `computed`; the file states `stated` (BT-112). */
  | { kind: 'gross'; net: number; tax: number; computed: number; stated: number }
  /** The VAT breakdown adds up to `breakdown`; the file states `stated` (BT-110). */
  | { kind: 'vat-sum'; breakdown: number; stated: number }
  /** This supplier's invoice with this number is already booked. */
  | { kind: 'duplicate'; invoiceNumber: string };

const cents = (v: number) => Math.round(v * 100);
const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + cents(v), 0) / 100;

/**
 * The checks before anything is saved: the fields every invoice needs, then the sums to the cent
 * (EN 16931 BR-CO-10, BR-CO-13, BR-CO-14, BR-CO-15). Every mismatch names its figures.
 */
export function checkDraft(draft: EInvoiceDraft): EInvoiceProblem[] {
  const problems: EInvoiceProblem[] = [];
  if (!draft.invoiceNumber) problems.push({ kind: 'missing', field: 'invoiceNumber' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.issueDate)) problems.push({ kind: 'missing', field: 'issueDate' });
  if (!/^[A-Z]{3}$/.test(draft.currency)) problems.push({ kind: 'missing', field: 'currency' });
  if (draft.lines.length === 0) problems.push({ kind: 'missing', field: 'lines' });
  const { lines, net, gross, allowances, charges } = draft.totals;
  const tax = draft.totals.tax ?? 0;
  if (lines === null || net === null || gross === null) {
    problems.push({ kind: 'missing', field: 'totals' });
    return problems;
  }
  const lineSum = sum(draft.lines.map((l) => l.lineTotal));
  if (cents(lineSum) !== cents(lines)) problems.push({ kind: 'lines-sum', lines: lineSum, stated: lines });
  const computedNet = (cents(lines) - cents(allowances) + cents(charges)) / 100;
  if (cents(computedNet) !== cents(net)) problems.push({ kind: 'net', computed: computedNet, stated: net });
  const computedGross = (cents(net) + cents(tax)) / 100;
  if (cents(computedGross) !== cents(gross)) problems.push({ kind: 'gross', net, tax, computed: computedGross, stated: gross });
  if (draft.vat.length > 0) {
    const breakdown = sum(draft.vat.map((v) => v.tax));
    if (cents(breakdown) !== cents(tax)) problems.push({ kind: 'vat-sum', breakdown, stated: tax });
  }
  return problems;
}

/** An invoice number already booked for this supplier (compared trimmed, case-folded). */
export function duplicateProblem(
  invoiceNumber: string,
  supplierId: string,
  booked: readonly { supplierId: string; invoiceNumber: string; status?: string }[],
): EInvoiceProblem | null {
  const key = invoiceNumber.trim().toLocaleLowerCase();
  if (!supplierId || !key) return null;
  const found = booked.some(
    (b) => b.supplierId === supplierId && b.status !== 'cancelled' && b.invoiceNumber.trim().toLocaleLowerCase() === key,
  );
  return found ? { kind: 'duplicate', invoiceNumber: invoiceNumber.trim() } : null;
}
