import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** The week planner (issue #14); date-fns and @date-fns/tz load with this page only. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), { ShiftPlannerPage: [PATHS.shifts] }),
};
