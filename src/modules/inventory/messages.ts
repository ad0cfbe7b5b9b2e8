import { t } from '@lingui/core/macro';

/**
 * The messages of the inventory module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const INVENTORY_MESSAGES = {
  get save() {
    return t`Failed to save inventory item`;
  },
  get update() {
    return t`Failed to update inventory item`;
  },
  get updateAmount() {
    return t`Failed to update inventory amount`;
  },
  get fetch() {
    return t`Failed to fetch inventory items`;
  },
  get delete() {
    return t`Failed to delete inventory item`;
  },
  get fetchHistory() {
    return t`Failed to fetch inventory history`;
  },
  get fetchAverageUsage() {
    return t`Failed to fetch inventory average usage`;
  },
  get historyDateRequired() {
    return t`Date is required for fetching inventory history`;
  },
  /** Ours: the count session (issue #12). */
  get fetchCount() {
    return t`Failed to fetch the open count`;
  },
  get startCount() {
    return t`Failed to start the count`;
  },
  get finishCount() {
    return t`Failed to finish the count`;
  },
  /** A finish whose `PATCH …/amount` failed for some items: the count stays open (issue #32). */
  countNotPosted: (names: readonly string[], reason: string) => {
    const list = names.join(', ');
    return t`Not posted: ${list} (${reason}). The count stays open: Finish count again to post them.`;
  },
  /** A server without the count-session addition (issue #32): said once, quietly. */
  get countOnDevice() {
    return t`This server does not keep counts in progress: the amounts are kept on this device until you finish the count here.`;
  },
};
