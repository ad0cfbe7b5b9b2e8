/* eslint-disable lingui/no-unlocalized-strings -- the contract's summaries document the api for developers; no person reads them in the app */
import { z } from 'zod/mini';
import { defineContract } from '@/api/contract';
import {
  INVOICE_STATUSES,
  InvoiceInputSchema,
  InvoiceListSchema,
  InvoicePaymentStatusBodySchema,
  InvoiceSchema,
  InvoiceStatusBodySchema,
  InvoiceUpdateSchema,
} from './schema';

/**
 * Invoice calls of docs/rules/purchasing.md#invoice-calls (invoices are read and written with the orders permissions): path,
 * permission and schemas, written once.
 */
export const invoiceContract = defineContract({
  getInvoices: {
    method: 'GET',
    path: 'v1/invoice/store/{storeId}',
    summary: "List a store's invoices (dates filter the invoice date)",
    access: 'orders.read',
    query: z.object({
      startDate: z.optional(z.string()),
      endDate: z.optional(z.string()),
      status: z.optional(z.enum(INVOICE_STATUSES)),
      supplierId: z.optional(z.string()),
    }),
    response: InvoiceListSchema,
  },
  getInvoice: { method: 'GET', path: 'v1/invoice/{id}', summary: 'One invoice', access: 'orders.read', response: InvoiceSchema },
  createInvoice: {
    method: 'POST',
    path: 'v1/invoice',
    summary: 'Create an invoice (a supplier number is unique per store and supplier: 409)',
    access: 'orders.write',
    body: InvoiceInputSchema,
    response: InvoiceSchema,
  },
  updateInvoice: {
    method: 'PUT',
    path: 'v1/invoice/{id}',
    summary:
      "Update an invoice's fields (an approved invoice is locked: 409; without a due date the supplier's payment terms give it). Answers carry `version` (raised by every accepted change, status and payment moves included); an update sends the `version` it was read at: a stale one answers 409 `{message, current}`. A server that does not version answers none: then none is sent and the last write wins.",
    access: 'orders.write',
    body: InvoiceUpdateSchema,
    response: InvoiceSchema,
  },
  updateInvoiceStatus: {
    method: 'PATCH',
    path: 'v1/invoice/invoices/{id}/status',
    summary:
      'Move the status (the status × payment table, else 409; approval needs supplier, number, date and amount; rejection a rejectionReason; reopening an approved invoice a reason). Recorded in history with who and when',
    access: 'orders.write',
    body: InvoiceStatusBodySchema,
    response: InvoiceSchema,
  },
  updateInvoicePaymentStatus: {
    method: 'PATCH',
    path: 'v1/invoice/invoices/{id}/payment-status',
    summary:
      'Set the payment status (only on an approved invoice, along the allowed moves, else 422). Recorded in history with who and when',
    access: 'orders.write',
    body: InvoicePaymentStatusBodySchema,
    response: InvoiceSchema,
  },
  deleteInvoice: {
    method: 'DELETE',
    path: 'v1/invoice/invoices/{id}',
    summary: 'Delete an invoice (an approved invoice is locked: 409)',
    access: 'orders.write',
    response: null,
  },
  uploadInvoice: {
    method: 'POST',
    path: 'v1/invoice/store/{storeId}/upload',
    summary: 'Upload a PDF, PNG or JPEG (multipart field "file", at most 10 MB): creates an invoice in status uploaded',
    access: 'orders.write',
    body: 'multipart',
    response: InvoiceSchema,
  },
  attachInvoiceFile: {
    method: 'POST',
    path: 'v1/invoice/{id}/files',
    summary:
      'Attach a document to an invoice not yet approved (contract addition): multipart field "file" (PDF, PNG or JPEG, at most ' +
      '10 MB, the upload\'s checks) and optional field "replaces" (a file id of the invoice: that file is replaced); 409 when approved',
    access: 'orders.write',
    body: 'multipart',
    response: InvoiceSchema,
  },
  getInvoiceFile: {
    method: 'GET',
    path: 'v1/invoice/{id}/files/{fileId}',
    summary: "An uploaded document's bytes (contract addition)",
    access: 'orders.read',
    response: 'binary',
    responseType: 'application/pdf, image/png or image/jpeg',
  },
});
