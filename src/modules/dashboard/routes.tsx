import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadDashboard = () => import('./pages/DashboardPage').then((m) => m.DashboardPage);

/** The dashboard page; path and permission as in routeTable.ts. */
export const module: AppModule = {
  routes: [{ ...routeRule(PATHS.dashboard), load: loadDashboard }],
};
