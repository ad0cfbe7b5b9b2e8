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
    const max = TIME_ENTRY_LIMITS.maxDeclaredTips;
    return t`Enter declared tips from 0 to ${max} with at most 2 decimals.`;
  },
  get tooManyBreaks() {
    const max = TIME_ENTRY_LIMITS.maxBreaks;
    return t`An entry can have at most ${max} breaks.`;
  },
  /** A manual entry records hours already worked (issue #41): its start and its end are not later than now. */
  get startInFuture() {
    return t`The start cannot be later than now: a manual entry records hours already worked.`;
  },
  get endInFuture() {
    return t`The end cannot be later than now: a manual entry records hours already worked.`;
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
  get reviewStatus() {
    return t`A review approves or rejects an entry; a correction without approval leaves it waiting for a decision.`;
  },
  get ownEntry() {
    return t`You cannot approve, correct or reject your own time entry: another manager or the owner reviews it.`;
  },
  get storeFixed() {
    return t`A time entry stays in the store it was recorded in.`;
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
  // The messages of its calls (docs/rules/api.md#message-catalogue), word for word.
  get create() {
    return t`Failed to create time entry`;
  },
  get fetchHistory() {
    return t`Failed to fetch time entry history`;
  },
  get historyDateRequired() {
    return t`Date is required for fetching time entry history`;
  },
  /** Timesheet review (issue 31). */
  get review() {
    return t`Failed to save the review of the time entry`;
  },
  get approved() {
    return t`Time entries approved.`;
  },
  get corrected() {
    return t`Correction saved.`;
  },
  get rejected() {
    return t`Time entries rejected.`;
  },
  get offline() {
    return t`You are offline. The punch is kept and sent when the connection returns.`;
  },
};
