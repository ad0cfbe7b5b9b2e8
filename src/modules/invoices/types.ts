import type { z } from 'zod/mini';
import type { InvoiceHistoryEntrySchema, InvoiceInputSchema, InvoiceSchema, InvoiceUpdateSchema } from './schema';

export { INVOICE_STATUSES, PAYMENT_STATUSES, REJECTION_REASONS } from './schema';

/** Invoice types, inferred from the schemas (the one source of the shape). */
export type Invoice = z.output<typeof InvoiceSchema>;
export type InvoiceStatus = Invoice['status'];
export type PaymentStatus = Invoice['paymentStatus'];
export type RejectionReason = NonNullable<Invoice['rejectionReason']>;
export type InvoiceInput = z.output<typeof InvoiceInputSchema>;
/** What `PUT v1/invoice/{id}` sends: the input with the version it was read at (none: the last write wins). */
export type InvoiceUpdate = z.output<typeof InvoiceUpdateSchema>;
export type InvoiceHistoryEntry = z.output<typeof InvoiceHistoryEntrySchema>;

/** Filters of `GET v1/invoice/store/{storeId}` (docs/rules/purchasing.md#invoice-calls); empty ones are not sent. */
export interface InvoiceFilters {
  startDate?: string;
  endDate?: string;
  status?: InvoiceStatus;
  supplierId?: string;
}
