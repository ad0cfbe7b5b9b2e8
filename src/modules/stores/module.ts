import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { globalRoute, recordRoutes, type AppModule } from '@/lib/appModule';

/** Store management: no store context needed. */
export const storesModule: AppModule = {
  name: 'stores',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [
    globalRoute(PATHS.stores, msg`Stores`, P.storesRead, () => import('./pages/StoreListPage').then((m) => m.StoreListPage)),
    ...recordRoutes(
      { newPath: PATHS.storeNew, route: PATHS.storeRoute },
      { create: msg`New store`, record: msg`Store`, back: msg`All stores` },
      P.storesWrite,
      P.storesWrite,
      () => import('./pages/StoreEditPage').then((m) => m.StoreEditPage),
      false,
    ),
    globalRoute(PATHS.storeFinancialDetails, msg`Store financial details`, P.storesWrite, () =>
      import('./pages/StoreFinancialDetailsPage').then((m) => m.StoreFinancialDetailsPage),
    ),
    globalRoute(PATHS.storeShifts, msg`Store shift details`, P.storesWrite, () =>
      import('./pages/StoreShiftsPage').then((m) => m.StoreShiftsPage),
    ),
  ],
  menu: [
    { key: 'list', label: msg`List`, path: PATHS.stores, group: 'store', order: 200 },
    { key: 'financial', label: msg`Financial Details`, path: PATHS.storeFinancialDetails, group: 'store', order: 201 },
    { key: 'shifts', label: msg`Shift Details`, path: PATHS.storeShifts, group: 'store', order: 202 },
  ],
};
