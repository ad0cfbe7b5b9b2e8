import { msg } from '@lingui/core/macro';
import { report, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { recordPages, storeRoute } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { INVENTORY_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10' };

/**
 * The inventory pages (uPlot is imported by the analysis page only, so it loads with it and
 * nowhere else). `/inventory/:inventoryId` does not swallow `new`, `patch` or `analysis`: the
 * router ranks static segments above dynamic ones.
 */
export const inventoryModule: AppModule = {
  name: 'inventory',
  permissions: [INVENTORY_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['orders', 'products', 'suppliers'],
  routes: [
    ...recordPages(
      { list: PATHS.inventory, create: PATHS.inventoryNew, record: PATHS.inventoryItemRoute },
      { list: msg`Inventory`, create: msg`New inventory item`, record: msg`Inventory item`, back: msg`All inventory items` },
      { read: 'inventory.read', write: 'inventory.write' },
      {
        list: () => import('./pages/InventoryListPage').then((m) => m.InventoryListPage),
        edit: () => import('./pages/InventoryEditPage').then((m) => m.InventoryEditPage),
      },
    ),
    storeRoute(PATHS.inventoryAnalysis, msg`Inventory analysis`, 'inventory.read', () =>
      import('./pages/InventoryAnalysisPage').then((m) => m.InventoryAnalysisPage),
    ),
    storeRoute(PATHS.inventoryPatch, msg`Update inventory`, 'inventory.write', () =>
      import('./pages/InventoryPatchPage').then((m) => m.InventoryPatchPage),
    ),
  ],
  menuGroups: { inventory: { label: msg`Inventory`, icon: ICON, section: 'operations', permission: 'inventory.read', inStore: true } },
  menu: [
    { key: 'overview', label: msg`Overview`, path: PATHS.inventory, group: 'inventory', order: 20 },
    { key: 'analysis', label: msg`Analysis`, path: PATHS.inventoryAnalysis, group: 'inventory', order: 21 },
    { key: 'update', label: msg`Update`, path: PATHS.inventoryPatch, group: 'inventory', order: 22 },
  ],
  shortcuts: [
    { column: 'create', path: PATHS.inventoryNew, order: 5 },
    { column: 'daily-work', path: PATHS.inventoryPatch, order: 1 },
    { column: 'reports', path: PATHS.inventoryAnalysis, order: 3 },
  ],
  // Quick search with the permission of what it reads (the store's inventory list).
  searchSources: [
    {
      key: 'inventory',
      title: msg`Inventory items`,
      permission: 'inventory.read',
      requireStore: true,
      load: () => import('./search').then((m) => m.useInventoryResults),
    },
  ],
  reports: [report(PATHS.inventoryAnalysis, msg`Inventory analysis`, msg`Stock levels, average usage and what runs out soon.`)],
};
