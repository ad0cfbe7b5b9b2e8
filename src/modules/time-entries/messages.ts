import { msg, ph } from '@lingui/core/macro';
import { messageTexts } from '@/lib/i18n/messageTexts';
import { TIME_ENTRY_LIMITS } from './limits';

/**
 * The time entry's messages (the rules of the clock, the manual entry and the review), read in
 * the active language wherever they are used (messageTexts): a message is never frozen at import.
 */
export const TIME_ENTRY_MESSAGES = messageTexts({
  clockIn: msg`Enter a valid start time.`,
  clockOut: msg`Enter a valid end time.`,
  endAfterStart: msg`End must be after start.`,
  tooLong: msg`An entry can cover at most ${ph({ hours: TIME_ENTRY_LIMITS.maxEntryHours })} hours.`,
  breakMinutes: msg`Enter whole break minutes from 0 to ${ph({ max: TIME_ENTRY_LIMITS.maxBreakMinutes })}.`,
  breakTooLong: msg`The break must be shorter than the time worked.`,
  breaks: msg`Each break must end after it starts, within the entry.`,
  declaredTips: msg`Enter declared tips from 0 to ${ph({ max: TIME_ENTRY_LIMITS.maxDeclaredTips })} with at most 2 decimals.`,
  tooManyBreaks: msg`An entry can have at most ${ph({ max: TIME_ENTRY_LIMITS.maxBreaks })} breaks.`,
  /** A manual entry records hours already worked (issue #41): its start and its end are not later than now. */
  startInFuture: msg`The start cannot be later than now: a manual entry records hours already worked.`,
  endInFuture: msg`The end cannot be later than now: a manual entry records hours already worked.`,
  /** The forgotten clock-out (issue #43): the time the person left is not later than now. */
  leftInFuture: msg`The time you left cannot be later than now.`,
  noteRequired: msg`Note is required.`,
  noteMax: msg`Note must be at most ${ph({ max: TIME_ENTRY_LIMITS.noteMax })} characters.`,
  overlap: msg`This overlaps another time entry of this person.`,
  locked: msg`This entry is approved and can no longer be changed here. Ask your manager for a correction.`,
  reviewStatus: msg`A review approves or rejects an entry; a correction without approval leaves it waiting for a decision.`,
  ownEntry: msg`You cannot approve, correct or reject your own time entry: another manager or the owner reviews it.`,
  storeFixed: msg`A time entry stays in the store it was recorded in.`,
  reasonRequired: msg`Reason is required.`,
  storeId: msg`Store ID is required.`,
  dateRequired: msg`Date is required.`,
  startFormat: msg`Enter a start time as HH:mm.`,
  endFormat: msg`Enter an end time as HH:mm.`,
  // The messages of its calls (docs/rules/api.md#message-catalogue), word for word.
  create: msg`Failed to create time entry`,
  fetchHistory: msg`Failed to fetch time entry history`,
  historyDateRequired: msg`Date is required for fetching time entry history`,
  /** Timesheet review (issue 31). */
  review: msg`Failed to save the review of the time entry`,
  approved: msg`Time entries approved.`,
  corrected: msg`Correction saved.`,
  rejected: msg`Time entries rejected.`,
  offline: msg`You are offline. The punch is kept and sent when the connection returns.`,
});
