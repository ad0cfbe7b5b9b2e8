import { t } from '@lingui/core/macro';
import { ORDER_MESSAGES } from './messages';
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

/** A status as people read it: getters, so each read is in the active language (docs/rules/i18n.md). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  get draft() {
    return t`Draft`;
  },
  get sent() {
    return t`Sent`;
  },
  get confirmed() {
    return t`Confirmed`;
  },
  get partially_received() {
    return t`Partially received`;
  },
  get received() {
    return t`Received`;
  },
  get cancelled() {
    return t`Cancelled`;
  },
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

/** The button text of a move from the row or the form, in the active language. */
export const ORDER_MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  get draft() {
    return t`Back to draft`;
  },
  get sent() {
    return t`Send`;
  },
  get confirmed() {
    return t`Mark confirmed`;
  },
  get partially_received() {
    return t`Mark partially received`;
  },
  get received() {
    return t`Mark received`;
  },
  get cancelled() {
    return t`Cancel order`;
  },
};

/** The toast after a move: "Order PO-2025-0042: sent". */
export function movedMessage(number: string, status: OrderStatus): string {
  switch (status) {
    case 'draft':
      return t`Order ${number}: draft`;
    case 'sent':
      return t`Order ${number}: sent`;
    case 'confirmed':
      return t`Order ${number}: confirmed`;
    case 'partially_received':
      return t`Order ${number}: partially received`;
    case 'received':
      return t`Order ${number}: received`;
    case 'cancelled':
      return t`Order ${number}: cancelled`;
  }
}

/** The toast of a booked delivery, with the status it left: "Order PO-1: delivery booked (received)". One message per status (German nouns keep their capitals). */
export function bookedMessage(number: string, status: OrderStatus): string {
  switch (status) {
    case 'draft':
      return t`Order ${number}: delivery booked (draft)`;
    case 'sent':
      return t`Order ${number}: delivery booked (sent)`;
    case 'confirmed':
      return t`Order ${number}: delivery booked (confirmed)`;
    case 'partially_received':
      return t`Order ${number}: delivery booked (partially received)`;
    case 'received':
      return t`Order ${number}: delivery booked (received)`;
    case 'cancelled':
      return t`Order ${number}: delivery booked (cancelled)`;
  }
}

/**
 * The toast of a delivery a server without the receipt addition took as a status move only:
 * "Order PO-1: received. This server records deliveries as a status only: …" (one message per status, the note a sentence of its own).
 */
export function movedStatusOnlyMessage(number: string, status: OrderStatus): string {
  const note = ORDER_MESSAGES.receiptStatusOnly;
  switch (status) {
    case 'draft':
      return t`Order ${number}: draft. ${note}`;
    case 'sent':
      return t`Order ${number}: sent. ${note}`;
    case 'confirmed':
      return t`Order ${number}: confirmed. ${note}`;
    case 'partially_received':
      return t`Order ${number}: partially received. ${note}`;
    case 'received':
      return t`Order ${number}: received. ${note}`;
    case 'cancelled':
      return t`Order ${number}: cancelled. ${note}`;
  }
}
