import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the stores module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const STORE_MESSAGES = messageTexts({
  fetch: msg`Failed to fetch stores`,
  create: msg`Failed to create store`,
  update: msg`Failed to update store`,
  delete: msg`Failed to delete store`,
  /** Ours: a store's shift details and financial details (`/store/shifts`, `/store/financial-details`). */
  fetchShiftDetails: msg`Failed to fetch shift details`,
  saveShiftDetails: msg`Failed to save shift details`,
  saveFinancialDetails: msg`Failed to save financial details`,
});
