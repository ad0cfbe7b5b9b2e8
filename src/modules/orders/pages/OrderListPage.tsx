import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '@/api/errors';
import { useAppSelector } from '@/lib/storeHooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActions } from '@/components/list/RowActions';
import { ClearFilters, DateFilter, FilterBar, SelectFilter } from '@/components/list/Filters';
import { ListTable, type ListTableProps, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { ORDER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { compareText } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetOrdersQuery, useUpdateOrderStatusMutation } from '../api';
import { useOrderColumns } from '../components/orderColumns';
import { canReceive, receivePath } from '../receiving';
import { filterOrders } from '../orderList';
import { isOrderStatus, movedMessage, ORDER_MOVE_LABELS, ORDER_STATUS_LABELS, statusOnlyMoves } from '../orderStatus';
import { orderTotals, sumTotals } from '../totals';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../types';

const VIEW = listDefaults({ status: '', supplierId: '', from: '', to: '' }, 'date', 'desc');

/** Orders shown per page: a store has a few hundred over the months. */
const PAGE_SIZE = 50;

export function OrderListPage() {
  const { t } = useLingui();
  const texts: ListTexts = {
    caption: t`Purchase orders`,
    error: ORDER_MESSAGES.fetch,
    empty: t`No orders yet in this store.`,
    noMatch: t`No orders match these filters.`,
    pages: t`Order pages`,
  };
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan('orders.write');
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
        .sort((a, b) => compareText(a.label, b.label));
    return { nameOf, optionsFor };
  }, [names, query.data]);

  const [updateStatus, statusState] = useUpdateOrderStatusMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const moveTo = async (order: Order, status: OrderStatus) => {
    const result = await updateStatus({ id: order.id, status });
    if ('error' in result) notify.error(getErrorMessage(result.error, ORDER_MESSAGES.updateStatus));
    else notify.success(movedMessage(order.number, status));
  };

  const rows = useMemo(
    () => filterOrders(query.data ?? [], { ...filters, status: isOrderStatus(filters.status) ? filters.status : '' }),
    [query.data, filters],
  );
  const totals = useMemo(() => sumTotals(rows.map((o) => orderTotals(o.lines))), [rows]);

  const columns = useOrderColumns(nameOf, totals);

  const shownCount = rows.length;
  const footerLabel = t`Total of ${shownCount} shown`;
  const summary = () => plural(shownCount, { one: '# order', other: '# orders' });
  const actions = rowActions<Order>(
    canWrite,
    (o) => o.number,
    // Deliveries are booked with their quantities on the order page, never by a status-only move.
    (o) => {
      const number = o.number;
      return [
        ...(canReceive(o.status) ? [{ label: t`Receive`, ariaLabel: t`Receive a delivery: ${number}`, to: receivePath(o.id) }] : []),
        ...statusOnlyMoves(o.status).map((to) => {
          const move = ORDER_MOVE_LABELS[to];
          return {
            label: move,
            ariaLabel: t`${move}: ${number}`,
            variant: to === 'cancelled' ? 'outline-secondary' : 'outline-primary',
            disabled: statusState.isLoading,
            onClick: () => (to === 'cancelled' ? setToCancel(o) : guard(moveTo)(o, to)),
          };
        }),
      ];
    },
    { header: t`Status moves`, menuLabel: (order) => t`Status moves for ${order}` },
  );

  // The table's props in one value (src/components/list/README.md); the filter bar is its children.
  const table: ListTableProps<Order> = { view, query, texts, rows, columns, pageSize: PAGE_SIZE, actions, footerLabel, summary };
  const cancelNumber = toCancel?.number;
  return (
    <>
      <PageHeader title={t`Orders`} actions={canWrite && <LinkButton to={PATHS.orderNew}>{t`New order`}</LinkButton>} />
      <ListTable {...table}>
        <FilterBar label={t`Filter orders`}>
          <SelectFilter
            label={t`Status`}
            anyLabel={t`All statuses`}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
            value={filters.status}
            onChange={(status) => view.setFilters({ status })}
          />
          <SelectFilter
            label={t`Supplier`}
            anyLabel={t`All suppliers`}
            options={optionsFor((query.data ?? []).map((o) => o.supplierId))}
            value={filters.supplierId}
            onChange={(supplierId) => view.setFilters({ supplierId })}
          />
          <DateFilter label={t`Ordered from`} value={filters.from} max={filters.to} onChange={(from) => view.setFilters({ from })} />
          <DateFilter label={t`Ordered to`} value={filters.to} min={filters.from} onChange={(to) => view.setFilters({ to })} />
          <ClearFilters column="col-lg-2" disabled={!view.filtered} onClear={view.clear} />
        </FilterBar>
      </ListTable>
      <ConfirmDialog
        show={toCancel !== null}
        title={t`Cancel order`}
        body={cancelNumber ? t`Cancel order ${cancelNumber}? A cancelled order cannot be sent again.` : ''}
        confirmLabel={t`Cancel order`}
        busy={statusState.isLoading}
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (toCancel) guard(async () => moveTo(toCancel, 'cancelled').then(() => setToCancel(null)))();
        }}
      />
    </>
  );
}
