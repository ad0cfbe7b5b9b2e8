import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadDashboard = () => import('./pages/DashboardPage').then((m) => m.DashboardPage);

/** The dashboard page; path and permission as in routeTable.ts. */
export const module: AppModule = {
  routes: [{ path: PATHS.dashboard, title: 'Dashboard', permission: PERMISSIONS.dashboardRead, requireStore: true, load: loadDashboard }],
};
