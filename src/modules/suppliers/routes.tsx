import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { pageRoutes, storeSearch, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

// The list's first query, with the arguments the page derives from the URL (urlState.ts).
const prefetchList: RoutePrefetch = ({ dispatch, search }) =>
  Promise.all([import('./api'), import('./urlState'), import('@/components/list/listView')]).then(([{ suppliersApi }, { SUPPLIER_LIST_VIEW }, { readListView }]) => {
    const { q } = readListView(search, SUPPLIER_LIST_VIEW);
    dispatch(q ? suppliersApi.util.prefetch('searchSuppliers', q, {}) : suppliersApi.util.prefetch('getSuppliers', undefined, {}));
  });

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(
    import.meta.glob<PageModule>('./pages/*Page.tsx'),
    { SupplierListPage: [PATHS.suppliers], SupplierEditPage: [PATHS.supplierNew, '/supplier/:supplierId'] },
    { [PATHS.suppliers]: prefetchList },
  ),
  searchSources: [
    storeSearch('suppliers', 'Suppliers', PERMISSIONS.suppliersRead, () =>
      import('./search').then((m) => (query: string) => m.useSupplierResults(query)),
    ),
  ],
};
