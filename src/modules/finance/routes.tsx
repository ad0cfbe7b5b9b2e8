import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadTipList = () => import('./pages/TipListPage').then((m) => m.TipListPage);
const loadTipEdit = () => import('./pages/TipEditPage').then((m) => m.TipEditPage);
const loadUserFinancialDetails = () => import('./pages/UserFinancialDetailsPage').then((m) => m.UserFinancialDetailsPage);

/** Tips, their distribution and SEPA payout; employee financial details (routes as in routeTable.ts). */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.tips), load: loadTipList },
    { ...routeRule(PATHS.tipNew), load: loadTipEdit },
    { ...routeRule('/tip/:tipId'), load: loadTipEdit },
    { ...routeRule(PATHS.userFinancialDetails), load: loadUserFinancialDetails },
  ],
};
