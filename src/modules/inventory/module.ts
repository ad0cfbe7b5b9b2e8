import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { recordRoutes, report, storeRoute, type AppModule } from '@/lib/appModule';

/**
 * The inventory pages (uPlot is imported by the analysis page only, so it loads with it and
 * nowhere else). `/inventory/:inventoryId` does not swallow `new`, `patch` or `analysis`: the
 * router ranks static segments above dynamic ones.
 */
export const inventoryModule: AppModule = {
  name: 'inventory',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['orders', 'products', 'suppliers'],
  routes: [
    storeRoute(PATHS.inventory, msg`Inventory`, P.inventoryRead, () =>
      import('./pages/InventoryListPage').then((m) => m.InventoryListPage),
    ),
    storeRoute(PATHS.inventoryAnalysis, msg`Inventory analysis`, P.inventoryRead, () =>
      import('./pages/InventoryAnalysisPage').then((m) => m.InventoryAnalysisPage),
    ),
    ...recordRoutes(
      { newPath: PATHS.inventoryNew, route: PATHS.inventoryItemRoute },
      { create: msg`New inventory item`, record: msg`Inventory item`, back: msg`All inventory items` },
      P.inventoryWrite,
      P.inventoryRead,
      () => import('./pages/InventoryEditPage').then((m) => m.InventoryEditPage),
    ),
    storeRoute(PATHS.inventoryPatch, msg`Update inventory`, P.inventoryWrite, () =>
      import('./pages/InventoryPatchPage').then((m) => m.InventoryPatchPage),
    ),
  ],
  menu: [
    { key: 'overview', label: msg`Overview`, path: PATHS.inventory, group: 'inventory', order: 20 },
    { key: 'analysis', label: msg`Analysis`, path: PATHS.inventoryAnalysis, group: 'inventory', order: 21 },
    { key: 'update', label: msg`Update`, path: PATHS.inventoryPatch, group: 'inventory', order: 22 },
  ],
  // Quick search with the permission of what it reads (the store's inventory list).
  searchSources: [
    {
      key: 'inventory',
      title: msg`Inventory items`,
      permission: P.inventoryRead,
      requireStore: true,
      load: () => import('./search').then((m) => m.useInventoryResults),
    },
  ],
  reports: [report(PATHS.inventoryAnalysis, msg`Inventory analysis`, msg`Stock levels, average usage and what runs out soon.`)],
};
