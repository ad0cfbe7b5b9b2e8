import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
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
    { ...routeRule(PATHS.inventory), load: loadInventoryList },
    { ...routeRule(PATHS.inventoryAnalysis), load: loadInventoryAnalysis },
    { ...routeRule(PATHS.inventoryNew), load: loadInventoryEdit },
    { ...routeRule('/inventory/:inventoryId'), load: loadInventoryEdit },
    { ...routeRule(PATHS.inventoryPatch), load: loadInventoryPatch },
  ],
  // Quick search with the permission of what it reads (the store's inventory list).
  searchSources: [
    { key: 'inventory', title: 'Inventory items', permission: PERMISSIONS.inventoryRead, requireStore: true, load: () => import('./search').then((m) => m.useInventoryResults) },
  ],
};
