/** The URLs of sales (docs/rules/session.md#store-routes). */
export const PATHS = {
  sales: '/sales',
} as const;
