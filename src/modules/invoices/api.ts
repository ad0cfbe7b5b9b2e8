import { baseApi } from '@/api/baseApi';
import { listTags, onSuccess } from '@/api/tags';
import { isPreviewable } from './logic';
import type {
  Invoice,
  InvoiceFilters,
  InvoiceInput,
  InvoiceStatus,
  PaymentStatus,
  RejectionReason,
} from './types';

export type InvoicesArg = InvoiceFilters & { storeId: string };

export interface UpdateInvoiceArg {
  id: string;
  invoice: InvoiceInput;
}
export interface InvoiceStatusArg {
  id: string;
  status: InvoiceStatus;
  /** Sent only with `rejected` (contract addition; spec 3 names `status` alone). */
  rejectionReason?: RejectionReason;
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
export const invoiceListTag = (storeId: string) => ({ type: 'Invoice' as const, id: `LIST:${storeId}` });

function clean(filters: InvoiceFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params[key] = value;
  }
  return params;
}

/**
 * Invoice calls (spec 7). Every filtered list of a store carries the store's list tag (a change
 * can move an invoice into or out of any filter) plus one tag per invoice. Create, upload and
 * delete refresh the store's lists; an update or status/payment move refreshes that invoice and
 * the store's lists. `onSuccess`: a failure invalidates nothing.
 *
 * The upload is multipart with the field `file`; the body is FormData so the browser sets the
 * multipart Content-Type with its boundary (never set by hand).
 */
export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], InvoicesArg>({
      query: ({ storeId, ...filters }) => ({
        url: `v1/invoice/store/${encodeURIComponent(storeId)}`,
        params: clean(filters),
      }),
      providesTags: (result, _error, { storeId }) => listTags('Invoice', result, `LIST:${storeId}`),
    }),
    getInvoice: build.query<Invoice, string>({
      query: (id) => `v1/invoice/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    createInvoice: build.mutation<Invoice, InvoiceInput>({
      query: (body) => ({ url: 'v1/invoice', method: 'POST', body }),
      invalidatesTags: onSuccess((result) => [invoiceListTag(result.storeId)]),
    }),
    updateInvoice: build.mutation<Invoice, UpdateInvoiceArg>({
      query: ({ id, invoice }) => ({ url: `v1/invoice/${encodeURIComponent(id)}`, method: 'PUT', body: invoice }),
      invalidatesTags: onSuccess((result) => [
        { type: 'Invoice' as const, id: result.id },
        invoiceListTag(result.storeId),
      ]),
    }),
    updateInvoiceStatus: build.mutation<Invoice, InvoiceStatusArg>({
      query: ({ id, status, rejectionReason }) => ({
        url: `v1/invoice/invoices/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: status === 'rejected' && rejectionReason ? { status, rejectionReason } : { status },
      }),
      invalidatesTags: onSuccess((result) => [
        { type: 'Invoice' as const, id: result.id },
        invoiceListTag(result.storeId),
      ]),
    }),
    updateInvoicePaymentStatus: build.mutation<Invoice, InvoicePaymentStatusArg>({
      query: ({ id, paymentStatus }) => ({
        url: `v1/invoice/invoices/${encodeURIComponent(id)}/payment-status`,
        method: 'PATCH',
        body: { paymentStatus },
      }),
      invalidatesTags: onSuccess((result) => [
        { type: 'Invoice' as const, id: result.id },
        invoiceListTag(result.storeId),
      ]),
    }),
    deleteInvoice: build.mutation<null, DeleteInvoiceArg>({
      query: ({ id }) => ({ url: `v1/invoice/invoices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The store's lists; the deleted invoice's own entry is not refetched (it would answer 404).
      invalidatesTags: onSuccess((_result, { storeId }) => [invoiceListTag(storeId)]),
    }),
    uploadInvoice: build.mutation<Invoice, UploadInvoiceArg>({
      query: ({ storeId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `v1/invoice/store/${encodeURIComponent(storeId)}/upload`, method: 'POST', body };
      },
      invalidatesTags: onSuccess((result) => [invoiceListTag(result.storeId)]),
    }),
    /** Contract addition: `GET v1/invoice/{id}/files/{fileId}` answers the uploaded bytes. */
    getInvoiceFile: build.query<InvoiceFileContent, InvoiceFileArg>({
      query: ({ invoiceId, fileId, mimeType }) => ({
        url: `v1/invoice/${encodeURIComponent(invoiceId)}/files/${encodeURIComponent(fileId)}`,
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
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useUpdateInvoiceStatusMutation,
  useUpdateInvoicePaymentStatusMutation,
  useDeleteInvoiceMutation,
  useUploadInvoiceMutation,
  useGetInvoiceFileQuery,
} = invoicesApi;
