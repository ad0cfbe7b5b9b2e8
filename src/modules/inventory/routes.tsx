import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const InventoryListPage = lazy(() => import('./pages/InventoryListPage').then((m) => ({ default: m.InventoryListPage })));
const InventoryEditPage = lazy(() => import('./pages/InventoryEditPage').then((m) => ({ default: m.InventoryEditPage })));
const InventoryPatchPage = lazy(() => import('./pages/InventoryPatchPage').then((m) => ({ default: m.InventoryPatchPage })));
// uPlot is imported by this page only, so it loads with it and nowhere else.
const InventoryAnalysisPage = lazy(() =>
  import('./pages/InventoryAnalysisPage').then((m) => ({ default: m.InventoryAnalysisPage })),
);

/**
 * Pages of the inventory module; paths and permissions as in src/app/routeTable.ts.
 * `/inventory/:inventoryId` does not swallow `new`, `patch` or `analysis`: React Router ranks
 * static segments above dynamic ones (tested in routes.test.tsx).
 */
export const module: AppModule = {
  routes: [
    { path: PATHS.inventory, title: 'Inventory', permission: PERMISSIONS.inventoryRead, requireStore: true, page: InventoryListPage },
    {
      path: PATHS.inventoryAnalysis,
      title: 'Inventory analysis',
      permission: PERMISSIONS.inventoryRead,
      requireStore: true,
      page: InventoryAnalysisPage,
    },
    { path: PATHS.inventoryNew, title: 'New inventory item', permission: PERMISSIONS.inventoryWrite, requireStore: true, page: InventoryEditPage },
    { path: '/inventory/:inventoryId', title: 'Inventory item', permission: PERMISSIONS.inventoryWrite, requireStore: true, page: InventoryEditPage },
    { path: PATHS.inventoryPatch, title: 'Update inventory', permission: PERMISSIONS.inventoryWrite, requireStore: true, page: InventoryPatchPage },
  ],
};
