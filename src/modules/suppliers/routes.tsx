import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const SupplierListPage = lazy(() => import('./pages/SupplierListPage').then((m) => ({ default: m.SupplierListPage })));
const SupplierEditPage = lazy(() => import('./pages/SupplierEditPage').then((m) => ({ default: m.SupplierEditPage })));

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.suppliers, title: 'Suppliers', permission: PERMISSIONS.suppliersRead, requireStore: true, page: SupplierListPage },
    { path: PATHS.supplierNew, title: 'New supplier', permission: PERMISSIONS.suppliersWrite, requireStore: true, page: SupplierEditPage },
    { path: '/supplier/:supplierId', title: 'Supplier', permission: PERMISSIONS.suppliersWrite, requireStore: true, page: SupplierEditPage },
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
