import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { listSearch, recordRoutes, storeRoute, type AppModule } from '@/lib/appModule';

const list = storeRoute(PATHS.orders, msg`Orders`, P.ordersRead, () => import('./pages/OrderListPage').then((m) => m.OrderListPage));

/** Orders: the list, the edit page (new and one record) and their quick search. */
export const ordersModule: AppModule = {
  name: 'orders',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['products', 'suppliers'],
  routes: [
    list,
    ...recordRoutes(
      { newPath: PATHS.orderNew, route: PATHS.orderRoute },
      { create: msg`New order`, record: msg`Order`, back: msg`All orders` },
      P.ordersWrite,
      P.ordersRead,
      () => import('./pages/OrderEditPage').then((m) => m.OrderEditPage),
    ),
  ],
  menu: [{ key: 'orders', label: msg`Orders`, icon: 'cart', path: PATHS.orders, section: 'operations', order: 60 }],
  // The result opens the order: its form with orders.write, read-only with orders.read.
  searchSources: [listSearch('orders', list, () => import('./search').then((m) => m.useOrderResults))],
};
