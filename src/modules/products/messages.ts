import { t } from '@lingui/core/macro';

/**
 * The messages of the products module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const PRODUCT_MESSAGES = {
  get save() {
    return t`Failed to save product`;
  },
  get fetch() {
    return t`Failed to fetch products`;
  },
};
