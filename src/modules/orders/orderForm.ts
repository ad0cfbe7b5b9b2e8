import { fieldErrorsOf } from '@/lib/schemaErrors';
import { OrderInputSchema } from './schema';
import type { Order, OrderInput } from './types';

/** The order form: its values, a new line, the body it sends, and the checks of that body. */

/**
 * Field errors of an order body (create or update), keyed like the form's fields
 * (`supplierId`, `lines`, `lines.0.quantity`…), from the one input schema shared by the form
 * and the mock server.
 */
export function validateOrder(body: unknown): Record<string, string> {
  return fieldErrorsOf(OrderInputSchema, body);
}

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
export function newLine(product: {
  id: string;
  minOrderQty?: number;
  purchaseUnit: string;
  unitPrice?: number;
  vatRate?: number;
}): OrderLineValues {
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
