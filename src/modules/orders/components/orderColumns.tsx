import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/DataTable';
import { PATHS } from '../paths';
import { formatDate, formatMoney } from '@/lib/format';
import { orderTotals, type Totals } from '../totals';
import { ORDER_STATUSES, type Order } from '../types';
import { OrderStatusBadge } from './StatusBadge';

/** A money column of an order's totals, summed over the shown orders in the footer. */
const totalColumn = (
  totals: Totals,
  key: keyof Totals,
  header: string,
  hideBelow?: Column<Order>['hideBelow'],
  sortable = true,
): Column<Order> => ({
  key,
  header,
  align: 'end',
  ...(sortable && { sortValue: (o: Order) => orderTotals(o.lines)[key] }),
  cell: (o) => formatMoney(orderTotals(o.lines)[key], o.currency),
  footer: formatMoney(totals[key]),
  ...(hideBelow && { hideBelow }),
});

/**
 * The columns of the order list in the active language; `totals` (of the shown orders) fill the footer.
 * Made again when the language changes: the memo is keyed on useLingui's `t`, which changes with it.
 */
export function useOrderColumns(nameOf: (supplierId: string) => string, totals: Totals): Column<Order>[] {
  const { t } = useLingui();
  return useMemo<Column<Order>[]>(
    () => [
      { key: 'number', header: t`Number`, sortValue: (o) => o.number, cell: (o) => <Link to={PATHS.order(o.id)}>{o.number}</Link> },
      { key: 'supplier', header: t`Supplier`, sortValue: (o) => nameOf(o.supplierId), cell: (o) => nameOf(o.supplierId) },
      { key: 'date', header: t`Order date`, sortValue: (o) => o.orderDate, cell: (o) => formatDate(o.orderDate), hideBelow: 'lg' },
      {
        key: 'delivery',
        header: t`Expected delivery`,
        sortValue: (o) => o.expectedDeliveryDate || null,
        cell: (o) => formatDate(o.expectedDeliveryDate),
        hideBelow: 'xl',
      },
      {
        key: 'status',
        header: t`Status`,
        sortValue: (o) => ORDER_STATUSES.indexOf(o.status),
        cell: (o) => <OrderStatusBadge status={o.status} />,
      },
      totalColumn(totals, 'net', t`Net`, 'xl'),
      totalColumn(totals, 'vat', t`VAT`, 'xxl', false),
      totalColumn(totals, 'gross', t`Gross`),
    ],
    [t, nameOf, totals],
  );
}
