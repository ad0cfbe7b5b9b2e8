import type { AppModule } from '@/app/moduleTypes';
import { listSearch, pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

/** Pages and quick-search sources this module adds (paths and permissions: src/app/routeTable.ts). */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), recordPages('Order', PATHS.orders, PATHS.orderNew, PATHS.orderRoute)),
  // The result opens the order: its form with orders.write, read-only with orders.read.
  searchSources: [listSearch('orders', PATHS.orders, () => import('./search').then((m) => m.useOrderResults))],
};
