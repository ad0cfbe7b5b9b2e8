import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the orders module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const ORDER_MESSAGES = messageTexts({
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  stale: msg`This order was changed by someone else since you opened it.`,
  save: msg`Failed to save order`,
  fetch: msg`Failed to fetch orders`,
  updateStatus: msg`Failed to update order status`,
  delete: msg`Failed to delete order`,
  receive: msg`Failed to book the delivery`,
  /** A server without the receipt addition (issue #32). */
  receiptStatusOnly: msg`This server records deliveries as a status only: count the delivered items to update the stock.`,
});
