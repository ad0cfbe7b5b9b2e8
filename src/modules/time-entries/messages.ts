import { t } from '@lingui/core/macro';
import { TIME_ENTRY_LIMITS } from './limits';

/**
 * The time entry's messages (the rules of the clock, the manual entry and the review), read in
 * the active language wherever they are used: getters, so a message is never frozen at import.
 */
export const TIME_ENTRY_MESSAGES = {
  get clockIn() {
    return t`Enter a valid start time.`;
  },
  get clockOut() {
    return t`Enter a valid end time.`;
  },
  get endAfterStart() {
    return t`End must be after start.`;
  },
  get tooLong() {
    const hours = TIME_ENTRY_LIMITS.maxEntryHours;
    return t`An entry can cover at most ${hours} hours.`;
  },
  get breakMinutes() {
    const max = TIME_ENTRY_LIMITS.maxBreakMinutes;
    return t`Enter whole break minutes from 0 to ${max}.`;
  },
  get breakTooLong() {
    return t`The break must be shorter than the time worked.`;
  },
  get breaks() {
    return t`Each break must end after it starts, within the entry.`;
  },
  get declaredTips() {
    return t`Enter an amount of 0 or more with at most 2 decimals.`;
  },
  get noteRequired() {
    return t`Note is required.`;
  },
  get noteMax() {
    const max = TIME_ENTRY_LIMITS.noteMax;
    return t`Note must be at most ${max} characters.`;
  },
  get overlap() {
    return t`This overlaps another time entry of this person.`;
  },
  get locked() {
    return t`This entry is approved and can no longer be changed here. Ask your manager for a correction.`;
  },
  get reasonRequired() {
    return t`Reason is required.`;
  },
  get storeId() {
    return t`Store ID is required.`;
  },
  get dateRequired() {
    return t`Date is required.`;
  },
  get startFormat() {
    return t`Enter a start time as HH:mm.`;
  },
  get endFormat() {
    return t`Enter an end time as HH:mm.`;
  },
};
