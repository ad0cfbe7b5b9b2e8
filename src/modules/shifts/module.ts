import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { storeRoute, type AppModule } from '@/lib/appModule';

/** The week planner; date-fns and @date-fns/tz load with this page only. */
export const shiftsModule: AppModule = {
  name: 'shifts',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['availability', 'staff', 'stores'],
  routes: [
    storeRoute(PATHS.shifts, msg`Shift planning`, P.shiftRead, () => import('./pages/ShiftPlannerPage').then((m) => m.ShiftPlannerPage)),
  ],
  menu: [{ key: 'planning', label: msg`Planning`, path: PATHS.shifts, group: 'shift', order: 100 }],
};
