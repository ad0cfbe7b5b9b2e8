export const TIME_ENTRY_LIMITS = {
  /** A clock-in further than this from the shift's planned start asks for a note. */
  noteAfterMinutesOff: 15,
  noteMax: 500,
  /** A manual entry may cover at most one day (and a night). */
  maxEntryHours: 16,
  maxBreakMinutes: 240,
} as const;
