import type { AppModule, SearchSource } from '@/app/moduleTypes';
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
    { path: PATHS.orders, title: 'Orders', permission: PERMISSIONS.ordersRead, requireStore: true, load: loadOrderList },
    { path: PATHS.orderNew, title: 'New order', permission: PERMISSIONS.ordersWrite, requireStore: true, load: loadOrderEdit },
    // Read-only without orders.write (issue #12 item 5).
    { path: '/order/:orderId', title: 'Order', permission: PERMISSIONS.ordersRead, requireStore: true, load: loadOrderEdit },
  ],
  searchSources: [orderSearch],
};
