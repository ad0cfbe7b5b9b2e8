import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadSupplierList = () => import('./pages/SupplierListPage').then((m) => m.SupplierListPage);
const loadSupplierEdit = () => import('./pages/SupplierEditPage').then((m) => m.SupplierEditPage);

// The list's first query, with the arguments the page derives from the URL (urlState.ts).
const prefetchList: RoutePrefetch = ({ dispatch, search }) =>
  Promise.all([import('./api'), import('./urlState'), import('@/components/list/listView')]).then(([{ suppliersApi }, { SUPPLIER_LIST_VIEW }, { readListView }]) => {
    const { q } = readListView(search, SUPPLIER_LIST_VIEW);
    dispatch(q ? suppliersApi.util.prefetch('searchSuppliers', q, {}) : suppliersApi.util.prefetch('getSuppliers', undefined, {}));
  });

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.suppliers), load: loadSupplierList, prefetch: prefetchList },
    { ...routeRule(PATHS.supplierNew), load: loadSupplierEdit },
    { ...routeRule('/supplier/:supplierId'), load: loadSupplierEdit },
  ],
  searchSources: [
    {
      key: 'suppliers',
      title: 'Suppliers',
      permission: PERMISSIONS.suppliersRead,
      requireStore: true,
      load: () => import('./search').then((m) => (query: string) => m.useSupplierResults(query)),
    },
  ],
};
