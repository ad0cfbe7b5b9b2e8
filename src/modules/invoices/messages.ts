import { t } from '@lingui/core/macro';

/**
 * The messages of the invoices module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const INVOICE_MESSAGES = {
  get save() {
    return t`Failed to save invoice`;
  },
  get fetch() {
    return t`Failed to fetch invoices`;
  },
  get updateStatus() {
    return t`Failed to update invoice status`;
  },
  get updatePaymentStatus() {
    return t`Failed to update invoice payment status`;
  },
  get delete() {
    return t`Failed to delete invoice`;
  },
  get upload() {
    return t`Failed to upload invoice`;
  },
  /** Ours (issue #32): attaching a document to an existing invoice (contract addition). */
  get attach() {
    return t`Failed to attach the document`;
  },
  get fileMissing() {
    return t`This server does not hand out the documents it keeps, so it cannot be shown here.`;
  },
  get attachMissing() {
    return t`This server cannot attach a document to an existing invoice. Upload the file on the invoice list instead (it becomes a new invoice).`;
  },
};
