import { msg } from '@lingui/core/macro';
import { type AppModule, type ModuleIcon } from '@/lib/appModule';
import { globalRoute, recordPages } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { STORE_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M4 10v10h16V10M3 4h18l-1 6H4zM10 20v-6h4v6' };

/** Store management: no store context needed. */
export const storesModule: AppModule = {
  name: 'stores',
  permissions: [STORE_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['working-time'],
  routes: [
    ...recordPages(
      { list: PATHS.stores, create: PATHS.storeNew, record: PATHS.storeRoute },
      { list: msg`Stores`, create: msg`New store`, record: msg`Store`, back: msg`All stores` },
      { read: 'stores.read', write: 'stores.write', record: 'stores.write' },
      {
        list: () => import('./pages/StoreListPage').then((m) => m.StoreListPage),
        edit: () => import('./pages/StoreEditPage').then((m) => m.StoreEditPage),
      },
      { requireStore: false },
    ),
    globalRoute(PATHS.storeFinancialDetails, msg`Store financial details`, 'stores.write', () =>
      import('./pages/StoreFinancialDetailsPage').then((m) => m.StoreFinancialDetailsPage),
    ),
    globalRoute(PATHS.storeShifts, msg`Store shift details`, 'stores.write', () =>
      import('./pages/StoreShiftsPage').then((m) => m.StoreShiftsPage),
    ),
  ],
  menuGroups: { store: { label: msg`Store`, icon: ICON, section: 'administration', permission: 'stores.write', inStore: false } },
  menu: [
    { key: 'list', label: msg`List`, path: PATHS.stores, group: 'store', order: 200 },
    { key: 'financial', label: msg`Financial Details`, path: PATHS.storeFinancialDetails, group: 'store', order: 201 },
    { key: 'shifts', label: msg`Shift Details`, path: PATHS.storeShifts, group: 'store', order: 202 },
  ],
  shortcuts: [{ column: 'create', path: PATHS.storeNew, order: 7 }],
};
