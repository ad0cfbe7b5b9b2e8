import { t } from '@lingui/core/macro';

/**
 * The demo server's refusals of shift requests (issue #45), word for word the requests module's
 * messages (src/modules/requests/messages.ts), so an answer finds its German in that catalogue.
 * Functions: each answer is in the language active when it is written.
 */
export const REQUEST_REFUSALS = {
  notStaff: () => t`You are not on the staff of this store.`,
  noShiftAccess: () => t`You may not work shifts in this store.`,
  ownShift: () => t`This is already your shift.`,
  notYours: () => t`Only the person on a shift can offer it.`,
  notPublished: () => t`Only published shifts can be offered or taken.`,
  started: () => t`This shift has already started.`,
  timeOff: () => t`You have time off that day.`,
  outsideAvailability: () => t`This shift is outside your approved availability.`,
  overlap: () => t`This shift overlaps another shift of yours.`,
  notOffered: () => t`This shift is not offered to anyone.`,
  alreadyOffered: () => t`This shift is already offered.`,
  notOpen: () => t`This request is no longer open.`,
  notYourRequest: () => t`Only the person who made a request can withdraw it.`,
};
