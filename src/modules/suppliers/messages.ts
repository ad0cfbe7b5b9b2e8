import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the suppliers module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const SUPPLIER_MESSAGES = messageTexts({
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  stale: msg`This supplier was changed by someone else since you opened it.`,
  save: msg`Failed to save supplier`,
  fetch: msg`Failed to fetch suppliers`,
});
