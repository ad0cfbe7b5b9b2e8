import { msg } from '@lingui/core/macro';
import { report, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { recordPages, storeRoute } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { TIP_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M9 10a6 3 0 1 0 0-.01zM3 10v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4M15 8.5c3 .3 6 1.5 6 3v4c0 1.6-2.6 2.9-6 3' };

/** Tips, their distribution and SEPA payout; employee financial details; the staff's own hours and tips. */
export const financeModule: AppModule = {
  name: 'finance',
  permissions: [TIP_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['shift-report', 'shifts', 'staff', 'stores', 'time-entries'],
  routes: [
    ...recordPages(
      { list: PATHS.tips, create: PATHS.tipNew, record: PATHS.tipRoute },
      { list: msg`Tips`, create: msg`New tip`, record: msg`Tip`, back: msg`All tips` },
      { read: 'tip.read', write: 'tip.write', record: 'tip.write' },
      {
        list: () => import('./pages/TipListPage').then((m) => m.TipListPage),
        edit: () => import('./pages/TipEditPage').then((m) => m.TipEditPage),
      },
    ),
    storeRoute(PATHS.userFinancialDetails, msg`Employee details`, 'tip.write', () =>
      import('./pages/UserFinancialDetailsPage').then((m) => m.UserFinancialDetailsPage),
    ),
    storeRoute(PATHS.myTips, msg`My hours and tips`, 'shift.read', () => import('./pages/MyTipsPage').then((m) => m.MyTipsPage)),
  ],
  menuGroups: { finance: { label: msg`Finance`, icon: ICON, section: 'administration', permission: 'tip.read', inStore: true } },
  menu: [
    { key: 'my-tips', label: msg`My hours and tips`, path: PATHS.myTips, group: 'shift', order: 105 },
    { key: 'tips', label: msg`Tips`, path: PATHS.tips, group: 'finance', order: 220 },
    { key: 'employees', label: msg`Employee Details`, path: PATHS.userFinancialDetails, group: 'finance', order: 221 },
  ],
  shortcuts: [
    { column: 'create', path: PATHS.tipNew, order: 6 },
    { column: 'reports', path: PATHS.tips, order: 4 },
  ],
  reports: [report(PATHS.tips, msg`Tip overview`, msg`Tips per day and per employee, ready for the SEPA export.`)],
};
