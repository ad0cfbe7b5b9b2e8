import { msg } from '@lingui/core/macro';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { report, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { globalRoute } from '@/lib/moduleRoutes';
import { PATHS } from './paths';

const ICON: ModuleIcon = { path: 'M3 4h7v7H3zM14 4h7v7h-7zM3 15h7v5H3zM14 15h7v5h-7z' };

/**
 * The owner's overview across stores (issue #46): a report (the spec's reports permission opens it);
 * each figure in it needs its own permission in its store. The dashboard links to it (slot `dashboardLinks`).
 */
export const overviewModule: AppModule = {
  name: 'overview',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['dashboard', 'inventory', 'invoices', 'orders', 'sales', 'shift-report', 'shifts', 'staff', 'stores'],
  routes: [
    globalRoute(PATHS.overview, msg`Overview of all stores`, SHARED_PERMISSIONS.reportsRead, () =>
      import('./pages/OverviewPage').then((m) => m.OverviewPage),
    ),
  ],
  menu: [{ key: 'overview', label: msg`All stores`, icon: ICON, path: PATHS.overview, section: 'overview', order: 12 }],
  reports: [
    report(
      PATHS.overview,
      msg`Overview of all stores`,
      msg`Every store side by side: sales, hours, labour cost, tips, orders, invoices and stock.`,
    ),
  ],
  slots: { dashboardLinks: () => import('./components/OverviewLink').then((m) => m.OverviewLink) },
};
