import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the finance module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const FINANCE_MESSAGES = messageTexts({
  updateFinancialDetails: msg`Failed to update financial details`,
  exportSepa: msg`Failed to export SEPA file`,
  sepaDownloaded: msg`SEPA file downloaded successfully`,
  /** Ours (docs/rules/api.md#message-catalogue): the original list names no message for the tip list and the tip save. */
  fetchTips: msg`Failed to fetch tips`,
  saveTip: msg`Failed to save tip`,
  /** Ours: the SEPA export that cannot lose money (issues 29, 31). */
  storeDetailsUnreadable: msg`The store’s bank details could not be read, so they are not checked here.`,
  sepaNotChecked: msg`The file the server made does not pass the app’s check. The tips are marked exported: download the file as received and check it before it goes to the bank.`,
  fetchSepaHistory: msg`Failed to fetch the SEPA export history`,
  sepaHistoryUnavailable: msg`The export history is not available on this server: earlier files cannot be downloaded again here.`,
});
