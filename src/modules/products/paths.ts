import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the product pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = recordPaths('product');
