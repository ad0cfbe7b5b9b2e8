import { t } from '@lingui/core/macro';

/**
 * The messages of the suppliers module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const SUPPLIER_MESSAGES = {
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  get stale() {
    return t`This supplier was changed by someone else since you opened it.`;
  },
  get save() {
    return t`Failed to save supplier`;
  },
  get fetch() {
    return t`Failed to fetch suppliers`;
  },
};
