import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the invoice pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  ...recordPaths('invoice'),
  /** Reading an e-invoice into a draft (issue #47). */
  invoiceIntake: '/invoice/e-invoice',
};
