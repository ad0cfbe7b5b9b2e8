/** The URLs of the availability pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  shiftOwn: '/shift',
  shiftPatch: '/shift/patch',
} as const;
