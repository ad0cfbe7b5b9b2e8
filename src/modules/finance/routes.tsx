import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Tips, their distribution and SEPA payout; employee financial details (routes as in routeTable.ts). */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    TipListPage: [PATHS.tips],
    TipEditPage: [PATHS.tipNew, '/tip/:tipId'],
    UserFinancialDetailsPage: [PATHS.userFinancialDetails],
  }),
};
