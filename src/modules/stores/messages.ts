import { t } from '@lingui/core/macro';

/**
 * The messages of the stores module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const STORE_MESSAGES = {
  get fetch() {
    return t`Failed to fetch stores`;
  },
  get create() {
    return t`Failed to create store`;
  },
  get update() {
    return t`Failed to update store`;
  },
  get delete() {
    return t`Failed to delete store`;
  },
  /** Ours: a store's shift details and financial details (`/store/shifts`, `/store/financial-details`). */
  get fetchShiftDetails() {
    return t`Failed to fetch shift details`;
  },
  get saveShiftDetails() {
    return t`Failed to save shift details`;
  },
  get saveFinancialDetails() {
    return t`Failed to save financial details`;
  },
  /** The store's bank details (the same words as the employees' in the finance module). */
  get fetchFinancialDetails() {
    return t`Failed to fetch financial details`;
  },
};
