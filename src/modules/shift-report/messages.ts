import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the shift report's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const SHIFT_REPORT_MESSAGES = messageTexts({
  weeklyTips: msg`Failed to fetch weekly tips overview`,
});
