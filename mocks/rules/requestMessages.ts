import { t } from '@lingui/core/macro';

/**
 * The demo server's refusals of shift requests (issue #45), word for word the requests module's
 * messages (src/modules/requests/messages.ts), so an answer finds its German in that catalogue.
 * Getters: each answer is in the language active when it is written.
 */
export const REQUEST_REFUSALS = {
  get notStaff() {
    return t`You are not on the staff of this store.`;
  },
  get noShiftAccess() {
    return t`You may not work shifts in this store.`;
  },
  get ownShift() {
    return t`This is already your shift.`;
  },
  get notYours() {
    return t`Only the person on a shift can offer it.`;
  },
  get notPublished() {
    return t`Only published shifts can be offered or taken.`;
  },
  get started() {
    return t`This shift has already started.`;
  },
  get timeOff() {
    return t`You have time off that day.`;
  },
  get outsideAvailability() {
    return t`This shift is outside your approved availability.`;
  },
  get overlap() {
    return t`This shift overlaps another shift of yours.`;
  },
  get notOffered() {
    return t`This shift is not offered to anyone.`;
  },
  get alreadyOffered() {
    return t`This shift is already offered.`;
  },
  get notOpen() {
    return t`This request is no longer open.`;
  },
  get notYourRequest() {
    return t`Only the person who made a request can withdraw it.`;
  },
};
