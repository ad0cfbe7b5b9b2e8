import type { AppModule } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadProductList = () => import('./pages/ProductListPage').then((m) => m.ProductListPage);
const loadProductEdit = () => import('./pages/ProductEditPage').then((m) => m.ProductEditPage);

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.products, title: 'Products', permission: PERMISSIONS.productsRead, requireStore: true, load: loadProductList },
    { path: PATHS.productNew, title: 'New product', permission: PERMISSIONS.productsWrite, requireStore: true, load: loadProductEdit },
    { path: '/product/:productId', title: 'Product', permission: PERMISSIONS.productsWrite, requireStore: true, load: loadProductEdit },
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
