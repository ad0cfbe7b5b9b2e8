import { useMemo, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { useLingui } from '@lingui/react/macro';
import { ScrollRegion } from './ScrollRegion';
import { Pager, paginate } from './Pager';
import { cellClass, idOf, Row, tableFooter } from './list/tableRows';
import type { Column, DataTableProps, SortState } from './list/tableTypes';
import { VirtualBody } from './list/VirtualBody';

export type { Column, DataTableProps, SortState } from './list/tableTypes';

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

/**
 * The one table of the app: sortable header buttons with aria-sort, a caption for screen
 * readers, optional pages, row actions and virtualised rows (then it stays a real table:
 * aria-rowcount gives the full size and every rendered row its aria-rowindex).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    rows,
    columns,
    rowKey = idOf,
    initialSort = null,
    sort: controlledSort,
    onSortChange,
    actions,
    paging,
    summary,
    virtual,
    presorted,
  } = props;
  // Subscribed to the language: headers, numbers and dates in the cells follow a switch (the rows are memoised: `locale`).
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [ownSort, setOwnSort] = useState<SortState>(initialSort);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const sorted = useMemo(() => (presorted ? rows : sortRows(rows, columns, sort)), [rows, columns, sort, presorted]);
  const shown = paging ? paginate(sorted, paging.page, paging.size) : { rows: sorted, page: 1, pages: 1 };

  const toggle = (key: string) => {
    const next: SortState = sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const head = (
    <thead className={virtual ? 'sticky-top' : undefined}>
      <tr aria-rowindex={virtual ? 1 : undefined}>
        {columns.map((c) => {
          const active = sort?.key === c.key;
          const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <th key={c.key} scope="col" aria-sort={ariaSort} className={[cellClass(c), 'text-nowrap'].join(' ')}>
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
        {actions && (
          <th scope="col" className="text-end">
            <span className="visually-hidden">{actions.header}</span>
          </th>
        )}
      </tr>
    </thead>
  );

  const footer = tableFooter(props);
  return (
    <>
      {virtual ? (
        <VirtualBody {...props} rows={sorted} head={head} footer={footer} rowHeight={virtual.rowHeight} locale={locale} />
      ) : (
        <ScrollRegion label={caption}>
          <Table hover className="align-middle mb-0 data-table">
            <caption className="visually-hidden">{caption}</caption>
            {head}
            <tbody>
              {shown.rows.map((row, i) => (
                <Row key={rowKey(row, i)} row={row} columns={columns} actions={actions} locale={locale} />
              ))}
            </tbody>
            {footer}
          </Table>
        </ScrollRegion>
      )}
      {(summary || (paging && shown.pages > 1)) && (
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
          <span className="text-body-secondary small" aria-live="polite">
            {summary?.({ total: rows.length, page: shown.page, pages: shown.pages })}
          </span>
          {paging && <Pager page={shown.page} pages={shown.pages} onPage={paging.onPage} label={paging.label} />}
        </div>
      )}
    </>
  );
}
