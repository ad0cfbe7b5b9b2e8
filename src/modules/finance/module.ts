import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { recordRoutes, storeRoute, type AppModule } from '@/lib/appModule';

/** Tips, their distribution and SEPA payout; employee financial details; the staff's own hours and tips. */
export const financeModule: AppModule = {
  name: 'finance',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [
    storeRoute(PATHS.tips, 'Tips', P.tipRead, () => import('./pages/TipListPage').then((m) => m.TipListPage)),
    ...recordRoutes({ newPath: PATHS.tipNew, route: PATHS.tipRoute }, 'Tip', P.tipWrite, P.tipWrite, () =>
      import('./pages/TipEditPage').then((m) => m.TipEditPage),
    ),
    storeRoute(PATHS.userFinancialDetails, 'Employee details', P.tipWrite, () =>
      import('./pages/UserFinancialDetailsPage').then((m) => m.UserFinancialDetailsPage),
    ),
    storeRoute(PATHS.myTips, 'My hours and tips', P.shiftRead, () => import('./pages/MyTipsPage').then((m) => m.MyTipsPage)),
  ],
  menu: [
    { key: 'my-tips', label: 'My hours and tips', path: PATHS.myTips, group: 'shift', order: 105 },
    { key: 'tips', label: 'Tips', path: PATHS.tips, group: 'finance', order: 220 },
    { key: 'employees', label: 'Employee Details', path: PATHS.userFinancialDetails, group: 'finance', order: 221 },
  ],
  reports: [{ path: PATHS.tips, title: 'Tip overview', text: 'Tips per day and per employee, ready for the SEPA export.' }],
};
