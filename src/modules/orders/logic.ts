import { normalise } from '@/lib/normalise';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { OrderInputSchema } from './schema';
import type { Order, OrderLineInput, OrderStatus } from './types';
import { ORDER_STATUSES } from './types';

/** Money totals of an order or a line, in major units (computed in cents, decisions.md). */
export interface Totals {
  net: number;
  vat: number;
  gross: number;
}

type PricedLine = Pick<OrderLineInput, 'quantity' | 'unitPrice' | 'vatRate'>;

/** Half away from zero, after removing binary noise (1.005 * 100 = 100.49999…). */
function roundHalfAway(value: number): number {
  const clean = Number(Math.abs(value).toPrecision(12));
  return Math.sign(value) * Math.round(clean);
}

/** One line in cents: net = quantity × unit price, VAT rounded per line, gross = net + VAT. */
export function lineTotalsCents(line: PricedLine): { net: number; vat: number; gross: number } {
  const quantity = Number.isFinite(line.quantity) ? line.quantity : 0;
  const price = Number.isFinite(line.unitPrice) ? line.unitPrice : 0;
  const rate = Number.isFinite(line.vatRate) ? line.vatRate : 0;
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

/**
 * Allowed status moves (domain.md): draft→sent→confirmed→partially_received→received;
 * draft, sent and confirmed may be cancelled. received and cancelled are final.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['sent', 'cancelled'],
  sent: ['confirmed', 'cancelled'],
  confirmed: ['partially_received', 'cancelled'],
  partially_received: ['received'],
  received: [],
  cancelled: [],
};

export function allowedMoves(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_MOVES[from] ?? [];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return allowedMoves(from).includes(to);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Only a draft's supplier and lines can change; later the order is with the supplier. */
export function isEditable(status: OrderStatus): boolean {
  return status === 'draft';
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  confirmed: 'Confirmed',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Bootstrap badge colour per status (text colour chosen for contrast in both themes). */
export const ORDER_STATUS_VARIANTS: Readonly<Record<OrderStatus, string>> = {
  draft: 'secondary',
  sent: 'primary',
  confirmed: 'info',
  partially_received: 'warning',
  received: 'success',
  cancelled: 'danger',
};

/** The button text of a move from the row or the form. */
export const ORDER_MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  draft: 'Back to draft',
  sent: 'Send',
  confirmed: 'Mark confirmed',
  partially_received: 'Mark partially received',
  received: 'Mark received',
  cancelled: 'Cancel order',
};

/**
 * Field errors of an order body (create or update), keyed like the form's fields
 * (`supplierId`, `lines`, `lines.0.quantity`…), from the one input schema shared by the form
 * and the mock server.
 */
export function validateOrder(body: unknown): Record<string, string> {
  return fieldErrorsOf(OrderInputSchema, body);
}

export interface OrderFilter {
  status?: OrderStatus | '';
  supplierId?: string;
  /** Order date from (inclusive), YYYY-MM-DD. */
  from?: string;
  /** Order date to (inclusive), YYYY-MM-DD. */
  to?: string;
}

export function filterOrders(orders: readonly Order[], filter: OrderFilter): Order[] {
  return orders.filter(
    (o) =>
      (!filter.status || o.status === filter.status) &&
      (!filter.supplierId || o.supplierId === filter.supplierId) &&
      (!filter.from || o.orderDate >= filter.from) &&
      (!filter.to || o.orderDate <= filter.to),
  );
}

/** Matches the quick search: order number, or the supplier's name. */
export function matchOrder(order: Order, query: string, supplierName: string): boolean {
  const q = normalise(query.trim());
  if (!q) return false;
  return normalise(order.number).includes(q) || normalise(supplierName).includes(q);
}
