import type { AppModule, SearchSource } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadOrderList = () => import('./pages/OrderListPage').then((m) => m.OrderListPage);
const loadOrderEdit = () => import('./pages/OrderEditPage').then((m) => m.OrderEditPage);

const orderSearch: SearchSource = {
  key: 'orders',
  title: 'Orders',
  // The result opens the order: its form with orders.write, read-only with orders.read.
  permission: PERMISSIONS.ordersRead,
  requireStore: true,
  load: () => import('./search').then((m) => m.useOrderResults),
};

/** Pages and quick-search sources this module adds (paths and permissions: src/app/routeTable.ts). */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.orders), load: loadOrderList },
    { ...routeRule(PATHS.orderNew), load: loadOrderEdit },
    { ...routeRule('/order/:orderId'), load: loadOrderEdit },
  ],
  searchSources: [orderSearch],
};
