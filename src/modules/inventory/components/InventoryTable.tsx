import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { knownValue, STOCK_STATE_LABELS, type InventoryRow } from '../logic';
import type { StockState } from '../types';

export type SortKey = 'name' | 'category' | 'storageArea' | 'amount' | 'state' | 'value' | 'lastCountedAt';
export type Sort = { key: SortKey; direction: 'asc' | 'desc' };

const STATE_RANK: Record<StockState, number> = { out: 0, low: 1, ok: 2 };
const STATE_BADGE: Record<StockState, { bg: string; text: string }> = {
  ok: { bg: 'success-subtle', text: 'success-emphasis' },
  low: { bg: 'warning-subtle', text: 'warning-emphasis' },
  out: { bg: 'danger-subtle', text: 'danger-emphasis' },
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: InventoryRow, b: InventoryRow, key: SortKey): number {
  switch (key) {
    case 'amount':
      return (a.item.amount ?? Number.NEGATIVE_INFINITY) - (b.item.amount ?? Number.NEGATIVE_INFINITY) || 0;
    case 'value':
      return a.value - b.value;
    case 'state':
      return (a.state ? STATE_RANK[a.state] : -1) - (b.state ? STATE_RANK[b.state] : -1);
    case 'lastCountedAt':
      return (a.item.lastCountedAt ?? '').localeCompare(b.item.lastCountedAt ?? '');
    default:
      return collator.compare(a.item[key], b.item[key]);
  }
}

/** Sorted once per list and sort; filtering then keeps the order, so a keystroke never re-sorts. */
export function sortRows(rows: readonly InventoryRow[], sort: Sort): InventoryRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => compare(a, b, sort.key) * factor || collator.compare(a.item.name, b.item.name));
}

const COLUMNS: { key: SortKey | 'supplier' | 'par'; header: string; align?: 'end' }[] = [
  { key: 'name', header: 'Name' },
  { key: 'category', header: 'Category' },
  { key: 'storageArea', header: 'Storage area' },
  { key: 'supplier', header: 'Supplier' },
  { key: 'amount', header: 'Amount', align: 'end' },
  { key: 'par', header: 'Min / par', align: 'end' },
  { key: 'state', header: 'State' },
  { key: 'value', header: 'Value', align: 'end' },
  { key: 'lastCountedAt', header: 'Last counted' },
];

const ROW_HEIGHT = 45;


/** A row re-renders only when its item changes: filtering mostly moves rows, it rarely changes them. */
const InventoryTableRow = memo(function InventoryTableRow({
  row,
  index,
  supplier,
}: {
  row: InventoryRow;
  index: number;
  supplier: string;
}) {
  const { item } = row;
  const badge = row.state ? STATE_BADGE[row.state] : null;
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <td className="text-nowrap">
        <Link to={PATHS.inventoryItem(item.id)}>{item.name}</Link>
        {!item.active && <span className="ms-2 small text-body-secondary">(inactive)</span>}
      </td>
      <td className="text-nowrap">{item.category}</td>
      <td className="text-nowrap">{item.storageArea}</td>
      <td className="text-nowrap">{supplier}</td>
      <td className="text-end text-nowrap">
        {formatNumber(item.amount)} {item.unit}
      </td>
      <td className="text-end text-nowrap">
        {formatNumber(item.minAmount)} / {formatNumber(item.parLevel)}
      </td>
      <td>
        {row.state && badge ? <span className={`badge bg-${badge.bg} text-${badge.text}`}>{STOCK_STATE_LABELS[row.state]}</span> : '—'}
      </td>
      <td className="text-end text-nowrap">{formatMoney(knownValue(item))}</td>
      <td className="text-nowrap">{item.lastCountedAt ? formatDateTime(item.lastCountedAt) : 'Never'}</td>
    </tr>
  );
});

/**
 * The overview's table, virtualised: only the rows in view (plus a few) are in the DOM, so
 * 5,000 items scroll and filter smoothly. It stays a real table: aria-rowcount tells screen
 * readers the full size and every rendered row carries its aria-rowindex.
 */
export function InventoryTable({
  rows: sorted,
  sort,
  onSortChange,
  supplierName,
}: {
  /** Already sorted (sortRows) and filtered. */
  rows: readonly InventoryRow[];
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  supplierName: (id: string | null) => string;
  /** Unused: every name links to the item page, read-only without inventory.write (issue #12). */
  canEdit?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the brief's virtualiser; this component is not compiler-memoised, which is fine
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // jsdom and the first paint have no layout yet: assume a viewport so rows render at once.
    initialRect: { width: 1200, height: 600 },
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0);

  const toggle = (key: SortKey) =>
    onSortChange(sort.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' });

  return (
    // A focusable scroll region so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scrollRef}
      className="border rounded overflow-auto"
      style={{ maxHeight: '65vh' }}
      role="region"
      aria-label="Inventory items"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="table table-hover align-middle mb-0" aria-rowcount={sorted.length + 1}>
        <caption className="visually-hidden">Inventory items, {sorted.length} rows</caption>
        <thead className="sticky-top">
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => {
              const sortable = c.key !== 'supplier' && c.key !== 'par';
              const active = sortable && sort.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={`text-nowrap${c.align ? ` text-${c.align}` : ''}`}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                      onClick={() => toggle(c.key as SortKey)}
                    >
                      {c.header}
                      <span aria-hidden="true" className="ms-1 text-body-secondary">
                        {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {virtualRows.map((v) => {
            const row = sorted[v.index];
            return row ? (
              <InventoryTableRow key={row.item.id} row={row} index={v.index} supplier={supplierName(row.item.supplierId)} />
            ) : null;
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
