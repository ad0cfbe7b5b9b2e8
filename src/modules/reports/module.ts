import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { SHARED_PERMISSIONS } from '@/config/permissions';
import { type AppModule } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

/** `/reports`: the hub the post-login order sends "report read" to; its entries come from the modules. */
export const reportsModule: AppModule = {
  name: 'reports',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [storeRoute(PATHS.reports, msg`Reports`, SHARED_PERMISSIONS.reportsRead, () => import('./pages/ReportListPage').then((m) => m.ReportListPage))],
  shortcuts: [{ column: 'reports', path: PATHS.reports, order: 1 }],
};
