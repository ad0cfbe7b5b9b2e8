import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/** The overview's messages, each read in the active language where it is shown (messageTexts). */
export const OVERVIEW_MESSAGES = messageTexts({
  row: msg`Some figures of this store could not be loaded.`,
});
