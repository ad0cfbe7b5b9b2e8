import { z } from 'zod/mini';
import { figure, hasCents, id, text } from '@/lib/schemaParts';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { whenValid } from '@/lib/schemaErrors';

/**
 * Purchase order (docs/rules/purchasing.md#purchase-orders), the one source of its shape: answers are checked with
 * `OrderSchema` (the contract guarantees only `id`; every other field is defaulted so a partial
 * record renders with blanks), bodies with `OrderInputSchema` / `OrderUpdateSchema` (the form
 * and the mock alike), and `types.ts` infers the types. Totals are derived (totals.ts), never stored.
 */
export const ORDER_STATUSES = ['draft', 'sent', 'confirmed', 'partially_received', 'received', 'cancelled'] as const;

export const OrderLineSchema = z.object({
  productId: text(),
  /** In purchase units (the product's purchaseUnit). */
  quantity: figure(),
  /** The purchase unit the quantity is counted in (case, box, bottle…). */
  unit: text(),
  /** Price per purchase unit, major units (net). */
  unitPrice: figure(),
  /** Percent, e.g. 7 or 19. */
  vatRate: figure(),
  /** Purchase units received so far. */
  receivedQuantity: figure(),
});

/** One line of a delivery: how much of a product arrived. */
const ReceiptLineSchema = z.object({
  productId: text(),
  quantity: figure(),
  /** The inventory item the delivery raised, when the product has one in the order's store. */
  itemId: z.optional(z.nullable(z.string())),
});

/** One delivery booked against an order (contract addition: `POST v1/order/receipt`). */
export const OrderReceiptSchema = z.object({
  id: text(),
  /** ISO instant of the booking. */
  at: text(),
  /** The supplier's delivery note number, '' when none was given. */
  deliveryNote: text(),
  userId: text(),
  lines: z._default(z.array(ReceiptLineSchema), []),
});

export const OrderSchema = z.object({
  id: id(),
  /** Human order number assigned by the server, e.g. PO-2025-0042. */
  number: text(),
  storeId: text(),
  supplierId: text(),
  /**
   * The supplier's name at answer time (contract addition, read-only, issue #32): lets a holder of
   * orders.read without suppliers.read tell orders apart. Without it the id is shown.
   */
  supplierName: z.optional(z.string()),
  /** A record without a status is shown as a draft (the server decides every move). */
  status: z._default(z.enum(ORDER_STATUSES), 'draft'),
  /** YYYY-MM-DD, or '' when not known. */
  orderDate: text(),
  expectedDeliveryDate: text(),
  notes: text(),
  lines: z._default(z.array(OrderLineSchema), []),
  /** userId of the author. */
  createdBy: text(),
  /** Currency of every line (default EUR). */
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  /** Deliveries booked so far, oldest first. */
  receipts: z._default(z.array(OrderReceiptSchema), []),
  /** Raised by the server on every accepted update, sent back with one (issue #29). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

export const OrderListSchema = z.array(OrderSchema);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
const hasMillis = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) <= 1e-6;

/** A number with its rules in order: the first failing rule's message is shown. */
const numberWith = (typeMessage: string, ...rules: [(v: number) => boolean, string][]) =>
  z.number({ error: typeMessage }).check(...rules.map(([ok, message]) => z.refine<number>(ok, message)));

const nonEmpty = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/** Bounds of the numbers typed on an order (issue #11: a quantity, a price). */
export const ORDER_LIMITS = { maxQuantity: 100_000, maxPrice: 1_000_000 } as const;

/** A quantity: its lower bound (above 0 on a line, 0 or more in a delivery), at most 100,000, 3 decimals. */
const quantityWith = (lowest: (q: number) => boolean, message: string) =>
  numberWith(
    message,
    [lowest, message],
    [(q) => q <= ORDER_LIMITS.maxQuantity, 'Enter at most 100,000.'],
    [hasMillis, 'At most 3 decimals.'],
  );

/** A line as sent on create/update: receivedQuantity defaults to 0. */
export const OrderLineInputSchema = z.object({
  productId: nonEmpty('Choose a product.'),
  quantity: quantityWith((q) => q > 0, 'Enter a quantity above 0.'),
  unit: z._default(z.string(), ''),
  unitPrice: numberWith(
    'Enter a price of 0 or more.',
    [(p) => p >= 0, 'Enter a price of 0 or more.'],
    [(p) => p <= ORDER_LIMITS.maxPrice, 'Enter at most 1,000,000.'],
    [hasCents, 'At most 2 decimals.'],
  ),
  vatRate: numberWith('Enter a VAT rate between 0 and 100.', [(v) => v >= 0 && v <= 100, 'Enter a VAT rate between 0 and 100.']),
  receivedQuantity: z.optional(numberWith('Enter 0 or more.', [(r) => r >= 0, 'Enter 0 or more.'])),
});

const inputShape = {
  storeId: nonEmpty('A store is required.'),
  supplierId: nonEmpty('Choose a supplier.'),
  orderDate: z.string({ error: 'Enter the order date.' }).check(z.refine(isDate, 'Enter the order date.')),
  /** YYYY-MM-DD, or '' (or missing) when not known. */
  expectedDeliveryDate: z._default(
    z.pipe(
      z.nullable(z.string({ error: 'Enter a valid date.' }).check(z.refine((v) => v === '' || isDate(v), 'Enter a valid date.'))),
      z.transform((v) => v ?? ''),
    ),
    '',
  ),
  notes: z._default(z.string({ error: 'Notes must be text.' }), ''),
  lines: z.array(OrderLineInputSchema, { error: 'Add at least one product.' }).check(
    z.minLength(1, 'Add at least one product.'),
    z.superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({ code: 'custom', message: 'This product is already on the order.', path: [i, 'productId'], input: line });
        }
        seen.add(line.productId);
      });
    }),
  ),
  currency: z.optional(z.string()),
};

