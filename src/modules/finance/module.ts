import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { recordRoutes, report, storeRoute, type AppModule } from '@/lib/appModule';

/** Tips, their distribution and SEPA payout; employee financial details; the staff's own hours and tips. */
export const financeModule: AppModule = {
  name: 'finance',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['shift-report', 'shifts', 'staff', 'stores', 'time-entries'],
  routes: [
    storeRoute(PATHS.tips, msg`Tips`, P.tipRead, () => import('./pages/TipListPage').then((m) => m.TipListPage)),
    ...recordRoutes(
      { newPath: PATHS.tipNew, route: PATHS.tipRoute },
      { create: msg`New tip`, record: msg`Tip`, back: msg`All tips` },
      P.tipWrite,
      P.tipWrite,
      () => import('./pages/TipEditPage').then((m) => m.TipEditPage),
    ),
    storeRoute(PATHS.userFinancialDetails, msg`Employee details`, P.tipWrite, () =>
      import('./pages/UserFinancialDetailsPage').then((m) => m.UserFinancialDetailsPage),
    ),
    storeRoute(PATHS.myTips, msg`My hours and tips`, P.shiftRead, () => import('./pages/MyTipsPage').then((m) => m.MyTipsPage)),
  ],
  menu: [
    { key: 'my-tips', label: msg`My hours and tips`, path: PATHS.myTips, group: 'shift', order: 105 },
    { key: 'tips', label: msg`Tips`, path: PATHS.tips, group: 'finance', order: 220 },
    { key: 'employees', label: msg`Employee Details`, path: PATHS.userFinancialDetails, group: 'finance', order: 221 },
  ],
  reports: [report(PATHS.tips, msg`Tip overview`, msg`Tips per day and per employee, ready for the SEPA export.`)],
};
