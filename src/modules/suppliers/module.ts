import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import { listSearch, type AppModule, type ModuleIcon, type RoutePrefetch } from '@/lib/appModule';
import { recordPages } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { SUPPLIER_PERMISSIONS } from './permissions';

// The list's first query, with the arguments the page derives from the URL (urlState.ts).
const prefetch: RoutePrefetch = ({ dispatch, search }) =>
  Promise.all([import('./api'), import('./urlState'), import('@/components/list/listView')]).then(
    ([{ suppliersApi }, { SUPPLIER_LIST_VIEW }, { readListView }]) => {
      const { q } = readListView(search, SUPPLIER_LIST_VIEW);
      dispatch(q ? suppliersApi.util.prefetch('searchSuppliers', q, {}) : suppliersApi.util.prefetch('getSuppliers', undefined, {}));
    },
  );

const ICON: ModuleIcon = {
  path: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
};

const routes = recordPages(
  { list: PATHS.suppliers, create: PATHS.supplierNew, record: PATHS.supplierRoute },
  { list: msg`Suppliers`, create: msg`New supplier`, record: msg`Supplier`, back: msg`All suppliers` },
  { read: 'suppliers.read', write: 'suppliers.write' },
  {
    list: () => import('./pages/SupplierListPage').then((m) => m.SupplierListPage),
    edit: () => import('./pages/SupplierEditPage').then((m) => m.SupplierEditPage),
  },
  { prefetch },
);

/** Suppliers: the list, the edit page (new and one record) and their quick search. */
export const suppliersModule: AppModule = {
  name: 'suppliers',
  permissions: [SUPPLIER_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  routes,
  menu: [{ key: 'suppliers', label: msg`Suppliers`, icon: ICON, path: PATHS.suppliers, section: 'operations', order: 40 }],
  shortcuts: [{ column: 'create', path: PATHS.supplierNew, order: 3 }],
  searchSources: [listSearch('suppliers', routes[0], () => import('./search').then((m) => (query: string) => m.useSupplierResults(query)))],
};

declare module '@/lib/appModule' {
  interface ModuleSlots {
    /** The products of one supplier, on the supplier's page (lent by products). */
    supplierProducts?: () => Promise<ComponentType<{ supplierId: string }>>;
  }
}
