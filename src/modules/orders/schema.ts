import { t } from '@lingui/core/macro';
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

/** A message read when it is shown, in the active language (docs/rules/i18n.md). */
type Message = () => string;

/** A number with its rules in order: the first failing rule's message is shown. */
const numberWith = (typeMessage: Message, ...rules: [(v: number) => boolean, Message][]) =>
  z.number({ error: typeMessage }).check(...rules.map(([ok, error]) => z.refine<number>(ok, { error })));

const nonEmpty = (error: Message) => z.string({ error }).check(z.minLength(1, { error }));

/** Bounds of the numbers typed on an order (issue #11: a quantity, a price). */
export const ORDER_LIMITS = { maxQuantity: 100_000, maxPrice: 1_000_000 } as const;

const M = {
  atMostQuantity: () => t`Enter at most 100,000.`,
  quantityDecimals: () => t`At most 3 decimals.`,
  chooseProduct: () => t`Choose a product.`,
  quantityAbove0: () => t`Enter a quantity above 0.`,
  price: () => t`Enter a price of 0 or more.`,
  atMostPrice: () => t`Enter at most 1,000,000.`,
  priceDecimals: () => t`At most 2 decimals.`,
  vatRate: () => t`Enter a VAT rate between 0 and 100.`,
  zeroOrMore: () => t`Enter 0 or more.`,
  orderDate: () => t`Enter the order date.`,
  validDate: () => t`Enter a valid date.`,
  addProduct: () => t`Add at least one product.`,
  orderId: () => t`The order id is required.`,
};

/** A quantity: its lower bound (above 0 on a line, 0 or more in a delivery), at most 100,000, 3 decimals. */
const quantityWith = (lowest: (q: number) => boolean, message: Message) =>
  numberWith(message, [lowest, message], [(q) => q <= ORDER_LIMITS.maxQuantity, M.atMostQuantity], [hasMillis, M.quantityDecimals]);

/** A line as sent on create/update: receivedQuantity defaults to 0. */
export const OrderLineInputSchema = z.object({
  productId: nonEmpty(M.chooseProduct),
  quantity: quantityWith((q) => q > 0, M.quantityAbove0),
  unit: z._default(z.string(), ''),
  unitPrice: numberWith(M.price, [(p) => p >= 0, M.price], [(p) => p <= ORDER_LIMITS.maxPrice, M.atMostPrice], [hasCents, M.priceDecimals]),
  vatRate: numberWith(M.vatRate, [(v) => v >= 0 && v <= 100, M.vatRate]),
  receivedQuantity: z.optional(numberWith(M.zeroOrMore, [(r) => r >= 0, M.zeroOrMore])),
});

const inputShape = {
  storeId: nonEmpty(() => t`A store is required.`),
  supplierId: nonEmpty(() => t`Choose a supplier.`),
  orderDate: z.string({ error: M.orderDate }).check(z.refine(isDate, { error: M.orderDate })),
  /** YYYY-MM-DD, or '' (or missing) when not known. */
  expectedDeliveryDate: z._default(
    z.pipe(
      z.nullable(z.string({ error: M.validDate }).check(z.refine((v) => v === '' || isDate(v), { error: M.validDate }))),
      z.transform((v) => v ?? ''),
    ),
    '',
  ),
  notes: z._default(z.string({ error: () => t`Notes must be text.` }), ''),
  lines: z.array(OrderLineInputSchema, { error: M.addProduct }).check(
    z.minLength(1, { error: M.addProduct }),
    z.superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({ code: 'custom', message: t`This product is already on the order.`, path: [i, 'productId'], input: line });
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
    error: () => t`Delivery cannot be before the order date.`,
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
export const OrderUpdateSchema = z.object({ ...inputShape, id: nonEmpty(M.orderId) }).check(deliveryAfterOrder);

/** Body of `PATCH v1/order/status` (docs/rules/purchasing.md#order-calls). */
export const OrderStatusUpdateSchema = z.object({
  id: nonEmpty(M.orderId),
  status: z.enum(ORDER_STATUSES, { error: () => t`Unknown status.` }),
});

/**
 * Body of `POST v1/order/receipt` (contract addition, issue #12): one delivery of a sent,
 * confirmed or partly received order. Each line's quantity is what arrived now (0 or missing =
 * nothing of that product); the server refuses more than is still outstanding.
 */
export const OrderReceiptInputSchema = z.object({
  id: nonEmpty(M.orderId),
  deliveryNote: z._default(
    z.string({ error: () => t`The delivery note must be text.` }).check(z.maxLength(60, { error: () => t`At most 60 characters.` })),
    '',
  ),
  lines: z
    .array(
      z.object({
        productId: nonEmpty(M.chooseProduct),
        quantity: quantityWith((q) => q >= 0, M.zeroOrMore),
      }),
      { error: () => t`Enter what arrived.` },
    )
    .check(
      z.refine((lines) => lines.some((l) => l.quantity > 0), { error: () => t`Enter a received quantity above 0 for at least one line.` }),
    ),
});
