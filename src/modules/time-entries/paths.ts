/** The URLs of the time-entry pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  timeEntryForm: '/time-entry/form',
  timeEntryReview: '/time-entry/review',
} as const;
