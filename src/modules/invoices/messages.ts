import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the invoices module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const INVOICE_MESSAGES = messageTexts({
  save: msg`Failed to save invoice`,
  fetch: msg`Failed to fetch invoices`,
  updateStatus: msg`Failed to update invoice status`,
  updatePaymentStatus: msg`Failed to update invoice payment status`,
  delete: msg`Failed to delete invoice`,
  upload: msg`Failed to upload invoice`,
  /** Ours (issue #32): attaching a document to an existing invoice (contract addition). */
  attach: msg`Failed to attach the document`,
  fileMissing: msg`This server does not hand out the documents it keeps, so it cannot be shown here.`,
  attachMissing: msg`This server cannot attach a document to an existing invoice. Upload the file on the invoice list instead (it becomes a new invoice).`,
});
