import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const TipListPage = lazy(() => import('./pages/TipListPage').then((m) => ({ default: m.TipListPage })));
const TipEditPage = lazy(() => import('./pages/TipEditPage').then((m) => ({ default: m.TipEditPage })));
const UserFinancialDetailsPage = lazy(() =>
  import('./pages/UserFinancialDetailsPage').then((m) => ({ default: m.UserFinancialDetailsPage })),
);

/** Tips, their distribution and SEPA payout; employee financial details (routes as in routeTable.ts). */
export const module: AppModule = {
  routes: [
    { path: PATHS.tips, title: 'Tips', permission: PERMISSIONS.tipRead, requireStore: true, page: TipListPage },
    { path: PATHS.tipNew, title: 'New tip', permission: PERMISSIONS.tipWrite, requireStore: true, page: TipEditPage },
    { path: '/tip/:tipId', title: 'Tip', permission: PERMISSIONS.tipWrite, requireStore: true, page: TipEditPage },
    {
      path: PATHS.userFinancialDetails,
      title: 'Employee details',
      permission: PERMISSIONS.tipWrite,
      requireStore: true,
      page: UserFinancialDetailsPage,
    },
  ],
};
