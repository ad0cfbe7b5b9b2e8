import { msg } from '@lingui/core/macro';
import { PATHS } from './paths';
import { report, type AppModule } from '@/lib/appModule';
import { storeRoute } from '@/lib/moduleRoutes';

/** The shift report (`/shifts/report`) with the weekly tips overview. */
export const shiftReportModule: AppModule = {
  name: 'shift-report',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['shifts', 'staff', 'stores', 'time-entries'],
  routes: [
    storeRoute(PATHS.shiftsReport, msg`Shift report`, 'shift.read', () => import('./pages/ShiftReportPage').then((m) => m.ShiftReportPage)),
  ],
  menu: [{ key: 'report', label: msg`Report`, path: PATHS.shiftsReport, group: 'shift', order: 103 }],
  shortcuts: [{ column: 'reports', path: PATHS.shiftsReport, order: 2 }],
  reports: [report(PATHS.shiftsReport, msg`Shift report`, msg`Planned and worked hours per employee for a period.`)],
};
