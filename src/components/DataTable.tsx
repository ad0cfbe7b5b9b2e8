import { useMemo, useState, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  align?: 'start' | 'end' | 'center';
  /** Header shown to screen readers only (e.g. an actions column). */
  visuallyHiddenHeader?: boolean;
}

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  initialSort?: SortState;
  /** Controlled sort (e.g. kept in the URL). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  footer?: ReactNode;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState): T[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va == null && vb == null) return 0;
    if (va == null) return 1;
    if (vb == null) return -1;
    if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * factor;
    return collator.compare(String(va), String(vb)) * factor;
  });
}

/** A sortable, accessible table: header buttons, aria-sort, a caption for screen readers. */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  initialSort = null,
  sort: controlledSort,
  onSortChange,
  footer,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState>(initialSort);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

  const toggle = (key: string) => {
    const next: SortState =
      sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <Table responsive hover className="align-middle mb-0 data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => {
            const active = sort?.key === c.key;
            const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
            return (
              <th key={c.key} scope="col" aria-sort={ariaSort} className={c.align ? `text-${c.align}` : undefined}>
                {c.visuallyHiddenHeader ? (
                  <span className="visually-hidden">{c.header}</span>
                ) : c.sortValue ? (
                  <button
                    type="button"
                    className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                    onClick={() => toggle(c.key)}
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
        {sorted.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} className={c.align ? `text-${c.align}` : undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </Table>
  );
}
