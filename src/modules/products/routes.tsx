import type { AppModule } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadProductList = () => import('./pages/ProductListPage').then((m) => m.ProductListPage);
const loadProductEdit = () => import('./pages/ProductEditPage').then((m) => m.ProductEditPage);

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.products), load: loadProductList },
    { ...routeRule(PATHS.productNew), load: loadProductEdit },
    { ...routeRule('/product/:productId'), load: loadProductEdit },
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
