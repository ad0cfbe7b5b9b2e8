import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Tips, their distribution and SEPA payout; employee financial details (routes as in routeTable.ts). */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    ...recordPages('Tip', PATHS.tips, PATHS.tipNew, PATHS.tipRoute),
    UserFinancialDetailsPage: [PATHS.userFinancialDetails],
    MyTipsPage: [PATHS.myTips],
  }),
};
