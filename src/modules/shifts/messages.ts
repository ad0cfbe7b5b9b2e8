import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the shifts module's calls (docs/rules/api.md#message-catalogue), word for word, each
 * read in the active language where it is shown (messageTexts). They load with the module's pages.
 */
export const SHIFT_MESSAGES = messageTexts({
  /** The conflict view's sentence after a stale save (a 409): one whole sentence, no noun put into another. */
  stale: msg`This shift was changed by someone else since you opened it.`,
  create: msg`Failed to create shift`,
  update: msg`Failed to update shift`,
  delete: msg`Failed to delete shift`,
  fetch: msg`Failed to fetch shifts`,
  generate: msg`Failed to generate shifts`,
  storeRequiredCreate: msg`Store ID is required to create a shift`,
  storeRequiredUpdate: msg`Store ID is required to update a shift`,
  storeRequiredFetch: msg`Store ID is required to fetch shifts`,
  storeRequiredGenerate: msg`Store ID is required to generate shifts`,
  noJobId: msg`No jobId returned when starting shift generation`,
  noResultRef: msg`Job succeeded but no resultRef provided`,
  timedOut: msg`Shift generation timed out. Please try again later.`,
  datesRequired: msg`Start date and end date are required`,
  badResultRef: msg`The result reference of the generation job is not an API path`,
  resultFromDrafts: msg`This server does not describe its proposal: the draft shifts the job wrote are shown, without unfilled slots or coverage.`,
});
