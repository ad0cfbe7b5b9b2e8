import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DataTable, sortRows, type Column, type SortState } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDate, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetOrdersQuery, useUpdateOrderStatusMutation } from '../api';
import { OrderStatusBadge } from '../components/StatusBadge';
import { Pager, paginate } from '@/components/Pager';
import { useUrlFilters } from '@/lib/useUrlFilters';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import {
  allowedMoves,
  filterOrders,
  isOrderStatus,
  ORDER_MOVE_LABELS,
  ORDER_STATUS_LABELS,
  orderTotals,
  sumTotals,
  type OrderFilter,
} from '../logic';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../types';

const DEFAULT_SORT: SortState = { key: 'date', direction: 'desc' };

function readFilter(params: URLSearchParams): OrderFilter {
  const status = params.get('status');
  return {
    status: isOrderStatus(status) ? status : '',
    supplierId: params.get('supplierId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** Orders shown per page: a store has a few hundred over the months. */
const PAGE_SIZE = 50;

export function OrderListPage() {
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan(PERMISSIONS.ordersWrite);
  const { params, page, setFilters, setPage, clearFilters } = useUrlFilters();
  const filter = useMemo(() => readFilter(params), [params]);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);

  const query = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const suppliers = useGetSuppliersQuery();
  const supplierName = useMemo(() => {
    const names = new Map((suppliers.data ?? []).map((s) => [s.id, s.name]));
    // Without the supplier list (no permission to read it) the id stands in for the name.
    return (id: string) => names.get(id) ?? (id || '—');
  }, [suppliers.data]);

  const [updateStatus, statusState] = useUpdateOrderStatusMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const setFilter = (patch: Partial<OrderFilter>) => setFilters(patch);


  const move = async (order: Order, status: OrderStatus) => {
    const result = await updateStatus({ id: order.id, status });
    if ('error' in result) notify.error(getErrorMessage(result.error, MESSAGES.orders.updateStatus));
    else notify.success(`Order ${order.number}: ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
  };

  const columns = useMemo<Column<Order>[]>(() => {
    const list: Column<Order>[] = [
      {
        key: 'number',
        header: 'Number',
        sortValue: (o) => o.number,
        cell: (o) => (canWrite ? <Link to={PATHS.order(o.id)}>{o.number}</Link> : o.number),
      },
      { key: 'supplier', header: 'Supplier', sortValue: (o) => supplierName(o.supplierId), cell: (o) => supplierName(o.supplierId) },
      { key: 'date', header: 'Order date', sortValue: (o) => o.orderDate, cell: (o) => formatDate(o.orderDate) },
      {
        key: 'delivery',
        header: 'Expected delivery',
        sortValue: (o) => o.expectedDeliveryDate || null,
        cell: (o) => formatDate(o.expectedDeliveryDate),
      },
      { key: 'status', header: 'Status', sortValue: (o) => ORDER_STATUSES.indexOf(o.status), cell: (o) => <OrderStatusBadge status={o.status} /> },
      { key: 'net', header: 'Net', align: 'end', sortValue: (o) => orderTotals(o.lines).net, cell: (o) => formatMoney(orderTotals(o.lines).net, o.currency) },
      { key: 'vat', header: 'VAT', align: 'end', cell: (o) => formatMoney(orderTotals(o.lines).vat, o.currency) },
      { key: 'gross', header: 'Gross', align: 'end', sortValue: (o) => orderTotals(o.lines).gross, cell: (o) => formatMoney(orderTotals(o.lines).gross, o.currency) },
    ];
    if (canWrite) {
      list.push({
        key: 'actions',
        header: 'Status moves',
        visuallyHiddenHeader: true,
        align: 'end',
        cell: (o) => (
          <div className="d-flex flex-wrap justify-content-end gap-1">
            {allowedMoves(o.status).map((to) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'cancelled' ? 'outline-secondary' : 'outline-primary'}
                disabled={statusState.isLoading}
                aria-label={`${ORDER_MOVE_LABELS[to]}: ${o.number}`}
                onClick={() => (to === 'cancelled' ? setToCancel(o) : guard(move)(o, to))}
              >
                {ORDER_MOVE_LABELS[to]}
              </Button>
            ))}
          </div>
        ),
      });
    }
    return list;
    // move is recreated per render but only reads stable values.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [canWrite, supplierName, statusState.isLoading]);

  const rows = useMemo(() => filterOrders(query.data ?? [], filter), [query.data, filter]);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const shown = paginate(sorted, page, PAGE_SIZE);

  const totals = sumTotals(rows.map((o) => orderTotals(o.lines)));
  const supplierOptions = useMemo(() => {
    const ids = new Set((query.data ?? []).map((o) => o.supplierId));
    return [...ids].map((id) => ({ id, name: supplierName(id) })).sort((a, b) => a.name.localeCompare(b.name));
  }, [query.data, supplierName]);

  const filtered = Boolean(filter.status || filter.supplierId || filter.from || filter.to);

  return (
    <>
      <PageHeader
        title="Orders"
        actions={canWrite && <LinkButton to={PATHS.orderNew}>New order</LinkButton>}
      />
      <Card>
        <Card.Body>
          <Form className="row g-2 mb-3" aria-label="Filter orders" onSubmit={(e) => e.preventDefault()}>
            <div className="col-sm-6 col-lg-3">
              <Form.Label htmlFor="order-status">Status</Form.Label>
              <Form.Select id="order-status" value={filter.status} onChange={(e) => setFilter({ status: e.target.value as OrderStatus | '' })}>
                <option value="">All statuses</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-sm-6 col-lg-3">
              <Form.Label htmlFor="order-supplier">Supplier</Form.Label>
              <Form.Select id="order-supplier" value={filter.supplierId} onChange={(e) => setFilter({ supplierId: e.target.value })}>
                <option value="">All suppliers</option>
                {supplierOptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="order-from">Ordered from</Form.Label>
              <Form.Control id="order-from" type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => setFilter({ from: e.target.value })} />
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="order-to">Ordered to</Form.Label>
              <Form.Control id="order-to" type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => setFilter({ to: e.target.value })} />
            </div>
            <div className="col-lg-2 d-flex align-items-end">
              <Button variant="outline-secondary" className="w-100" disabled={!filtered} onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          </Form>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            errorMessage={MESSAGES.orders.fetch}
            onRetry={() => void query.refetch()}
            isEmpty={rows.length === 0}
            empty={filtered ? 'No orders match these filters.' : 'No orders yet in this store.'}
          >
            <p className="text-body-secondary small mb-2" aria-live="polite">
              {rows.length} {rows.length === 1 ? 'order' : 'orders'}
            </p>
            <DataTable
              caption="Purchase orders"
              rows={shown.rows}
              columns={columns}
              rowKey={(o) => o.id}
              sort={sort}
              onSortChange={setSort}
              footer={
                <tr>
                  <th scope="row" colSpan={5}>
                    Total of {rows.length} shown
                  </th>
                  <td className="text-end fw-semibold">{formatMoney(totals.net)}</td>
                  <td className="text-end fw-semibold">{formatMoney(totals.vat)}</td>
                  <td className="text-end fw-semibold">{formatMoney(totals.gross)}</td>
                  {canWrite && <td />}
                </tr>
              }
            />
            <Pager page={shown.page} pages={shown.pages} label="Order pages" onPage={setPage} />
          </QueryState>
        </Card.Body>
      </Card>
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
