import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the finance pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  ...recordPaths('tip', { list: '/finance/tips' }),
  myTips: '/finance/my-tips',
  userFinancialDetails: '/user-financial-details',
} as const;
