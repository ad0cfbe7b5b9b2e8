import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadReport = () => import('./pages/ShiftReportPage').then((m) => m.ShiftReportPage);

/** The shift report (`/shifts/report`) with the weekly tips overview; as in routeTable.ts. */
export const module: AppModule = {
  routes: [{ path: PATHS.shiftsReport, title: 'Shift report', permission: PERMISSIONS.shiftRead, requireStore: true, load: loadReport }],
};
