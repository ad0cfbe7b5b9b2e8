import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the availability module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const AVAILABILITY_MESSAGES = messageTexts({
  submitNotes: msg`Failed to submit user notes`,
  fetchShiftNotes: msg`Failed to fetch user shift notes`,
});
