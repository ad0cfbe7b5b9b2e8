import { t } from '@lingui/core/macro';

/**
 * The messages of the orders module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const ORDER_MESSAGES = {
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  get stale() {
    return t`This order was changed by someone else since you opened it.`;
  },
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
