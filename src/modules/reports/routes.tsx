import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadReportList = () => import('./pages/ReportListPage').then((m) => m.ReportListPage);

/** `/reports` (decisions.md): the hub the post-login order sends "report read" to. */
export const module: AppModule = {
  routes: [
    { path: PATHS.reports, title: 'Reports', permission: PERMISSIONS.reportsRead, requireStore: true, load: loadReportList },
  ],
};
