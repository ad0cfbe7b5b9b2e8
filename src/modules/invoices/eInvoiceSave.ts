import { t } from '@lingui/core/macro';
import { getErrorMessage } from '@/api/errors';
import { useUpdateInvoiceMutation, useUploadInvoiceMutation } from './api';
import type { EInvoiceDraft } from './einvoice/draft';
import { INVOICE_MESSAGES } from './messages';
import type { InvoiceUpdate } from './types';

export type EInvoiceSaveResult =
  | { ok: true; invoiceId: string }
  /** `invoiceId`: the upload made the invoice (with its file) but its details were not saved: review it there. */
  | { ok: false; message: string; invoiceId?: string };

/** The invoice's notes from the e-invoice: its payment terms and the seller's IBAN, which the invoice has no fields for. */
function notesOf(draft: EInvoiceDraft): string {
  const terms = draft.paymentTerms;
  const iban = draft.iban;
  return [terms && t`Payment terms: ${terms}`, iban && t`Seller's IBAN: ${iban}`].filter(Boolean).join('\n');
}

/** The invoice body a checked e-invoice gives (docs/rules/einvoice.md#the-draft-invoice). */
function invoiceBodyOf(draft: EInvoiceDraft, storeId: string, supplierId: string, version?: number): InvoiceUpdate {
  return {
    storeId,
    supplierId,
    orderId: null,
    documentType: draft.documentType,
    invoiceNumber: draft.invoiceNumber,
    invoiceDate: draft.issueDate,
    dueDate: draft.dueDate,
    net: draft.totals.net ?? 0,
    vat: draft.totals.tax ?? 0,
    gross: draft.totals.gross ?? 0,
    currency: draft.currency,
    notes: notesOf(draft),
    ...(version === undefined ? {} : { version }),
  };
}

/**
 * Saving an e-invoice with the spec's calls: the original file goes up with
 * `POST v1/invoice/store/{storeId}/upload` (the invoice it makes keeps the file), then
 * `PUT v1/invoice/{id}` writes the draft's details onto it.
 */
export function useSaveEInvoice() {
  const [upload, uploadState] = useUploadInvoiceMutation();
  const [update, updateState] = useUpdateInvoiceMutation();
  const save = async (draft: EInvoiceDraft, original: File, storeId: string, supplierId: string): Promise<EInvoiceSaveResult> => {
    const uploaded = await upload({ storeId, file: original });
    if ('error' in uploaded) return { ok: false, message: getErrorMessage(uploaded.error, INVOICE_MESSAGES.upload) };
    const invoiceId = uploaded.data.id;
    const saved = await update({ id: invoiceId, invoice: invoiceBodyOf(draft, storeId, supplierId, uploaded.data.version) });
    if ('error' in saved) return { ok: false, message: getErrorMessage(saved.error, INVOICE_MESSAGES.save), invoiceId };
    return { ok: true, invoiceId };
  };
  return { save, saving: uploadState.isLoading || updateState.isLoading };
}
