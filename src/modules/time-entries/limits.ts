export const TIME_ENTRY_LIMITS = {
  /** A clock-in further than this from the shift's planned start asks for a note. */
  noteAfterMinutesOff: 15,
  noteMax: 500,
  /** A manual entry may cover at most one day (and a night). */
  maxEntryHours: 16,
  maxBreakMinutes: 240,
  /** Break punches of one entry (a day has a few; more is not a day's record). */
  maxBreaks: 20,
  /** Tips one person declares for one entry, in euros. */
  maxDeclaredTips: 10_000,
} as const;
