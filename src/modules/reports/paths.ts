/** The URLs of the reports hub (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  reports: '/reports',
} as const;
