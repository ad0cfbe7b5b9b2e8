import { t } from '@lingui/core/macro';

/**
 * The messages of the shifts module's calls (docs/rules/api.md#message-catalogue), word for word: getters,
 * read in the active language where they are shown. They load with the module's pages.
 */
export const SHIFT_MESSAGES = {
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  get stale() {
    return t`This shift was changed by someone else since you opened it.`;
  },
  get create() {
    return t`Failed to create shift`;
  },
  get update() {
    return t`Failed to update shift`;
  },
  get delete() {
    return t`Failed to delete shift`;
  },
  get fetch() {
    return t`Failed to fetch shifts`;
  },
  get generate() {
    return t`Failed to generate shifts`;
  },
  get storeRequiredCreate() {
    return t`Store ID is required to create a shift`;
  },
  get storeRequiredUpdate() {
    return t`Store ID is required to update a shift`;
  },
  get storeRequiredFetch() {
    return t`Store ID is required to fetch shifts`;
  },
  get storeRequiredGenerate() {
    return t`Store ID is required to generate shifts`;
  },
  get noJobId() {
    return t`No jobId returned when starting shift generation`;
  },
  get noResultRef() {
    return t`Job succeeded but no resultRef provided`;
  },
  get timedOut() {
    return t`Shift generation timed out. Please try again later.`;
  },
  get datesRequired() {
    return t`Start date and end date are required`;
  },
  get badResultRef() {
    return t`The result reference of the generation job is not an API path`;
  },
  get resultFromDrafts() {
    return t`This server does not describe its proposal: the draft shifts the job wrote are shown, without unfilled slots or coverage.`;
  },
};
