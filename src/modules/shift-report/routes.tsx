import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadReport = () => import('./pages/ShiftReportPage').then((m) => m.ShiftReportPage);

/** The shift report (`/shifts/report`) with the weekly tips overview; as in routeTable.ts. */
export const module: AppModule = {
  routes: [{ ...routeRule(PATHS.shiftsReport), load: loadReport }],
};