const deliveryAfterOrder = z.refine<{ orderDate: string; expectedDeliveryDate: string }>(
  (o) => o.expectedDeliveryDate === '' || o.expectedDeliveryDate >= o.orderDate,
  {
    message: 'Delivery cannot be before the order date.',
    path: ['expectedDeliveryDate'],
    when: whenValid('orderDate', 'expectedDeliveryDate'),
  },
);

/**
 * Body of `POST v1/order`. The server assigns id, number, createdBy and the status `draft`
 * (status changes only go through `PATCH v1/order/status`). Field errors are keyed like the
 * form's fields (`supplierId`, `lines`, `lines.0.quantity`…).
 */
export const OrderInputSchema = z.object(inputShape).check(deliveryAfterOrder);

/** Body of `PUT v1/order`: the whole order with its id (the path carries none). */
export const OrderUpdateSchema = z.object({ ...inputShape, id: nonEmpty('The order id is required.') }).check(deliveryAfterOrder);

/** Body of `PATCH v1/order/status` (docs/rules/purchasing.md#order-calls). */
export const OrderStatusUpdateSchema = z.object({
  id: nonEmpty('The order id is required.'),
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status.' }),
});

/**
 * Body of `POST v1/order/receipt` (contract addition, issue #12): one delivery of a sent,
 * confirmed or partly received order. Each line's quantity is what arrived now (0 or missing =
 * nothing of that product); the server refuses more than is still outstanding.
 */
export const OrderReceiptInputSchema = z.object({
  id: nonEmpty('The order id is required.'),
  deliveryNote: z._default(z.string({ error: 'The delivery note must be text.' }).check(z.maxLength(60, 'At most 60 characters.')), ''),
  lines: z
    .array(
      z.object({
        productId: nonEmpty('Choose a product.'),
        quantity: quantityWith((q) => q >= 0, 'Enter 0 or more.'),
      }),
      { error: 'Enter what arrived.' },
    )
    .check(z.refine((lines) => lines.some((l) => l.quantity > 0), 'Enter a received quantity above 0 for at least one line.')),
});
