import { lazy, useMemo } from 'react';
import type { AppModule, SearchResult, SearchSource } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDate } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { useGetOrdersQuery } from './api';
import { matchOrder, ORDER_STATUS_LABELS } from './logic';

const OrderListPage = lazy(() => import('./pages/OrderListPage').then((m) => ({ default: m.OrderListPage })));
const OrderEditPage = lazy(() => import('./pages/OrderEditPage').then((m) => ({ default: m.OrderEditPage })));

const MAX_RESULTS = 8;

/** Quick search over the current store's orders: by order number or supplier name. */
function useOrderResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
  const active = query.trim().length > 0 && Boolean(storeId);
  const orders = useGetOrdersQuery({ storeId: storeId ?? '' }, { skip: !active });
  const suppliers = useGetSuppliersQuery(undefined, { skip: !active });
  const results = useMemo(() => {
    if (!active) return [];
    const names = new Map((suppliers.data ?? []).map((s) => [s.id, s.name]));
    return (orders.data ?? [])
      .filter((o) => matchOrder(o, query, names.get(o.supplierId) ?? ''))
      .slice(0, MAX_RESULTS)
      .map((o) => ({
        id: o.id,
        label: o.number,
        description: `${names.get(o.supplierId) ?? o.supplierId} · ${ORDER_STATUS_LABELS[o.status]} · ${formatDate(o.orderDate)}`,
        to: PATHS.order(o.id),
      }));
  }, [active, orders.data, suppliers.data, query]);
  return { results, isFetching: orders.isFetching || suppliers.isFetching };
}

const orderSearch: SearchSource = {
  key: 'orders',
  title: 'Orders',
  // The result opens the order form, which needs orders.write.
  permission: PERMISSIONS.ordersWrite,
  requireStore: true,
  useResults: useOrderResults,
};

/** Pages and quick-search sources this module adds (paths and permissions: src/app/routeTable.ts). */
export const module: AppModule = {
  routes: [
    { path: PATHS.orders, title: 'Orders', permission: PERMISSIONS.ordersRead, requireStore: true, page: OrderListPage },
    { path: PATHS.orderNew, title: 'New order', permission: PERMISSIONS.ordersWrite, requireStore: true, page: OrderEditPage },
    { path: '/order/:orderId', title: 'Order', permission: PERMISSIONS.ordersWrite, requireStore: true, page: OrderEditPage },
  ],
  searchSources: [orderSearch],
};
