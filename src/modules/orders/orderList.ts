import type { OrderStatus, Order } from './types';
import { normalise } from '@/lib/normalise';

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
