import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { listSearch, recordRoutes, storeRoute, type AppModule, type RoutePrefetch } from '@/lib/appModule';

// The list's first query, with the arguments the page derives from the URL (urlState.ts).
const prefetchList: RoutePrefetch = ({ dispatch, search }) =>
  Promise.all([import('./api'), import('./urlState'), import('@/components/list/listView')]).then(
    ([{ suppliersApi }, { SUPPLIER_LIST_VIEW }, { readListView }]) => {
      const { q } = readListView(search, SUPPLIER_LIST_VIEW);
      dispatch(q ? suppliersApi.util.prefetch('searchSuppliers', q, {}) : suppliersApi.util.prefetch('getSuppliers', undefined, {}));
    },
  );

const list = storeRoute(
  PATHS.suppliers,
  msg`Suppliers`,
  P.suppliersRead,
  () => import('./pages/SupplierListPage').then((m) => m.SupplierListPage),
  {
    prefetch: prefetchList,
  },
);

/** Suppliers: the list, the edit page (new and one record) and their quick search. */
export const suppliersModule: AppModule = {
  name: 'suppliers',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [
    list,
    ...recordRoutes(
      { newPath: PATHS.supplierNew, route: PATHS.supplierRoute },
      { create: msg`New supplier`, record: msg`Supplier`, back: msg`All suppliers` },
      P.suppliersWrite,
      P.suppliersRead,
      () => import('./pages/SupplierEditPage').then((m) => m.SupplierEditPage),
    ),
  ],
  menu: [{ key: 'suppliers', label: msg`Suppliers`, icon: 'truck', path: PATHS.suppliers, section: 'operations', order: 40 }],
  searchSources: [listSearch('suppliers', list, () => import('./search').then((m) => (query: string) => m.useSupplierResults(query)))],
};
