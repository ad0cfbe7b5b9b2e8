import { z } from 'zod/mini';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { whenValid } from '@/lib/schemaErrors';

/**
 * Purchase order (domain.md), the one source of its shape: answers are checked with
 * `OrderSchema` (the contract guarantees only `id`; every other field is defaulted so a partial
 * record renders with blanks), bodies with `OrderInputSchema` / `OrderUpdateSchema` (the form
 * and the mock alike), and `types.ts` infers the types. Totals are derived (logic.ts), never stored.
 */
export const ORDER_STATUSES = ['draft', 'sent', 'confirmed', 'partially_received', 'received', 'cancelled'] as const;

const text = () => z._default(z.string(), '');
const amount = () => z._default(z.number(), 0);

export const OrderLineSchema = z.object({
  productId: text(),
  /** In purchase units (the product's purchaseUnit). */
  quantity: amount(),
  /** The purchase unit the quantity is counted in (case, box, bottle…). */
  unit: text(),
  /** Price per purchase unit, major units (net). */
  unitPrice: amount(),
  /** Percent, e.g. 7 or 19. */
  vatRate: amount(),
  /** Purchase units received so far. */
  receivedQuantity: amount(),
});

export const OrderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Human order number assigned by the server, e.g. PO-2025-0042. */
  number: text(),
  storeId: text(),
  supplierId: text(),
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
});

export const OrderListSchema = z.array(OrderSchema);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const hasMillis = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) <= 1e-6;

/** A number with its rules in order: the first failing rule's message is shown. */
const numberWith = (typeMessage: string, ...rules: [(v: number) => boolean, string][]) =>
  z.number({ error: typeMessage }).check(...rules.map(([ok, message]) => z.refine<number>(ok, message)));

const nonEmpty = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/** A line as sent on create/update: receivedQuantity defaults to 0. */
export const OrderLineInputSchema = z.object({
  productId: nonEmpty('Choose a product.'),
  quantity: numberWith('Enter a quantity above 0.', [(q) => q > 0, 'Enter a quantity above 0.'], [hasMillis, 'At most 3 decimals.']),
  unit: z._default(z.string(), ''),
  unitPrice: numberWith('Enter a price of 0 or more.', [(p) => p >= 0, 'Enter a price of 0 or more.'], [hasCents, 'At most 2 decimals.']),
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
  lines: z
    .array(OrderLineInputSchema, { error: 'Add at least one product.' })
    .check(
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

/** Body of `PATCH v1/order/status` (spec 3). */
export const OrderStatusUpdateSchema = z.object({
  id: nonEmpty('The order id is required.'),
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status.' }),
});
