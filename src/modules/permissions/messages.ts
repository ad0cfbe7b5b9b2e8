import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the permissions module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const PERMISSION_MESSAGES = messageTexts({
  fetch: msg`Failed to fetch permissions`,
  save: msg`Failed to save permissions`,
});
