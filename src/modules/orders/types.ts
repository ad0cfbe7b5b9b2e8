/** Purchase order (domain.md). Totals are derived (logic.ts), never stored. */
export const ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  productId: string;
  /** In purchase units (the product's purchaseUnit). */
  quantity: number;
  /** The purchase unit the quantity is counted in (case, box, bottle…). */
  unit: string;
  /** Price per purchase unit, major units (net). */
  unitPrice: number;
  /** Percent, e.g. 7 or 19. */
  vatRate: number;
  /** Purchase units received so far. */
  receivedQuantity: number;
}

export interface Order {
  id: string;
  /** Human order number assigned by the server, e.g. PO-2025-0042. */
  number: string;
  storeId: string;
  supplierId: string;
  status: OrderStatus;
  /** YYYY-MM-DD */
  orderDate: string;
  /** YYYY-MM-DD, or '' when not known. */
  expectedDeliveryDate: string;
  notes: string;
  lines: OrderLine[];
  /** userId of the author. */
  createdBy: string;
  /** Currency of every line (default EUR). */
  currency: string;
}

/** A line as sent on create/update: receivedQuantity defaults to 0. */
export type OrderLineInput = Omit<OrderLine, 'receivedQuantity'> & { receivedQuantity?: number };

/**
 * Body of `POST v1/order`. The server assigns id, number, createdBy and the status `draft`
 * (status changes only go through `PATCH v1/order/status`).
 */
export interface OrderInput {
  storeId: string;
  supplierId: string;
  orderDate: string;
  expectedDeliveryDate: string;
  notes: string;
  lines: OrderLineInput[];
  currency?: string;
}

/** Body of `PUT v1/order`: the whole order with its id (the path carries none). */
export type OrderUpdate = OrderInput & { id: string };

/** Body of `PATCH v1/order/status` (spec 3). */
export interface OrderStatusUpdate {
  id: string;
  status: OrderStatus;
}
