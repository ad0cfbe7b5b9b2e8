import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the order pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = recordPaths('order');
