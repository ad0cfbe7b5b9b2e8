import { t } from '@lingui/core/macro';

/** The messages of the stock and money side (docs/rules/api.md#message-catalogue): read through MESSAGES (src/config/messages.ts). */

export const financeMessages = {
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
  get weeklyTips() {
    return t`Failed to fetch weekly tips overview`;
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

export const inventoryMessages = {
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

export const ordersMessages = {
  get save() {
    return t`Failed to save order`;
  },
  get fetch() {
    return t`Failed to fetch orders`;
  },
  get updateStatus() {
    return t`Failed to update order status`;
  },
  get delete() {
    return t`Failed to delete order`;
  },
  get receive() {
    return t`Failed to book the delivery`;
  },
  /** A server without the receipt addition (issue #32). */
  get receiptStatusOnly() {
    return t`This server records deliveries as a status only: count the delivered items to update the stock.`;
  },
};

export const invoicesMessages = {
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

export const productsMessages = {
  get save() {
    return t`Failed to save product`;
  },
  get fetch() {
    return t`Failed to fetch products`;
  },
};

export const suppliersMessages = {
  get save() {
    return t`Failed to save supplier`;
  },
  get fetch() {
    return t`Failed to fetch suppliers`;
  },
};
