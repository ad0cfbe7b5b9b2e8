import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** `/reports` (decisions.md): the hub the post-login order sends "report read" to. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), { ReportListPage: [PATHS.reports] }),
};
