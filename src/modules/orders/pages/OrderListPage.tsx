import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActions } from '@/components/list/RowActions';
import { DataTable, type Column } from '@/components/DataTable';
import { ClearFilters, DateFilter, FilterBar, SelectFilter } from '@/components/list/Filters';
import { countOf, ListCard } from '@/components/list/ListCard';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useSupplierNames } from '@/modules/suppliers/api';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetOrdersQuery, useUpdateOrderStatusMutation } from '../api';
import { OrderStatusBadge } from '../components/StatusBadge';
import { canReceive, filterOrders, isOrderStatus, ORDER_MOVE_LABELS, ORDER_STATUS_LABELS, orderTotals, receivePath, statusOnlyMoves, sumTotals } from '../logic';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../types';

const VIEW = listDefaults({ status: '', supplierId: '', from: '', to: '' }, 'date', 'desc');
const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

/** Orders shown per page: a store has a few hundred over the months. */
const PAGE_SIZE = 50;

export function OrderListPage() {
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan(PERMISSIONS.ordersWrite);
  const view = useListView(VIEW);
  const { filters } = view;

  const query = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const { nameOf, optionsFor } = useSupplierNames();

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
  const totals = sumTotals(rows.map((o) => orderTotals(o.lines)));

  const columns = useMemo<Column<Order>[]>(
    () => [
      { key: 'number', header: 'Number', sortValue: (o) => o.number, cell: (o) => <Link to={PATHS.order(o.id)}>{o.number}</Link> },
      { key: 'supplier', header: 'Supplier', sortValue: (o) => nameOf(o.supplierId), cell: (o) => nameOf(o.supplierId) },
      { key: 'date', header: 'Order date', sortValue: (o) => o.orderDate, cell: (o) => formatDate(o.orderDate), hideBelow: 'lg' },
      {
        key: 'delivery',
        header: 'Expected delivery',
        sortValue: (o) => o.expectedDeliveryDate || null,
        cell: (o) => formatDate(o.expectedDeliveryDate),
        hideBelow: 'xl',
      },
      { key: 'status', header: 'Status', sortValue: (o) => ORDER_STATUSES.indexOf(o.status), cell: (o) => <OrderStatusBadge status={o.status} /> },
      {
        key: 'net',
        header: 'Net',
        align: 'end',
        sortValue: (o) => orderTotals(o.lines).net,
        cell: (o) => formatMoney(orderTotals(o.lines).net, o.currency),
        footer: formatMoney(totals.net),
        hideBelow: 'xl',
      },
      { key: 'vat', header: 'VAT', align: 'end', cell: (o) => formatMoney(orderTotals(o.lines).vat, o.currency), footer: formatMoney(totals.vat), hideBelow: 'xxl' },
      {
        key: 'gross',
        header: 'Gross',
        align: 'end',
        sortValue: (o) => orderTotals(o.lines).gross,
        cell: (o) => formatMoney(orderTotals(o.lines).gross, o.currency),
        footer: formatMoney(totals.gross),
      },
    ],
    [nameOf, totals.net, totals.vat, totals.gross],
  );

  return (
    <>
      <PageHeader title="Orders" actions={canWrite && <LinkButton to={PATHS.orderNew}>New order</LinkButton>} />
      <ListCard
        query={query}
        errorMessage={MESSAGES.orders.fetch}
        isEmpty={rows.length === 0}
        empty={view.filtered ? 'No orders match these filters.' : 'No orders yet in this store.'}
        filters={
          <FilterBar label="Filter orders">
            <SelectFilter id="order-status" label="Status" anyLabel="All statuses" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => view.setFilters({ status })} />
            <SelectFilter
              id="order-supplier"
              label="Supplier"
              anyLabel="All suppliers"
              options={optionsFor((query.data ?? []).map((o) => o.supplierId))}
              value={filters.supplierId}
              onChange={(supplierId) => view.setFilters({ supplierId })}
            />
            <DateFilter id="order-from" label="Ordered from" value={filters.from} max={filters.to} onChange={(from) => view.setFilters({ from })} />
            <DateFilter id="order-to" label="Ordered to" value={filters.to} min={filters.from} onChange={(to) => view.setFilters({ to })} />
            <div className="col-lg-2">
              <ClearFilters disabled={!view.filtered} onClear={view.clear} />
            </div>
          </FilterBar>
        }
      >
        <DataTable
          caption="Purchase orders"
          rows={rows}
          columns={columns}
          {...view.tableSort}
          footerLabel={`Total of ${rows.length} shown`}
          paging={{ page: view.page, size: PAGE_SIZE, label: 'Order pages', onPage: view.setPage }}
          summary={() => countOf(rows.length, 'order')}
          actions={rowActions<Order>(
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
          )}
        />
      </ListCard>
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
