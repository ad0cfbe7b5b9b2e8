/** The URLs of the shift requests (docs/rules/session.md#store-routes). */
export const PATHS = {
  queue: '/shifts/requests',
} as const;
