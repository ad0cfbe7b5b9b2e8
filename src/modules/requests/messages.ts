import { msg } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';

/**
 * The messages of the requests module's calls, each read in the active language where it is
 * shown. The refusals are the demo server's words (mocks/rules/requestMessages.ts writes the same
 * sentences), so its answers find their German here.
 */
export const REQUEST_MESSAGES = messageTexts({
  fetch: msg`Failed to fetch requests`,
  offer: msg`Failed to offer the shift`,
  claim: msg`Failed to take the shift`,
  withdraw: msg`Failed to withdraw the request`,
  decide: msg`Failed to decide on the request`,
  settings: msg`Failed to save the setting`,
  unavailable: msg`This server does not take shift requests: offers, claims and approvals are not available.`,
  notStaff: msg`You are not on the staff of this store.`,
  noShiftAccess: msg`You may not work shifts in this store.`,
  ownShift: msg`This is already your shift.`,
  notYours: msg`Only the person on a shift can offer it.`,
  notPublished: msg`Only published shifts can be offered or taken.`,
  started: msg`This shift has already started.`,
  timeOff: msg`You have time off that day.`,
  outsideAvailability: msg`This shift is outside your approved availability.`,
  overlap: msg`This shift overlaps another shift of yours.`,
  notOffered: msg`This shift is not offered to anyone.`,
  alreadyOffered: msg`This shift is already offered.`,
  notOpen: msg`This request is no longer open.`,
  notYourRequest: msg`Only the person who made a request can withdraw it.`,
});
