/**
 * The time-entries module's public entry: what other modules may use. It uses shifts, stores and
 * staff, never the modules that report on it (module direction: staff, stores ← availability ← shifts
 * ← time-entries ← shift-report ← finance).
 */
export { timeEntriesApi, timeEntryContract, useGetTimeEntryHistoryQuery } from './api';
export { daysOfRange, MAX_REPORT_DAYS } from './dayRange';
export { approvedMinutes, isPlannedShift, pendingMinutes, plannedMinutes, plannedMinutesUntil } from './hours';
export { workedMinutes } from './logic';
export { hoursPerPerson } from './review';
export type { TimeEntry } from './types';
export { useEntriesOfDays } from './useEntriesOfDays';
// Store-local time helpers live in src/lib/storeTime.ts; these names were imported from this module before.
export { DEFAULT_STORE_TIME_ZONE, localDate } from '@/lib/storeTime';
export { PATHS as TIME_ENTRY_PATHS } from './paths';
export { TIME_ENTRY_MESSAGES } from './messages';
