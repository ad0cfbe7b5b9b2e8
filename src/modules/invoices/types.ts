/** Invoice (domain.md). `status` is the document's life, `paymentStatus` the money: separate. */
export const INVOICE_STATUSES = ['uploaded', 'needs_review', 'approved', 'rejected', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'scheduled', 'partially_paid', 'paid', 'on_hold'] as const;
export const REJECTION_REASONS = ['duplicate', 'unreadable', 'not_an_invoice', 'missing_data', 'other'] as const;
export const DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** An uploaded document. Its bytes: `GET v1/invoice/{id}/files/{fileId}` (contract addition). */
export interface InvoiceFile {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
}

export interface Invoice {
  id: string;
  storeId: string;
  /** '' until the uploaded document has been reviewed. */
  supplierId: string;
  /** The order it bills, or null. */
  orderId: string | null;
  documentType: DocumentType;
  /** '' until reviewed. */
  invoiceNumber: string;
  /** YYYY-MM-DD (an upload starts with the upload day). */
  invoiceDate: string;
  /** YYYY-MM-DD, or '' when not known (then it is never overdue). */
  dueDate: string;
  net: number;
  vat: number;
  gross: number;
  currency: string;
  files: InvoiceFile[];
  notes: string;
  status: InvoiceStatus;
  /** Set when status is rejected, else null. */
  rejectionReason: RejectionReason | null;
  paymentStatus: PaymentStatus;
}

/**
 * Body of `POST v1/invoice` and `PUT v1/invoice/{id}`: the editable fields. Status and payment
 * status move through their own PATCH calls; files only arrive by upload.
 */
export interface InvoiceInput {
  storeId: string;
  supplierId: string;
  orderId: string | null;
  documentType: DocumentType;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  net: number;
  vat: number;
  gross: number;
  currency: string;
  notes: string;
}

/** Filters of `GET v1/invoice/store/{storeId}` (spec 7); empty ones are not sent. */
export interface InvoiceFilters {
  startDate?: string;
  endDate?: string;
  status?: InvoiceStatus;
  supplierId?: string;
}
