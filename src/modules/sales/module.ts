import { msg } from '@lingui/core/macro';
import { report, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { SALES_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M4 20V10M10 20V4M16 20v-7M22 20H2' };

/** Sales per store and day (typed or imported till totals, projections) and the store's labour target (issue #46). */
export const salesModule: AppModule = {
  name: 'sales',
  permissions: [SALES_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['stores'],
  routes: [storeRoute(PATHS.sales, msg`Sales`, 'sales.read', () => import('./pages/SalesPage').then((m) => m.SalesPage))],
  menu: [{ key: 'sales', label: msg`Sales`, icon: ICON, path: PATHS.sales, section: 'overview', order: 14 }],
  reports: [report(PATHS.sales, msg`Sales`, msg`Till totals per day, typed or imported, with projections and the labour target.`)],
};
