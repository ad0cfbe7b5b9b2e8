import type { AppModule } from '@/app/moduleTypes';
import { pageRoutes, storeSearch, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

/** Pages and quick-search sources this module adds (paths and permissions: src/app/routeTable.ts). */
export const module: AppModule = {
  routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
    OrderListPage: [PATHS.orders],
    OrderEditPage: [PATHS.orderNew, '/order/:orderId'],
  }),
  // The result opens the order: its form with orders.write, read-only with orders.read.
  searchSources: [
    storeSearch('orders', 'Orders', PERMISSIONS.ordersRead, () =>
      import('./search').then((m) => m.useOrderResults),
    ),
  ],
};
