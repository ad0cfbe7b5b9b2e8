import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/DataTable';
import { ListCard, type ListQuery } from './ListCard';
import type { Filters } from './listView';
import type { ListViewControls } from './useListView';

/** What a list says: its caption, its failure and its two empty states. */
export interface ListTexts {
  /** The table's caption (read by screen readers; names its scroll region). */
  caption: string;
  /** The action's default failure message (docs/rules/api.md#failure-messages). */
  error: string;
  /** No records at all. */
  empty: ReactNode;
  /** Records, but the search or filters leave none. */
  noMatch: ReactNode;
  /** The pager's name ("Order pages"), for a list in pages. */
  pages?: string;
}

/** What the table needs of the list view (`useListView`): its sort, its page and whether it is filtered. */
export type ListTableView = Pick<ListViewControls<Filters>, 'tableSort' | 'page' | 'setPage' | 'filtered'>;

export type ListTableProps<T> = Omit<DataTableProps<T>, 'caption' | 'sort' | 'onSortChange' | 'initialSort' | 'paging'> & {
  view: ListTableView;
  query: ListQuery;
  texts: ListTexts;
  /** The filter bar above the table (`FilterBar`). */
  children?: ReactNode;
  /** Pages of this many rows (with `texts.pages` naming the pager); the page is kept in the URL. */
  pageSize?: number;
};

/**
 * A list page's body written once: the filters, the query's loading, error and empty states
 * (the empty text told whether the view is filtered), then the `DataTable` sorted and paged by
 * the URL view. Every other table prop (columns, row actions, summary, footer) passes through.
 */
export function ListTable<T>({ view, query, texts, children, pageSize, ...table }: ListTableProps<T>) {
  return (
    <ListCard
      query={query}
      errorMessage={texts.error}
      isEmpty={table.rows.length === 0}
      empty={view.filtered ? texts.noMatch : texts.empty}
      filters={children}
    >
      <DataTable
        {...table}
        caption={texts.caption}
        {...view.tableSort}
        paging={
          pageSize ? { page: view.page, size: pageSize, label: texts.pages ?? `${texts.caption} pages`, onPage: view.setPage } : undefined
        }
      />
    </ListCard>
  );
}
