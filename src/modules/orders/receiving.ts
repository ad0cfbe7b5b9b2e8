import { t } from '@lingui/core/macro';
import type { OrderStatus, OrderLine, Order } from './types';
import { PATHS } from './paths';
import { quantityText } from './totals';

/** Receiving (issue #12): deliveries booked line by line. */

/** Statuses in which a delivery can be booked: the order is with the supplier and not complete. */
const RECEIVABLE_STATUSES: readonly OrderStatus[] = ['sent', 'confirmed', 'partially_received'];

export function canReceive(status: OrderStatus): boolean {
  return RECEIVABLE_STATUSES.includes(status);
}

/** The id of the order page's receiving card: the list's "Receive" links there. */
export const RECEIVE_ANCHOR = 'receive';

export const receivePath = (orderId: string) => `${PATHS.order(orderId)}#${RECEIVE_ANCHOR}`;

const roundQuantity = (n: number) => Math.round(n * 1000) / 1000;

/** What is still to come on a line (never below 0), to 3 decimals. */
export function outstanding(line: Pick<OrderLine, 'quantity' | 'receivedQuantity'>): number {
  return roundQuantity(Math.max(0, (line.quantity ?? 0) - (line.receivedQuantity ?? 0)));
}

/** One product's quantity in a delivery. */
export interface ReceiptQuantity {
  productId: string;
  quantity: number;
}

/** Why an order in a status without deliveries cannot take one (one sentence per status). */
function notReceivable(status: OrderStatus): string {
  switch (status) {
    case 'draft':
      return t`A draft order cannot receive deliveries.`;
    case 'received':
      return t`A received order cannot receive deliveries.`;
    case 'cancelled':
      return t`A cancelled order cannot receive deliveries.`;
    default:
      return t`This order cannot receive deliveries.`;
  }
}

/**
 * Errors of a delivery beyond its shape, keyed like the form's fields (`lines.<i>.quantity`,
 * `lines`): the order must be receivable, every product on it, no more than is outstanding.
 * The delivery form's check (the demo server checks deliveries with its own rules, mocks/rules/orders.ts).
 */
export function receiptErrors(order: Pick<Order, 'status' | 'lines'>, receipt: readonly ReceiptQuantity[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!canReceive(order.status)) errors.lines = notReceivable(order.status);
  receipt.forEach((entry, i) => {
    const line = order.lines.find((l) => l.productId === entry.productId);
    if (!line) errors[`lines.${i}.productId`] = t`This product is not on the order.`;
    else if (entry.quantity > outstanding(line)) {
      const rest = quantityText(outstanding(line));
      errors[`lines.${i}.quantity`] = t`At most ${rest} is outstanding.`;
    }
  });
  return errors;
}
