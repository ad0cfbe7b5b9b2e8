import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { id, text } from '@/lib/schemaParts';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { whenValid } from '@/lib/schemaErrors';

/**
 * Invoice (docs/rules/purchasing.md#invoices), the one source of its shape: answers are checked with `InvoiceSchema`
 * (the contract guarantees `id`, `invoiceNumber`, `status` and `paymentStatus`; every other
 * field is defaulted so a partial record renders with blanks), bodies with `InvoiceInputSchema`
 * (the form and the mock alike), and `types.ts` infers the types. `status` is the document's
 * life, `paymentStatus` the money: separate.
 */
export const INVOICE_STATUSES = ['uploaded', 'needs_review', 'approved', 'rejected', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'scheduled', 'partially_paid', 'paid', 'on_hold'] as const;
export const REJECTION_REASONS = ['duplicate', 'unreadable', 'not_an_invoice', 'missing_data', 'other'] as const;
const DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;

const amount = () => z._default(z.number(), 0);

/** An uploaded document. Its bytes: `GET v1/invoice/{id}/files/{fileId}` (contract addition). */
const InvoiceFileSchema = z.object({
  id: id(),
  name: text(),
  mimeType: text(),
  /** Bytes. */
  size: amount(),
});

/**
 * One recorded move (issue #12): who moved the status or the payment status, when, from what to
 * what. Kept on the invoice by the server; the creation (upload or manual entry) is a status
 * entry without `from`. A reopened approval carries its `reason`.
 */
const historyBase = {
  /** ISO 8601 instant. */
  at: z.string(),
  userId: text(),
  userName: text(),
};
export const InvoiceHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    ...historyBase,
    kind: z.literal('status'),
    from: z._default(z.nullable(z.enum(INVOICE_STATUSES)), null),
    to: z.enum(INVOICE_STATUSES),
    reason: text(),
  }),
  z.object({
    ...historyBase,
    kind: z.literal('payment'),
    from: z.enum(PAYMENT_STATUSES),
    to: z.enum(PAYMENT_STATUSES),
  }),
]);

export const InvoiceSchema = z.object({
  id: id(),
  storeId: text(),
  /** '' until the uploaded document has been reviewed. */
  supplierId: text(),
  /** The order it bills, or null. */
  orderId: z._default(z.nullable(z.string()), null),
  documentType: z._default(z.enum(DOCUMENT_TYPES), 'invoice'),
  /** '' until reviewed. */
  invoiceNumber: text(),
  /** YYYY-MM-DD (an upload starts with the upload day). */
  invoiceDate: text(),
  /** YYYY-MM-DD, or '' when not known (then it is never overdue). */
  dueDate: text(),
  net: amount(),
  vat: amount(),
  gross: amount(),
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  files: z._default(z.array(InvoiceFileSchema), []),
  notes: text(),
  /** A record without a status is shown as needing review (the server decides every move). */
  status: z._default(z.enum(INVOICE_STATUSES), 'needs_review'),
  /** Set when status is rejected, else null. */
  rejectionReason: z._default(z.nullable(z.enum(REJECTION_REASONS)), null),
  paymentStatus: z._default(z.enum(PAYMENT_STATUSES), 'unpaid'),
  /** Every status and payment move, oldest first (contract addition). */
  history: z._default(z.array(InvoiceHistoryEntrySchema), []),
  /** Raised by the server on every accepted change, sent back with an update (issue #41). Missing: the server does not version, the last write wins. */
  version: z.optional(z.number()),
});

export const InvoiceListSchema = z.array(InvoiceSchema);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
export const cents = (v: number) => Math.round(v * 100);
// Messages are functions: zod asks for them when a check fails, so they read in the language active then.
const MONEY = () => t`Enter an amount of 0 or more with at most 2 decimals.`;
const money = () =>
  z.number({ error: MONEY }).check(z.refine((v) => Number.isFinite(v) && v >= 0 && Math.abs(cents(v) - v * 100) < 1e-6, { error: MONEY }));

/**
 * Body of `POST v1/invoice` and `PUT v1/invoice/{id}`: the editable fields. Status and payment
 * status move through their own PATCH calls; files only arrive by upload. Supplier and number
 * may stay empty while a document is being reviewed (approval asks for them); net + VAT must
 * equal gross to the cent.
 */
export const InvoiceInputSchema = z
  .object({
    storeId: z.string({ error: () => t`A store is required.` }).check(z.minLength(1, { error: () => t`A store is required.` })),
    supplierId: z.string({ error: () => t`Choose a supplier.` }),
    orderId: z._default(z.nullable(z.string({ error: () => t`Choose an order.` })), null),
    documentType: z.enum(DOCUMENT_TYPES, { error: () => t`Choose invoice or credit note.` }),
    invoiceNumber: z
      .string({ error: () => t`Enter the invoice number.` })
      .check(z.maxLength(64, { error: () => t`At most 64 characters.` })),
    invoiceDate: z.string({ error: () => t`Enter the invoice date.` }).check(z.refine(isDate, { error: () => t`Enter the invoice date.` })),
    dueDate: z._default(
      z
        .string({ error: () => t`Enter a valid date.` })
        .check(z.refine((v) => v === '' || isDate(v), { error: () => t`Enter a valid date.` })),
      '',
    ),
    net: money(),
    vat: money(),
    gross: money(),
    currency: z
      .string({ error: () => t`Enter a 3-letter currency code.` })
      .check(z.regex(/^[A-Z]{3}$/, { error: () => t`Enter a 3-letter currency code.` })),
    notes: z._default(z.string({ error: () => t`Notes must be text.` }), ''),
  })
  .check(
    z.refine((i) => i.dueDate === '' || i.dueDate >= i.invoiceDate, {
      error: () => t`The due date cannot be before the invoice date.`,
      path: ['dueDate'],
      when: whenValid('invoiceDate', 'dueDate'),
    }),
    z.refine((i) => cents(i.net) + cents(i.vat) === cents(i.gross), {
      error: () => t`Gross must equal net plus VAT.`,
      path: ['gross'],
      when: whenValid('net', 'vat', 'gross'),
    }),
  );

/**
 * Body of `PUT v1/invoice/{id}`: the input plus the version it was read at (issue #41; a stale one
 * answers 409 with the current invoice). None: the server does not version, the last write wins.
 */
export const InvoiceUpdateSchema = z.extend(InvoiceInputSchema, { version: z.optional(z.number()) });

/**
 * Body of `PATCH v1/invoice/invoices/{id}/status` (contract additions: `rejectionReason` with
 * `rejected`; `reason`, required by the server when an approved invoice is reopened).
 */
export const InvoiceStatusBodySchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: () => t`Unknown status.` }),
    rejectionReason: z.optional(z.enum(REJECTION_REASONS, { error: () => t`Choose why the invoice is rejected.` })),
    reason: z.optional(
      z.string({ error: () => t`The reason must be text.` }).check(z.maxLength(500, { error: () => t`At most 500 characters.` })),
    ),
  })
  .check(
    z.refine((b) => b.status !== 'rejected' || b.rejectionReason !== undefined, {
      error: () => t`Choose why the invoice is rejected.`,
      path: ['rejectionReason'],
      when: whenValid('status', 'rejectionReason'),
    }),
  );

/** Body of `PATCH v1/invoice/invoices/{id}/payment-status`. */
export const InvoicePaymentStatusBodySchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: () => t`Unknown payment status.` }),
});
