import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, storeSearch, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    ProductListPage: [PATHS.products],
    ProductEditPage: [PATHS.productNew, '/product/:productId'],
  }),
  searchSources: [
    storeSearch('products', 'Products', PERMISSIONS.productsRead, () =>
      import('./search').then((m) => m.useProductResults),
    ),
  ],
};
