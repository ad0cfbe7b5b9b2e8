import { PATHS } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { normalise } from '@/lib/normalise';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { OrderInputSchema } from './schema';
import type { Order, OrderInput, OrderLine, OrderStatus } from './types';
import { ORDER_STATUSES } from './types';

/** Money totals of an order or a line, in major units (computed in cents, decisions.md). */
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
export function lineTotalsCents(line: PricedLine): { net: number; vat: number; gross: number } {
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

/**
 * The shortest chain of allowed moves from one status to another (empty when there is none or
 * they are the same): how a delivery is recorded with status moves alone on a server without the
 * receipt addition (docs/contract-additions.md).
 */
export function movesTo(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = paths.get(status) ?? [];
    if (status === to) return path;
    for (const next of allowedMoves(status)) {
      if (!paths.has(next)) {
        paths.set(next, [...path, next]);
        queue.push(next);
      }
    }
  }
  return [];
}

/**
 * The moves a status button (list row or order page) may make: every allowed move except
 * `partially_received`, which only a delivery booked with its quantities reaches (receiving on
 * the order page). "Mark received" stays: it books everything still outstanding.
 */
export function statusOnlyMoves(from: OrderStatus): readonly OrderStatus[] {
  return allowedMoves(from).filter((to) => to !== 'partially_received');
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

/* ---------- The order form's values ---------- */

/** A line as the form holds it: numbers as typed (NaN while the text is not a number). */
export interface OrderLineValues {
  productId: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatRate: number;
  receivedQuantity: number;
}

export interface OrderFormValues {
  supplierId: string;
  orderDate: string;
  expectedDeliveryDate: string;
  notes: string;
  lines: OrderLineValues[];
}

/** The form's values of an order, or of a new one dated `today`. Missing numbers stay NaN (empty fields). */
export function formValuesOf(order: Order | null, today: string): OrderFormValues {
  return {
    supplierId: order?.supplierId ?? '',
    orderDate: order?.orderDate ?? today,
    expectedDeliveryDate: order?.expectedDeliveryDate ?? '',
    notes: order?.notes ?? '',
    lines: (order?.lines ?? []).map((l) => ({
      productId: l.productId,
      quantity: l.quantity ?? Number.NaN,
      unit: l.unit,
      unitPrice: l.unitPrice ?? Number.NaN,
      vatRate: l.vatRate ?? Number.NaN,
      receivedQuantity: l.receivedQuantity ?? 0,
    })),
  };
}

/** A new line for a product of the supplier: its minimum order quantity (at least 1) at its price. */
export function newLine(product: { id: string; minOrderQty?: number; purchaseUnit: string; unitPrice?: number; vatRate?: number }): OrderLineValues {
  return {
    productId: product.id,
    quantity: Math.max(1, product.minOrderQty ?? 1),
    unit: product.purchaseUnit,
    unitPrice: product.unitPrice ?? Number.NaN,
    vatRate: product.vatRate ?? Number.NaN,
    receivedQuantity: 0,
  };
}

/** The body a form sends: always for the store the form was opened in. */
export function inputOf(values: OrderFormValues, storeId: string, currency: string): OrderInput {
  return { ...values, storeId, currency };
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

/* ---------- Receiving (issue #12): deliveries booked line by line ---------- */

/** Statuses in which a delivery can be booked: the order is with the supplier and not complete. */
export const RECEIVABLE_STATUSES: readonly OrderStatus[] = ['sent', 'confirmed', 'partially_received'];

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

/**
 * Errors of a delivery beyond its shape, keyed like the form's fields (`lines.<i>.quantity`,
 * `lines`): the order must be receivable, every product on it, no more than is outstanding.
 * The same function checks the form and the mock server.
 */
export function receiptErrors(order: Pick<Order, 'status' | 'lines'>, receipt: readonly ReceiptQuantity[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!canReceive(order.status)) errors.lines = `A ${ORDER_STATUS_LABELS[order.status].toLowerCase()} order cannot receive deliveries.`;
  receipt.forEach((entry, i) => {
    const line = order.lines.find((l) => l.productId === entry.productId);
    if (!line) errors[`lines.${i}.productId`] = 'This product is not on the order.';
    else if (entry.quantity > outstanding(line)) errors[`lines.${i}.quantity`] = `At most ${quantityText(outstanding(line))} is outstanding.`;
  });
  return errors;
}

/** The order's lines after a delivery: each line's received quantity raised by what arrived. */
export function applyReceipt(lines: readonly OrderLine[], receipt: readonly ReceiptQuantity[]): OrderLine[] {
  return lines.map((line) => {
    const arrived = receipt.filter((r) => r.productId === line.productId).reduce((sum, r) => sum + r.quantity, 0);
    return arrived ? { ...line, receivedQuantity: roundQuantity((line.receivedQuantity ?? 0) + arrived) } : line;
  });
}

/** Every line's outstanding quantity: what "Mark received" books, and the form's "all" fill. */
export function remainderOf(lines: readonly OrderLine[]): ReceiptQuantity[] {
  return lines.map((l) => ({ productId: l.productId, quantity: outstanding(l) })).filter((r) => r.quantity > 0);
}

/** The status a delivery leaves: received once every line has arrived in full, else partially received. */
export function statusAfterReceipt(lines: readonly OrderLine[]): Extract<OrderStatus, 'partially_received' | 'received'> {
  return lines.every((l) => outstanding(l) === 0) ? 'received' : 'partially_received';
}

/**
 * How much a delivered quantity (in the line's purchase unit) raises an inventory item counted
 * in `itemUnit`: the same unit 1:1; the product's base unit × its pack size; otherwise 1:1.
 */
export function stockIncrease(
  quantity: number,
  lineUnit: string,
  itemUnit: string,
  product?: { baseUnit?: string; packSize?: number },
): number {
  if (itemUnit === lineUnit || !product?.packSize || itemUnit !== product.baseUnit) return roundQuantity(quantity);
  return roundQuantity(quantity * product.packSize);
}

/** A product's order rules on a line (minimum, multiple): one wording for the order form and the reorder list. */
export { orderRuleAdvice, orderRuleReason, roundUpToRules, type OrderRules } from './orderRules';
