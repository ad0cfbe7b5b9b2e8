/** The URLs of the shift report (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  shiftsReport: '/shifts/report',
} as const;
