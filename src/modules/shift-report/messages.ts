import { t } from '@lingui/core/macro';

/**
 * The messages of the shift report's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const SHIFT_REPORT_MESSAGES = {
  get weeklyTips() {
    return t`Failed to fetch weekly tips overview`;
  },
};
