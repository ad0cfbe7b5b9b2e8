import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadStoreList = () => import('./pages/StoreListPage').then((m) => m.StoreListPage);
const loadStoreEdit = () => import('./pages/StoreEditPage').then((m) => m.StoreEditPage);
const loadStoreFinancialDetails = () => import('./pages/StoreFinancialDetailsPage').then((m) => m.StoreFinancialDetailsPage);
const loadStoreShifts = () => import('./pages/StoreShiftsPage').then((m) => m.StoreShiftsPage);

/** Store management (spec 2.3): no store context needed; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.stores, title: 'Stores', permission: PERMISSIONS.storesRead, requireStore: false, load: loadStoreList },
    { path: PATHS.storeNew, title: 'New store', permission: PERMISSIONS.storesWrite, requireStore: false, load: loadStoreEdit },
    { path: PATHS.storeFinancialDetails, title: 'Store financial details', permission: PERMISSIONS.storesWrite, requireStore: false, load: loadStoreFinancialDetails },
    { path: PATHS.storeShifts, title: 'Store shift details', permission: PERMISSIONS.storesWrite, requireStore: false, load: loadStoreShifts },
    { path: '/store/:id', title: 'Store', permission: PERMISSIONS.storesWrite, requireStore: false, load: loadStoreEdit },
  ],
};
