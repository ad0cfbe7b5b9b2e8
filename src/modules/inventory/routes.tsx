import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadInventoryList = () => import('./pages/InventoryListPage').then((m) => m.InventoryListPage);
const loadInventoryEdit = () => import('./pages/InventoryEditPage').then((m) => m.InventoryEditPage);
const loadInventoryPatch = () => import('./pages/InventoryPatchPage').then((m) => m.InventoryPatchPage);
// uPlot is imported by this page only, so it loads with it and nowhere else.
const loadInventoryAnalysis = () => import('./pages/InventoryAnalysisPage').then((m) => m.InventoryAnalysisPage);

/**
 * Pages of the inventory module; paths and permissions as in src/app/routeTable.ts.
 * `/inventory/:inventoryId` does not swallow `new`, `patch` or `analysis`: React Router ranks
 * static segments above dynamic ones (tested in routes.test.tsx).
 */
export const module: AppModule = {
  routes: [
    { path: PATHS.inventory, title: 'Inventory', permission: PERMISSIONS.inventoryRead, requireStore: true, load: loadInventoryList },
    {
      path: PATHS.inventoryAnalysis,
      title: 'Inventory analysis',
      permission: PERMISSIONS.inventoryRead,
      requireStore: true,
      load: loadInventoryAnalysis,
    },
    { path: PATHS.inventoryNew, title: 'New inventory item', permission: PERMISSIONS.inventoryWrite, requireStore: true, load: loadInventoryEdit },
    { path: '/inventory/:inventoryId', title: 'Inventory item', permission: PERMISSIONS.inventoryRead, requireStore: true, load: loadInventoryEdit },
    { path: PATHS.inventoryPatch, title: 'Update inventory', permission: PERMISSIONS.inventoryWrite, requireStore: true, load: loadInventoryPatch },
  ],
};
