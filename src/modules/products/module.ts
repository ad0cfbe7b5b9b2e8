import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { listSearch, recordRoutes, storeRoute, type AppModule } from '@/lib/appModule';

const list = storeRoute(PATHS.products, msg`Products`, P.productsRead, () =>
  import('./pages/ProductListPage').then((m) => m.ProductListPage),
);

/** Products: the list, the edit page (new and one record) and their quick search. */
export const productsModule: AppModule = {
  name: 'products',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['suppliers'],
  routes: [
    list,
    ...recordRoutes(
      { newPath: PATHS.productNew, route: PATHS.productRoute },
      { create: msg`New product`, record: msg`Product`, back: msg`All products` },
      P.productsWrite,
      P.productsRead,
      () => import('./pages/ProductEditPage').then((m) => m.ProductEditPage),
    ),
  ],
  menu: [{ key: 'products', label: msg`Products`, icon: 'box', path: PATHS.products, section: 'operations', order: 50 }],
  searchSources: [listSearch('products', list, () => import('./search').then((m) => m.useProductResults))],
  slots: { supplierProducts: () => import('./components/SupplierProducts').then((m) => m.SupplierProducts) },
};
