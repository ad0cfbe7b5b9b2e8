import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { ScrollRegion } from './ScrollRegion';
import { Pager, paginate } from './Pager';
import { RowActions, type RowAction } from './list/RowActions';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  align?: 'start' | 'end' | 'center';
  /** Header shown to screen readers only (e.g. an actions column). */
  visuallyHiddenHeader?: boolean;
  /** Not a key column: hidden below this breakpoint so narrow screens keep the key columns. */
  hideBelow?: 'md' | 'lg' | 'xl' | 'xxl';
  /** This column's cell in the footer row (totals). */
  footer?: ReactNode;
}

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The row's React key; by default its `id` (every api record has one). */
  rowKey?: (row: T, index: number) => string;
  initialSort?: SortState;
  /** Controlled sort (e.g. kept in the URL). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Footer row: this label spans the columns before the first column with a `footer`. */
  footerLabel?: ReactNode;
  /** Footer rows written out (several rows, cells that span): used instead of the columns' footers. */
  footer?: ReactNode;
  /** Row actions in a last column: buttons when wide, a labelled menu when narrow. */
  actions?: { header: string; menuLabel: (row: T) => string; items: (row: T) => RowAction[] };
  /** Pages of `size` rows with a pager. */
  paging?: { page: number; size: number; label: string; onPage: (page: number) => void };
  /** A line below the table (counts), told the total, the page and the pages. */
  summary?: (info: { total: number; page: number; pages: number }) => ReactNode;
  /** Virtualised rows for long lists: only the rows in view (plus a few) are in the DOM. */
  virtual?: { rowHeight: number };
  /** The rows come already in `sort` order (a long list sorts once, then filters per keystroke). */
  presorted?: boolean;
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

const cellClass = (c: Pick<Column<unknown>, 'align' | 'hideBelow'>) =>
  [c.align && `text-${c.align}`, c.hideBelow && `d-none d-${c.hideBelow}-table-cell`].filter(Boolean).join(' ') || undefined;

interface RowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  actions: DataTableProps<T>['actions'];
  index?: number;
  height?: number;
}

/** A row re-renders only when its data or the columns change: filtering mostly moves rows. */
const Row = memo(function Row<T>({ row, columns, actions, index, height }: RowProps<T>) {
  return (
    <tr aria-rowindex={index === undefined ? undefined : index + 2} style={height ? { height } : undefined}>
      {columns.map((c) => (
        <td key={c.key} className={cellClass(c)}>
          {c.cell(row)}
        </td>
      ))}
      {actions && (
        <td className="text-end">
          <RowActions actions={actions.items(row)} menuLabel={actions.menuLabel(row)} />
        </td>
      )}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * The one table of the app: sortable header buttons with aria-sort, a caption for screen
 * readers, optional pages, row actions and virtualised rows (then it stays a real table:
 * aria-rowcount gives the full size and every rendered row its aria-rowindex).
 */
/** A row's default key: its `id`, else its position (give rows without an id a `rowKey`). */
function idOf(row: unknown, index: number): string {
  return typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : String(index);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, rows, columns, rowKey = idOf, initialSort = null, sort: controlledSort, onSortChange, actions, paging, summary, virtual, presorted } = props;
  const [ownSort, setOwnSort] = useState<SortState>(initialSort);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const sorted = useMemo(() => (presorted ? rows : sortRows(rows, columns, sort)), [rows, columns, sort, presorted]);
  const shown = paging ? paginate(sorted, paging.page, paging.size) : { rows: sorted, page: 1, pages: 1 };

  const toggle = (key: string) => {
    const next: SortState =
      sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
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
                <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => toggle(c.key)}>
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
        <VirtualBody {...props} rows={sorted} head={head} footer={footer} rowHeight={virtual.rowHeight} />
      ) : (
        <ScrollRegion label={caption}>
          <Table hover className="align-middle mb-0 data-table">
          <caption className="visually-hidden">{caption}</caption>
          {head}
          <tbody>
            {shown.rows.map((row, i) => (
              <Row key={rowKey(row, i)} row={row} columns={columns} actions={actions} />
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

function tableFooter<T>({ columns, footerLabel, actions, footer }: DataTableProps<T>): ReactNode {
  if (footer) return <tfoot>{footer}</tfoot>;
  const first = columns.findIndex((c) => c.footer !== undefined);
  if (footerLabel === undefined && first < 0) return null;
  const leading = first < 0 ? columns : columns.slice(0, first);
  const span = leading.filter((c) => !c.hideBelow).length;
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={span}>
          {footerLabel}
        </th>
        {leading
          .filter((c) => c.hideBelow)
          .map((c) => (
            <td key={c.key} className={cellClass(c)} />
          ))}
        {(first < 0 ? [] : columns.slice(first)).map((c) => (
          <td key={c.key} className={[cellClass(c), 'fw-semibold'].join(' ')}>
            {c.footer}
          </td>
        ))}
        {actions && <td />}
      </tr>
    </tfoot>
  );
}

const NO_LAYOUT_RECT = { width: 1200, height: 600 };

function VirtualBody<T>({
  rows,
  caption,
  columns,
  rowKey = idOf,
  actions,
  head,
  footer,
  rowHeight,
}: DataTableProps<T> & { head: ReactNode; footer: ReactNode; rowHeight: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser returns fresh functions; this component is not compiler-memoised, which is fine
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // jsdom and the first paint have no layout yet: assume a viewport so rows render at once.
    initialRect: NO_LAYOUT_RECT,
    // A region measured without height (jsdom has no layout) keeps that viewport, not zero rows.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = columns.length + (actions ? 1 : 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  return (
    // A focusable scroll region so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scrollRef}
      className="border rounded overflow-auto"
      style={{ maxHeight: '65vh' }}
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="table table-hover align-middle mb-0 data-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">
          {caption}, {rows.length} rows
        </caption>
        {head}
        <tbody>
          {spacer(paddingTop)}
          {items.map((v) => {
            const row = rows[v.index];
            return row === undefined ? null : <Row key={rowKey(row, v.index)} row={row} columns={columns} actions={actions} index={v.index} height={rowHeight} />;
          })}
          {spacer(paddingBottom)}
        </tbody>
        {footer}
      </table>
    </div>
  );
}
