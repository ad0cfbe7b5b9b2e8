import { lazy } from 'react';
import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const ProductListPage = lazy(() => import('./pages/ProductListPage').then((m) => ({ default: m.ProductListPage })));
const ProductEditPage = lazy(() => import('./pages/ProductEditPage').then((m) => ({ default: m.ProductEditPage })));

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.products, title: 'Products', permission: PERMISSIONS.productsRead, requireStore: true, page: ProductListPage },
    { path: PATHS.productNew, title: 'New product', permission: PERMISSIONS.productsWrite, requireStore: true, page: ProductEditPage },
    { path: '/product/:productId', title: 'Product', permission: PERMISSIONS.productsWrite, requireStore: true, page: ProductEditPage },
  ],
  searchSources: [
    {
      key: 'products',
      title: 'Products',
      permission: PERMISSIONS.productsRead,
      requireStore: true,
      load: () => import('./search').then((m) => m.useProductResults),
    },
  ],
};
