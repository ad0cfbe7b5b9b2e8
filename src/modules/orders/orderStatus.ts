import { type OrderStatus, ORDER_STATUSES } from './types';

/**
 * Allowed status moves (docs/rules/purchasing.md#order-statuses): draft→sent→confirmed→partially_received→received;
 * draft, sent and confirmed may be cancelled. received and cancelled are final.
 */
const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
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
