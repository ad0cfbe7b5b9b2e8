import { msg } from '@lingui/core/macro';
import { listSearch, type AppModule, type ModuleIcon } from '@/lib/appModule';
import { recordPages } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { ORDER_PERMISSIONS } from './permissions';

const ICON: ModuleIcon = { path: 'M3 4h2l2.4 11h11L21 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z' };

const routes = recordPages(
  { list: PATHS.orders, create: PATHS.orderNew, record: PATHS.orderRoute },
  { list: msg`Orders`, create: msg`New order`, record: msg`Order`, back: msg`All orders` },
  { read: 'orders.read', write: 'orders.write' },
  {
    list: () => import('./pages/OrderListPage').then((m) => m.OrderListPage),
    edit: () => import('./pages/OrderEditPage').then((m) => m.OrderEditPage),
  },
);

/** Orders: the list, the edit page (new and one record) and their quick search. */
export const ordersModule: AppModule = {
  name: 'orders',
  permissions: [ORDER_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['products', 'suppliers'],
  routes,
  menu: [{ key: 'orders', label: msg`Orders`, icon: ICON, path: PATHS.orders, section: 'operations', order: 60 }],
  shortcuts: [{ column: 'create', path: PATHS.orderNew, order: 1 }],
  // The result opens the order: its form with orders.write, read-only with orders.read.
  searchSources: [listSearch('orders', routes[0], () => import('./search').then((m) => m.useOrderResults))],
};
