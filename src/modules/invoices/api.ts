import { request } from '@/api/contract';
import { asBody, contractMutation, contractQuery } from '@/api/endpoint';
import { baseApi } from '@/api/baseApi';
import { recordTags, storeListTag, storeListTags } from '@/api/tags';
import { isPreviewable } from './uploads';
import type { Invoice, InvoiceFilters, InvoiceInput, InvoiceStatus, InvoiceUpdate, PaymentStatus, RejectionReason } from './types';

export type InvoicesArg = InvoiceFilters & { storeId: string };

export interface UpdateInvoiceArg {
  id: string;
  invoice: InvoiceUpdate;
}
export interface InvoiceStatusArg {
  id: string;
  status: InvoiceStatus;
  /** Sent only with `rejected` (contract addition; docs/rules/purchasing.md#invoice-statuses names `status` alone). */
  rejectionReason?: RejectionReason;
  /** Why an approved invoice is reopened (contract addition; required for that move). */
  reason?: string;
}
export interface InvoicePaymentStatusArg {
  id: string;
  paymentStatus: PaymentStatus;
}
export interface DeleteInvoiceArg {
  id: string;
  storeId: string;
}
export interface UploadInvoiceArg {
  storeId: string;
  file: File;
}
export interface AttachFileArg {
  invoice: Pick<Invoice, 'id' | 'storeId'>;
  file: File;
  /** The file it replaces; none adds it as another document. */
  replaces?: string;
}
export interface InvoiceFileArg {
  invoiceId: string;
  fileId: string;
  /** The type the invoice record names for this file: the only type the bytes may be shown as. */
  mimeType: string;
}
/**
 * An uploaded file's bytes as an object URL; revoked when the cache entry goes. The blob's type
 * never comes from the server's Content-Type: it is the record's type when the bytes carry
 * that type's signature (`previewable`), else `application/octet-stream` (download only), so a
 * document can never run script in the app's origin.
 */
export interface InvoiceFileContent {
  url: string;
  previewable: boolean;
}

/** List tag of one store's invoices: every filtered list of that store carries it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag, not a text
export const invoiceListTag = storeListTag('Invoice');

import { invoiceContract } from './contract';

/** The tag types this module declares (src/api/tags.ts). */
declare module '@/api/tags' {
  interface TagTypes {
    Invoice: true;
  }
}
export { invoiceContract };
const C = invoiceContract;

/** What a change of an invoice refreshes: the invoice and its store's lists. */
const invoiceTags = (invoice: Invoice) => [{ type: 'Invoice' as const, id: invoice.id }, invoiceListTag(invoice.storeId)];

/**
 * Invoice calls (docs/rules/purchasing.md#invoice-calls). Every filtered list of a store carries the store's list tag (a change
 * can move an invoice into or out of any filter) plus one tag per invoice. Create, upload and
 * delete refresh the store's lists; an update or status/payment move refreshes that invoice and
 * the store's lists. `onSuccess`: a failure invalidates nothing.
 *
 * The upload is multipart with the field `file`; the body is FormData so the browser sets the
 * multipart Content-Type with its boundary (never set by hand).
 */
export const invoicesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Invoice'] as const }).injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], InvoicesArg>(
      contractQuery(C.getInvoices, {
        request: ({ storeId, ...filters }) => ({ path: { storeId }, query: filters }),
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag, not a text
        provides: storeListTags('Invoice'),
      }),
    ),
    getInvoice: build.query<Invoice, string>(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an api tag, not a text
      contractQuery(C.getInvoice, { request: (id) => ({ path: { id } }), provides: recordTags('Invoice') }),
    ),
    createInvoice: build.mutation<Invoice, InvoiceInput>(
      contractMutation(C.createInvoice, { request: asBody, invalidates: (result) => [invoiceListTag(result.storeId)] }),
    ),
    updateInvoice: build.mutation<Invoice, UpdateInvoiceArg>(
      contractMutation(C.updateInvoice, { request: ({ id, invoice }) => ({ path: { id }, body: invoice }), invalidates: invoiceTags }),
    ),
    updateInvoiceStatus: build.mutation<Invoice, InvoiceStatusArg>(
      contractMutation(C.updateInvoiceStatus, {
        request: ({ id, status, rejectionReason, reason }) => ({
          path: { id },
          body: {
            status,
            ...(status === 'rejected' && rejectionReason ? { rejectionReason } : {}),
            ...(reason?.trim() ? { reason: reason.trim() } : {}),
          },
        }),
        invalidates: invoiceTags,
      }),
    ),
    updateInvoicePaymentStatus: build.mutation<Invoice, InvoicePaymentStatusArg>(
      contractMutation(C.updateInvoicePaymentStatus, {
        request: ({ id, paymentStatus }) => ({ path: { id }, body: { paymentStatus } }),
        invalidates: invoiceTags,
      }),
    ),
    // The store's lists; the deleted invoice's own entry is not refetched (it would answer 404).
    deleteInvoice: build.mutation<null, DeleteInvoiceArg>(
      contractMutation(C.deleteInvoice, {
        request: ({ id }) => ({ path: { id } }),
        invalidates: (_result, { storeId }) => [invoiceListTag(storeId)],
      }),
    ),
    uploadInvoice: build.mutation<Invoice, UploadInvoiceArg>(
      contractMutation(C.uploadInvoice, {
        request: ({ storeId, file }) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return { path: { storeId }, body };
        },
        invalidates: (result) => [invoiceListTag(result.storeId)],
      }),
    ),
    attachInvoiceFile: build.mutation<Invoice, AttachFileArg>(
      contractMutation(C.attachInvoiceFile, {
        request: ({ invoice, file, replaces }) => {
          const body = new FormData();
          body.append('file', file, file.name);
          if (replaces) body.append('replaces', replaces);
          return { path: { id: invoice.id }, body };
        },
        invalidates: invoiceTags,
      }),
    ),
    /** Contract addition: `GET v1/invoice/{id}/files/{fileId}` answers the uploaded bytes. */
    getInvoiceFile: build.query<InvoiceFileContent, InvoiceFileArg>({
      query: ({ invoiceId, fileId, mimeType }) => ({
        ...request(C.getInvoiceFile, { path: { id: invoiceId, fileId } }),
        responseHandler: async (response) => {
          if (!response.ok) return (await response.json().catch(() => null)) as unknown;
          const bytes = new Uint8Array(await response.arrayBuffer());
          const previewable = isPreviewable(mimeType, bytes);
          const blob = new Blob([bytes], { type: previewable ? mimeType : 'application/octet-stream' });
          return { url: URL.createObjectURL(blob), previewable };
        },
      }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data.url);
        } catch {
          // the entry went before any data arrived: nothing to revoke
        }
      },
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceFileQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useUpdateInvoiceStatusMutation,
  useUpdateInvoicePaymentStatusMutation,
  useDeleteInvoiceMutation,
  useUploadInvoiceMutation,
  useAttachInvoiceFileMutation,
} = invoicesApi;
