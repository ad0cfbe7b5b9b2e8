/** The URLs of the dashboard (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  dashboard: '/dashboard',
} as const;
