/** The URLs of the owner's overview (docs/rules/session.md#store-routes). */
export const PATHS = {
  overview: '/overview',
} as const;
