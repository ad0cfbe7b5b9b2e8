/**
 * The demo server's money: whole cents, order totals and the sharing of a tip. Written for the
 * server, so the figures a flow reads on screen are worked out twice, once by each side.
 */

/** An amount in major units as whole cents. */
export const cents = (amount: number): number => Math.round(amount * 100);

/**
 * `total` cents shared in proportion to `weights`, the shares adding up to the total exactly
 * (Hamilton's method): each share is the whole part of its exact quota, and the cents left go
 * one each to the largest remainders, the earlier person first on a tie. Weights count to the
 * thousandth; a weight that is not a positive number counts as 0 and gets nothing. `null` when
 * nobody has a weight.
 */
export function shareCents(total: number, weights: readonly number[]): number[] | null {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Not a count of cents: ${total}`);
  const parts = weights.map((w) => (Number.isFinite(w) && w > 0 ? BigInt(Math.round(w * 1000)) : 0n));
  const whole = parts.reduce((sum, p) => sum + p, 0n);
  if (whole === 0n) return null;
  const quotas = parts.map((p, index) => ({ index, part: p, floor: (BigInt(total) * p) / whole, rest: (BigInt(total) * p) % whole }));
  const shares = quotas.map((q) => Number(q.floor));
  let leftOver = total - shares.reduce((sum, s) => sum + s, 0);
  const byRest = quotas.filter((q) => q.part > 0n).sort((a, b) => (b.rest === a.rest ? a.index - b.index : b.rest > a.rest ? 1 : -1));
  for (const { index } of byRest) {
    if (leftOver <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    leftOver -= 1;
  }
  return shares;
}

/** Default tip weights per store role (the highest of a person's roles counts; 1 without one). */
const WEIGHT_BY_ROLE = new Map<string, number>([
  ['manager', 1.5],
  ['supervisor', 1.25],
  ['cook', 1.2],
  ['barista', 1],
  ['service', 1],
  ['cashier', 0.8],
]);

export function weightOfRoles(roles: readonly string[]): number {
  const known = roles.flatMap((role) => WEIGHT_BY_ROLE.get(role) ?? []);
  return known.length > 0 ? Math.max(...known) : 1;
}

/** What a share counts with under a tip's method: 1 each, the hours, the weight; a tip shared by hand has no weights. */
export function shareWeight(method: string, share: { hours?: number | null; weight?: number | null }): number {
  switch (method) {
    case 'equal':
      return 1;
    case 'hours':
      return share.hours ?? 0;
    case 'role_weight':
      return share.weight ?? 0;
    default:
      return 0;
  }
}

/** Half a cent away from zero, after trimming the float noise of `quantity × price` (0.285 × 100 = 28.499…). */
const roundCents = (value: number): number => Math.sign(value) * Math.round(Math.abs(Number(value.toPrecision(12))));

const orNothing = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) ? value : 0);

/** An order's net, VAT and gross in major units: VAT per line on the line's rounded net (a missing number counts 0). */
export function orderSums(lines: readonly { quantity?: number; unitPrice?: number; vatRate?: number }[]): {
  net: number;
  vat: number;
  gross: number;
} {
  let netCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    const lineNet = roundCents(orNothing(line.quantity) * orNothing(line.unitPrice) * 100);
    netCents += lineNet;
    vatCents += roundCents((lineNet * orNothing(line.vatRate)) / 100);
  }
  return { net: netCents / 100, vat: vatCents / 100, gross: (netCents + vatCents) / 100 };
}
