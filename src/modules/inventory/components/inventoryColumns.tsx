import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/DataTable';
import { PATHS } from '../paths';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import type { InventoryRow } from '../inventoryList';
import { STOCK_STATE_LABELS } from '../stockLevels';
import { storageAreaLabel } from '../storageAreas';
import type { StockState } from '../types';
import { unitLabel } from '@/modules/products';

const STATE_RANK: Record<StockState, number> = { out: 0, low: 1, ok: 2 };
const STATE_BADGE: Record<StockState, string> = {
  ok: 'bg-success-subtle text-success-emphasis',
  low: 'bg-warning-subtle text-warning-emphasis',
  out: 'bg-danger-subtle text-danger-emphasis',
};

/**
 * The columns of the inventory list in the active language; `nameOf` names an item's supplier (or shows its id).
 * Made again when the language changes: the memo is keyed on useLingui's `t`, which changes with it.
 */
export function useInventoryColumns(nameOf: (supplierId: string | null | undefined) => string): Column<InventoryRow>[] {
  const { t } = useLingui();
  return useMemo<Column<InventoryRow>[]>(
    () => [
      {
        key: 'name',
        header: t`Name`,
        sortValue: (r) => r.item.name,
        cell: ({ item }) => (
          <>
            <Link to={PATHS.inventoryItem(item.id)}>{item.name}</Link>
            {!item.active && <span className="ms-2 small text-body-secondary">{t`(inactive)`}</span>}
          </>
        ),
      },
      { key: 'category', header: t`Category`, sortValue: (r) => r.item.category, cell: (r) => r.item.category, hideBelow: 'xxl' },
      {
        key: 'storageArea',
        header: t`Storage area`,
        sortValue: (r) => r.item.storageArea,
        cell: (r) => storageAreaLabel(r.item.storageArea),
        hideBelow: 'lg',
      },
      { key: 'supplier', header: t`Supplier`, cell: (r) => nameOf(r.item.supplierId), hideBelow: 'xxl' },
      {
        key: 'amount',
        header: t({ message: `Amount`, context: `stock quantity` }),
        align: 'end',
        sortValue: (r) => r.item.amount,
        cell: (r) => `${formatNumber(r.item.amount)} ${unitLabel(r.item.unit)}`,
      },
      {
        key: 'par',
        header: t`Min / par`,
        align: 'end',
        cell: (r) => `${formatNumber(r.item.minAmount)} / ${formatNumber(r.item.parLevel)}`,
        hideBelow: 'xl',
      },
      {
        key: 'state',
        header: t`State`,
        sortValue: (r) => (r.state ? STATE_RANK[r.state] : undefined),
        cell: (r) => (r.state ? <span className={`badge ${STATE_BADGE[r.state]}`}>{STOCK_STATE_LABELS[r.state]}</span> : '—'),
      },
      { key: 'value', header: t`Value`, align: 'end', sortValue: (r) => r.value, cell: (r) => formatMoney(r.value), hideBelow: 'md' },
      {
        key: 'lastCountedAt',
        header: t`Last counted`,
        sortValue: (r) => r.item.lastCountedAt ?? '',
        cell: (r) => (r.item.lastCountedAt ? formatDateTime(r.item.lastCountedAt) : t`Never`),
        hideBelow: 'lg',
      },
    ],
    [t, nameOf],
  );
}
