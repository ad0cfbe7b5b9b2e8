import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the store-management pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  ...recordPaths('store', { param: 'id' }),
  storeFinancialDetails: '/store/financial-details',
  storeShifts: '/store/shifts',
} as const;
