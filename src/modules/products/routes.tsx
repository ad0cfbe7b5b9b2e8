import type { AppModule } from '@/app/moduleTypes';
import { listSearch, pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Pages and quick-search sources this module adds; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(
    import.meta.glob<PageModule>('./pages/*Page.tsx'),
    recordPages('Product', PATHS.products, PATHS.productNew, PATHS.productRoute),
  ),
  searchSources: [listSearch('products', PATHS.products, () => import('./search').then((m) => m.useProductResults))],
};
