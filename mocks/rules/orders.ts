import type { Order, OrderLine, OrderStatus } from '@/modules/orders/types';
import { SERVER_MESSAGES } from './messages';

/**
 * The demo server's order rules (docs/rules/purchasing.md): which status may follow which, and
 * how a delivery is booked. Quantities are kept to the thousandth.
 */

/** One product's quantity in a delivery. */
export interface DeliveredQuantity {
  productId: string;
  quantity: number;
}

/** The purchasing flow, one step at a time; an order may be cancelled until it is with the goods. Received and cancelled are final. */
const FLOW: readonly OrderStatus[] = ['draft', 'sent', 'confirmed', 'partially_received', 'received'];

export function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return from === 'draft' || from === 'sent' || from === 'confirmed';
  const step = FLOW.indexOf(from);
  return step >= 0 && FLOW[step + 1] === to;
}

/** Supplier and lines change only while the order is a draft. */
export const isDraft = (status: OrderStatus): boolean => status === 'draft';

const thousandths = (n: number): number => Math.round(n * 1000) / 1000;

/** What is still to come on a line, never below 0. */
const stillDue = (line: Pick<OrderLine, 'quantity' | 'receivedQuantity'>): number =>
  Math.max(0, thousandths((line.quantity ?? 0) - (line.receivedQuantity ?? 0)));

/**
 * Why a delivery cannot be booked, keyed like the body (`lines` for the order as a whole,
 * `lines.<i>.productId`, `lines.<i>.quantity`); empty when it can.
 */
export function deliveryProblems(order: Pick<Order, 'status' | 'lines'>, delivery: readonly DeliveredQuantity[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!['sent', 'confirmed', 'partially_received'].includes(order.status))
    problems.lines = SERVER_MESSAGES.receipt.notReceivable(order.status);
  for (const [i, { productId, quantity }] of delivery.entries()) {
    const line = order.lines.find((candidate) => candidate.productId === productId);
    if (line === undefined) problems[`lines.${i}.productId`] = SERVER_MESSAGES.receipt.notOnOrder;
    else if (quantity > stillDue(line)) problems[`lines.${i}.quantity`] = SERVER_MESSAGES.receipt.tooMuch(stillDue(line));
  }
  return problems;
}

/** Everything still due, one entry per line with something to come ("Mark received"). */
export const allStillDue = (lines: readonly OrderLine[]): DeliveredQuantity[] =>
  lines.flatMap((line) => (stillDue(line) > 0 ? [{ productId: line.productId, quantity: stillDue(line) }] : []));

/** The lines after a delivery: each line's received quantity raised by what arrived for its product. */
export function linesAfterDelivery(lines: readonly OrderLine[], delivery: readonly DeliveredQuantity[]): OrderLine[] {
  const arrived = new Map<string, number>();
  for (const { productId, quantity } of delivery) arrived.set(productId, (arrived.get(productId) ?? 0) + quantity);
  return lines.map((line) => {
    const more = arrived.get(line.productId);
    return more ? { ...line, receivedQuantity: thousandths((line.receivedQuantity ?? 0) + more) } : line;
  });
}

/** Received once nothing is due on any line, else partially received. */
export const statusAfterDelivery = (lines: readonly OrderLine[]): 'received' | 'partially_received' =>
  lines.some((line) => stillDue(line) > 0) ? 'partially_received' : 'received';

/**
 * How far a delivered quantity (in the order line's unit) raises a stock item counted in
 * `itemUnit`: packs into the product's base unit when the item counts in it, else one for one.
 */
export function stockDelta(
  quantity: number,
  lineUnit: string,
  itemUnit: string,
  product?: { baseUnit?: string; packSize?: number },
): number {
  const unpacks = itemUnit !== lineUnit && itemUnit === product?.baseUnit && Boolean(product.packSize);
  return thousandths(unpacks ? quantity * (product?.packSize ?? 1) : quantity);
}
