import { recordPaths } from '@/lib/moduleRoutes';

/** The URLs of the permission pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = recordPaths('permission');
