import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { storeRoute, type AppModule } from '@/lib/appModule';

/** The dashboard page. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['finance', 'inventory', 'invoices', 'orders', 'products', 'shifts', 'staff', 'stores', 'time-entries'],
  routes: [
    storeRoute(PATHS.dashboard, msg`Dashboard`, P.dashboardRead, () => import('./pages/DashboardPage').then((m) => m.DashboardPage)),
  ],
  menu: [{ key: 'dashboard', label: msg`Dashboard`, icon: 'dashboard', path: PATHS.dashboard, section: 'overview', order: 10 }],
};
