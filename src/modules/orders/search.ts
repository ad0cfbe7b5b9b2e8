import { useMemo } from 'react';
import type { SearchResult } from '@/lib/appModule';
import { PATHS } from './paths';
import { formatDate } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useGetOrdersQuery } from './api';
import { matchOrder } from './orderList';
import { ORDER_STATUS_LABELS } from './orderStatus';

const MAX_RESULTS = 8;

/** Quick search over the current store's orders: by order number or supplier name. */
export function useOrderResults(query: string, storeId: string | null): { results: SearchResult[]; isFetching: boolean } {
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
        // Data and labels joined by a separator: no sentence to translate as a whole.
        description: [names.get(o.supplierId) ?? (o.supplierId || '—'), ORDER_STATUS_LABELS[o.status], formatDate(o.orderDate)].join(' · '),
        to: PATHS.order(o.id),
      }));
  }, [active, orders.data, suppliers.data, query]);
  return { results, isFetching: orders.isFetching || suppliers.isFetching };
}
