import { useMemo, useState } from 'react';
import { getErrorMessage } from '@/api/errors';
import { useAppSelector } from '@/lib/storeHooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActions } from '@/components/list/RowActions';
import { ClearFilters, DateFilter, FilterBar, SelectFilter } from '@/components/list/Filters';
import { countOf } from '@/components/list/ListCard';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/lib/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetOrdersQuery, useUpdateOrderStatusMutation } from '../api';
import { orderColumns } from '../components/orderColumns';
import { canReceive, receivePath } from '../receiving';
import { filterOrders } from '../orderList';
import { isOrderStatus, ORDER_MOVE_LABELS, ORDER_STATUS_LABELS, statusOnlyMoves } from '../orderStatus';
import { orderTotals, sumTotals } from '../totals';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../types';

const VIEW = listDefaults({ status: '', supplierId: '', from: '', to: '' }, 'date', 'desc');
const TEXTS: ListTexts = {
  caption: 'Purchase orders',
  error: MESSAGES.orders.fetch,
  empty: 'No orders yet in this store.',
  noMatch: 'No orders match these filters.',
  pages: 'Order pages',
};
const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

/** Orders shown per page: a store has a few hundred over the months. */
const PAGE_SIZE = 50;

export function OrderListPage() {
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan(PERMISSIONS.ordersWrite);
  const view = useListView(VIEW);
  const { filters } = view;

  const query = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const names = useSupplierNames();
  // The supplier list's name when the user may read it, else the order's own supplierName
  // (contract addition), else the id.
  const { nameOf, optionsFor } = useMemo(() => {
    const carried = new Map((query.data ?? []).flatMap((o) => (o.supplierName ? [[o.supplierId, o.supplierName] as const] : [])));
    const nameOf = (id: string) => {
      const listed = names.nameOf(id);
      return listed === id ? (carried.get(id) ?? id) : listed;
    };
    const optionsFor = (ids: Iterable<string>) =>
      [...new Set(ids)]
        .filter(Boolean)
        .map((id) => ({ value: id, label: nameOf(id) }))
        .sort((a, b) => a.label.localeCompare(b.label));
    return { nameOf, optionsFor };
  }, [names, query.data]);

  const [updateStatus, statusState] = useUpdateOrderStatusMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const move = async (order: Order, status: OrderStatus) => {
    const result = await updateStatus({ id: order.id, status });
    if ('error' in result) notify.error(getErrorMessage(result.error, MESSAGES.orders.updateStatus));
    else notify.success(`Order ${order.number}: ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
  };

  const rows = useMemo(
    () => filterOrders(query.data ?? [], { ...filters, status: isOrderStatus(filters.status) ? filters.status : '' }),
    [query.data, filters],
  );
  const totals = useMemo(() => sumTotals(rows.map((o) => orderTotals(o.lines))), [rows]);

  const columns = useMemo(() => orderColumns(nameOf, totals), [nameOf, totals]);

  const footerLabel = `Total of ${rows.length} shown`;
  const summary = () => countOf(rows.length, 'order');
  const actions = rowActions<Order>(
    canWrite,
    (o) => o.number,
    // Deliveries are booked with their quantities on the order page, never by a status-only move.
    (o) => [
      ...(canReceive(o.status) ? [{ label: 'Receive', ariaLabel: `Receive a delivery: ${o.number}`, to: receivePath(o.id) }] : []),
      ...statusOnlyMoves(o.status).map((to) => ({
        label: ORDER_MOVE_LABELS[to],
        ariaLabel: `${ORDER_MOVE_LABELS[to]}: ${o.number}`,
        variant: to === 'cancelled' ? 'outline-secondary' : 'outline-primary',
        disabled: statusState.isLoading,
        onClick: () => (to === 'cancelled' ? setToCancel(o) : guard(move)(o, to)),
      })),
    ],
    'Status moves',
  );

  return (
    <>
      <PageHeader title="Orders" actions={canWrite && <LinkButton to={PATHS.orderNew}>New order</LinkButton>} />
      <ListTable
        view={view}
        query={query}
        texts={TEXTS}
        rows={rows}
        columns={columns}
        pageSize={PAGE_SIZE}
        actions={actions}
        footerLabel={footerLabel}
        summary={summary}
      >
        <FilterBar label="Filter orders">
          <SelectFilter
            label="Status"
            anyLabel="All statuses"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => view.setFilters({ status })}
          />
          <SelectFilter
            label="Supplier"
            anyLabel="All suppliers"
            options={optionsFor((query.data ?? []).map((o) => o.supplierId))}
            value={filters.supplierId}
            onChange={(supplierId) => view.setFilters({ supplierId })}
          />
          <DateFilter label="Ordered from" value={filters.from} max={filters.to} onChange={(from) => view.setFilters({ from })} />
          <DateFilter label="Ordered to" value={filters.to} min={filters.from} onChange={(to) => view.setFilters({ to })} />
          <ClearFilters column="col-lg-2" disabled={!view.filtered} onClear={view.clear} />
        </FilterBar>
      </ListTable>
      <ConfirmDialog
        show={toCancel !== null}
        title="Cancel order"
        body={toCancel ? `Cancel order ${toCancel.number}? A cancelled order cannot be sent again.` : ''}
        confirmLabel="Cancel order"
        busy={statusState.isLoading}
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (toCancel) guard(async () => move(toCancel, 'cancelled').then(() => setToCancel(null)))();
        }}
      />
    </>
  );
}
