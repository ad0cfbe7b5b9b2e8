import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { listSearch, pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

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
    recordPages('Supplier', PATHS.suppliers, PATHS.supplierNew, PATHS.supplierRoute),
    { [PATHS.suppliers]: prefetchList },
  ),
  searchSources: [
    listSearch('suppliers', PATHS.suppliers, () =>
      import('./search').then((m) => (query: string) => m.useSupplierResults(query)),
    ),
  ],
};
