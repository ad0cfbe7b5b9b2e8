import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const StoreListPage = lazy(() => import('./pages/StoreListPage').then((m) => ({ default: m.StoreListPage })));
const StoreEditPage = lazy(() => import('./pages/StoreEditPage').then((m) => ({ default: m.StoreEditPage })));
const StoreFinancialDetailsPage = lazy(() =>
  import('./pages/StoreFinancialDetailsPage').then((m) => ({ default: m.StoreFinancialDetailsPage })),
);
const StoreShiftsPage = lazy(() => import('./pages/StoreShiftsPage').then((m) => ({ default: m.StoreShiftsPage })));

/** Store management (spec 2.3): no store context needed; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.stores, title: 'Stores', permission: PERMISSIONS.storesRead, requireStore: false, page: StoreListPage },
    { path: PATHS.storeNew, title: 'New store', permission: PERMISSIONS.storesWrite, requireStore: false, page: StoreEditPage },
    { path: PATHS.storeFinancialDetails, title: 'Store financial details', permission: PERMISSIONS.storesWrite, requireStore: false, page: StoreFinancialDetailsPage },
    { path: PATHS.storeShifts, title: 'Store shift details', permission: PERMISSIONS.storesWrite, requireStore: false, page: StoreShiftsPage },
    { path: '/store/:id', title: 'Store', permission: PERMISSIONS.storesWrite, requireStore: false, page: StoreEditPage },
  ],
};
