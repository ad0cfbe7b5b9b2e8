import type { z } from 'zod/mini';
import type {
  OrderInputSchema,
  OrderReceiptInputSchema,
  OrderReceiptSchema,
  OrderLineInputSchema,
  OrderLineSchema,
  OrderSchema,
  OrderStatusUpdateSchema,
  OrderUpdateSchema,
} from './schema';

export { ORDER_STATUSES } from './schema';

/** Purchase order types, inferred from the schemas (the one source of the shape). */
export type Order = z.output<typeof OrderSchema>;
export type OrderLine = z.output<typeof OrderLineSchema>;
export type OrderStatus = Order['status'];
/** Bodies, as the input schemas check them. */
export type OrderLineInput = z.output<typeof OrderLineInputSchema>;
export type OrderInput = z.output<typeof OrderInputSchema>;
export type OrderUpdate = z.output<typeof OrderUpdateSchema>;
export type OrderStatusUpdate = z.output<typeof OrderStatusUpdateSchema>;
export type OrderReceipt = z.output<typeof OrderReceiptSchema>;
export type OrderReceiptInput = z.output<typeof OrderReceiptInputSchema>;
