import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Store management (spec 2.3): no store context needed; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    ...recordPages('Store', PATHS.stores, PATHS.storeNew, PATHS.storeRoute),
    StoreFinancialDetailsPage: [PATHS.storeFinancialDetails],
    StoreShiftsPage: [PATHS.storeShifts],
  }),
};
