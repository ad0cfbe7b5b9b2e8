import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadReportList = () => import('./pages/ReportListPage').then((m) => m.ReportListPage);

/** `/reports` (decisions.md): the hub the post-login order sends "report read" to. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.reports), load: loadReportList },
  ],
};
