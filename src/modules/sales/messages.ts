import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/** The messages of the sales calls, each read in the active language where it is shown (messageTexts). */
export const SALES_MESSAGES = messageTexts({
  fetch: msg`Failed to fetch sales`,
  save: msg`Failed to save sales`,
  fetchTarget: msg`Failed to fetch the labour target`,
  saveTarget: msg`Failed to save the labour target`,
  unreadable: msg`This file could not be read as CSV.`,
  /** The fallback's reason: a server of the spec alone keeps no sales (docs/contract-additions.md). */
  missing: msg`This server does not keep sales.`,
  /** A figure left blank because the person may not read sales. */
  notPermitted: msg`Needs permission to read sales.`,
});
