import { t } from '@lingui/core/macro';

/**
 * The messages of the finance module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const FINANCE_MESSAGES = {
  get fetchFinancialDetails() {
    return t`Failed to fetch financial details`;
  },
  get updateFinancialDetails() {
    return t`Failed to update financial details`;
  },
  get exportSepa() {
    return t`Failed to export SEPA file`;
  },
  get sepaDownloaded() {
    return t`SEPA file downloaded successfully`;
  },
  /** Ours (docs/rules/api.md#message-catalogue): the original list names no message for the tip list and the tip save. */
  get fetchTips() {
    return t`Failed to fetch tips`;
  },
  get saveTip() {
    return t`Failed to save tip`;
  },
  /** Ours: the SEPA export that cannot lose money (issues 29, 31). */
  get storeDetailsUnreadable() {
    return t`The store’s bank details could not be read, so they are not checked here.`;
  },
  get sepaNotChecked() {
    return t`The file the server made does not pass the app’s check. The tips are marked exported: download the file as received and check it before it goes to the bank.`;
  },
  get fetchSepaHistory() {
    return t`Failed to fetch the SEPA export history`;
  },
  get sepaHistoryUnavailable() {
    return t`The export history is not available on this server: earlier files cannot be downloaded again here.`;
  },
};
