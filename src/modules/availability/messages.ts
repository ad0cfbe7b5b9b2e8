import { t } from '@lingui/core/macro';

/**
 * The messages of the availability module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const AVAILABILITY_MESSAGES = {
  get submitNotes() {
    return t`Failed to submit user notes`;
  },
  get fetchShiftNotes() {
    return t`Failed to fetch user shift notes`;
  },
};
