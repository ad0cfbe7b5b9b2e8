import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { storeRoute, type AppModule } from '@/lib/appModule';

/** `/reports`: the hub the post-login order sends "report read" to; its entries come from the modules. */
export const reportsModule: AppModule = {
  name: 'reports',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [storeRoute(PATHS.reports, msg`Reports`, P.reportsRead, () => import('./pages/ReportListPage').then((m) => m.ReportListPage))],
};
