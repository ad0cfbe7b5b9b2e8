import { formatNumber, formatMoney } from '@/lib/format';

/** Money totals of an order or a line, in major units (computed in cents, docs/rules/api.md#contract-conventions). */
export interface Totals {
  net: number;
  vat: number;
  gross: number;
}

/** A line's numbers; any may be missing in an answer (the contract does not guarantee them). */
interface PricedLine {
  quantity?: number;
  unitPrice?: number;
  vatRate?: number;
}

/** Shown for a number the answer did not carry (never 0, issue #10). */
export const MISSING = '—';

const known = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);

/** A quantity as shown: up to 3 decimals, "—" when missing. */
export function quantityText(value: number | undefined): string {
  return known(value) ? formatNumber(value, 3) : MISSING;
}

/** Money as shown, "—" when missing. */
export function moneyText(value: number | undefined, currency: string): string {
  return known(value) ? formatMoney(value, currency) : MISSING;
}

/** Whether a line carries every number its totals need. */
export function isPriced(line: PricedLine): boolean {
  return known(line.quantity) && known(line.unitPrice) && known(line.vatRate);
}

/** Half away from zero, after removing binary noise (1.005 * 100 = 100.49999…). */
function roundHalfAway(value: number): number {
  const clean = Number(Math.abs(value).toPrecision(12));
  return Math.sign(value) * Math.round(clean);
}

/** One line in cents: net = quantity × unit price, VAT rounded per line, gross = net + VAT. */
function lineTotalsCents(line: PricedLine): { net: number; vat: number; gross: number } {
  const quantity = known(line.quantity) ? line.quantity : 0;
  const price = known(line.unitPrice) ? line.unitPrice : 0;
  const rate = known(line.vatRate) ? line.vatRate : 0;
  const net = roundHalfAway(quantity * price * 100);
  const vat = roundHalfAway((net * rate) / 100);
  return { net, vat, gross: net + vat };
}

export function lineTotals(line: PricedLine): Totals {
  const c = lineTotalsCents(line);
  return { net: c.net / 100, vat: c.vat / 100, gross: c.gross / 100 };
}

/** Sum of the lines' totals: each line's VAT is rounded first, then summed in cents. */
export function orderTotals(lines: readonly PricedLine[]): Totals {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    const c = lineTotalsCents(line);
    net += c.net;
    vat += c.vat;
  }
  return { net: net / 100, vat: vat / 100, gross: (net + vat) / 100 };
}

/** Totals of what has been received so far (received quantity at the ordered price). */
export function receivedTotals(lines: readonly (PricedLine & { receivedQuantity?: number })[]): Totals {
  return orderTotals(lines.map((l) => ({ ...l, quantity: l.receivedQuantity ?? 0 })));
}

/** Sum of several totals, in cents. */
export function sumTotals(list: readonly Totals[]): Totals {
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const t of list) {
    net += Math.round(t.net * 100);
    vat += Math.round(t.vat * 100);
    gross += Math.round(t.gross * 100);
  }
  return { net: net / 100, vat: vat / 100, gross: gross / 100 };
}
