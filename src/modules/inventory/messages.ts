import { msg, t } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the inventory module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const INVENTORY_MESSAGES = messageTexts({
  save: msg`Failed to save inventory item`,
  update: msg`Failed to update inventory item`,
  updateAmount: msg`Failed to update inventory amount`,
  fetch: msg`Failed to fetch inventory items`,
  delete: msg`Failed to delete inventory item`,
  fetchHistory: msg`Failed to fetch inventory history`,
  fetchAverageUsage: msg`Failed to fetch inventory average usage`,
  historyDateRequired: msg`Date is required for fetching inventory history`,
  /** Ours: the count session (issue #12). */
  fetchCount: msg`Failed to fetch the open count`,
  startCount: msg`Failed to start the count`,
  finishCount: msg`Failed to finish the count`,
  /** A finish whose `PATCH …/amount` failed for some items: the count stays open (issue #32). */
  countNotPosted: (names: readonly string[], reason: string) => {
    const list = names.join(', ');
    return t`Not posted: ${list} (${reason}). The count stays open: Finish count again to post them.`;
  },
  /** A server without the count-session addition (issue #32): said once, quietly. */
  countOnDevice: msg`This server does not keep counts in progress: the amounts are kept on this device until you finish the count here.`,
});
