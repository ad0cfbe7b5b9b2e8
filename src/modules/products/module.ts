import { msg } from '@lingui/core/macro';
import { listSearch, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { recordPages } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { PRODUCT_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M4 8h16v12H4zM3 4h18v4H3zM10 12h4' };

const routes = recordPages(
  { list: PATHS.products, create: PATHS.productNew, record: PATHS.productRoute },
  { list: msg`Products`, create: msg`New product`, record: msg`Product`, back: msg`All products` },
  { read: 'products.read', write: 'products.write' },
  {
    list: () => import('./pages/ProductListPage').then((m) => m.ProductListPage),
    edit: () => import('./pages/ProductEditPage').then((m) => m.ProductEditPage),
  },
);

/** Products: the list, the edit page (new and one record) and their quick search. */
export const productsModule: AppModule = {
  name: 'products',
  permissions: [PRODUCT_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['suppliers'],
  routes,
  menu: [{ key: 'products', label: msg`Products`, icon: ICON, path: PATHS.products, section: 'operations', order: 50 }],
  shortcuts: [{ column: 'create', path: PATHS.productNew, order: 4 }],
  searchSources: [listSearch('products', routes[0], () => import('./search').then((m) => m.useProductResults))],
  slots: { supplierProducts: () => import('./components/SupplierProducts').then((m) => m.SupplierProducts) },
};
