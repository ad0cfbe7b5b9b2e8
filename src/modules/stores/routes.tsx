import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadStoreList = () => import('./pages/StoreListPage').then((m) => m.StoreListPage);
const loadStoreEdit = () => import('./pages/StoreEditPage').then((m) => m.StoreEditPage);
const loadStoreFinancialDetails = () => import('./pages/StoreFinancialDetailsPage').then((m) => m.StoreFinancialDetailsPage);
const loadStoreShifts = () => import('./pages/StoreShiftsPage').then((m) => m.StoreShiftsPage);

/** Store management (spec 2.3): no store context needed; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.stores), load: loadStoreList },
    { ...routeRule(PATHS.storeNew), load: loadStoreEdit },
    { ...routeRule(PATHS.storeFinancialDetails), load: loadStoreFinancialDetails },
    { ...routeRule(PATHS.storeShifts), load: loadStoreShifts },
    { ...routeRule('/store/:id'), load: loadStoreEdit },
  ],
};
