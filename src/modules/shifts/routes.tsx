import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadShiftPlanner = () => import('./pages/ShiftPlannerPage').then((m) => m.ShiftPlannerPage);

/** The week planner (issue #14); date-fns and @date-fns/tz load with this page only. */
export const module: AppModule = {
  routes: [{ path: PATHS.shifts, title: 'Shift planning', permission: PERMISSIONS.shiftRead, requireStore: true, load: loadShiftPlanner }],
};
