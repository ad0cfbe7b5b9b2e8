/** The URLs of the shift planner (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  shifts: '/shifts',
} as const;
