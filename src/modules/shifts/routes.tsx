import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadShiftPlanner = () => import('./pages/ShiftPlannerPage').then((m) => m.ShiftPlannerPage);

/** The week planner (issue #14); date-fns and @date-fns/tz load with this page only. */
export const module: AppModule = {
  routes: [{ ...routeRule(PATHS.shifts), load: loadShiftPlanner }],
};
