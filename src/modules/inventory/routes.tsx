import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, storeSearch, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

/**
 * Pages of the inventory module; paths and permissions as in src/app/routeTable.ts (uPlot is
 * imported by the analysis page only, so it loads with it and nowhere else).
 * `/inventory/:inventoryId` does not swallow `new`, `patch` or `analysis`: React Router ranks
 * static segments above dynamic ones (tested in routes.test.tsx).
 */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    InventoryListPage: [PATHS.inventory],
    InventoryAnalysisPage: [PATHS.inventoryAnalysis],
    InventoryEditPage: [PATHS.inventoryNew, PATHS.inventoryItemRoute],
    InventoryPatchPage: [PATHS.inventoryPatch],
  }),
  // Quick search with the permission of what it reads (the store's inventory list).
  searchSources: [
    storeSearch('inventory', 'Inventory items', PERMISSIONS.inventoryRead, () =>
      import('./search').then((m) => m.useInventoryResults),
    ),
  ],
};
