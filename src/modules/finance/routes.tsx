import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadTipList = () => import('./pages/TipListPage').then((m) => m.TipListPage);
const loadTipEdit = () => import('./pages/TipEditPage').then((m) => m.TipEditPage);
const loadUserFinancialDetails = () => import('./pages/UserFinancialDetailsPage').then((m) => m.UserFinancialDetailsPage);

/** Tips, their distribution and SEPA payout; employee financial details (routes as in routeTable.ts). */
export const module: AppModule = {
  routes: [
    { path: PATHS.tips, title: 'Tips', permission: PERMISSIONS.tipRead, requireStore: true, load: loadTipList },
    { path: PATHS.tipNew, title: 'New tip', permission: PERMISSIONS.tipWrite, requireStore: true, load: loadTipEdit },
    { path: '/tip/:tipId', title: 'Tip', permission: PERMISSIONS.tipWrite, requireStore: true, load: loadTipEdit },
    { path: PATHS.userFinancialDetails, title: 'Employee details', permission: PERMISSIONS.tipWrite, requireStore: true, load: loadUserFinancialDetails },
  ],
};
