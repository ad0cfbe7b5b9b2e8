import type { ReactNode } from 'react';
import type { RowAction } from './RowActions';

/** The types of the one table (`DataTable`), apart so that its parts can share them. */

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
