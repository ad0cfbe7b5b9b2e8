import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** The dashboard page; path and permission as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), { DashboardPage: [PATHS.dashboard] }),
};
