import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '@/components/DataTable';
import { TIMINGS } from '@/config/constants';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { isFiltered, readListView, writeListView, type Filters, type ListView, type ListViewDefaults } from './listView';

export interface ListViewControls<F extends Filters> extends ListView<F> {
  /** Changes filters (back to the first page). */
  setFilters: (patch: Partial<F>) => void;
  setSort: (sort: SortState) => void;
  setPage: (page: number) => void;
  /** Back to the defaults (query, filters and page; the sort stays). */
  clear: () => void;
  filtered: boolean;
  /** The search box: shows what is typed at once; the URL follows once typing pauses. */
  search: { value: string; onChange: (text: string) => void };
  /** A filter control bound to one filter: `<SelectFilter {...view.filter('status')} />`. */
  filter: (key: keyof F & string) => { value: string; onChange: (value: string) => void };
  /** The table's sort, kept in the URL: `<DataTable {...view.tableSort} />`. */
  tableSort: { sort: SortState; onSortChange: (sort: SortState) => void };
}

/**
 * One list view kept in the URL — search, filters, sort and page — so a link (or the quick
 * search) reproduces it. History entries are replaced, not added. `defaults` must be stable
 * (a module constant).
 */
export function useListView<F extends Filters>(defaults: ListViewDefaults<F>): ListViewControls<F> {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params, defaults), [params, defaults]);

  const update = useCallback(
    (patch: Partial<ListView<F>>) =>
      setParams((prev) => writeListView({ ...readListView(prev, defaults), page: 1, ...patch }, defaults, prev), { replace: true }),
    [setParams, defaults],
  );

  const [text, setText] = useState(view.q);
  const debounced = useDebouncedValue(text, TIMINGS.searchDebounceMs);
  // A new query from outside (a link, the quick search, "Clear") replaces what the box shows.
  const [urlQ, setUrlQ] = useState(view.q);
  if (view.q !== urlQ) {
    setUrlQ(view.q);
    if (view.q !== debounced.trim()) setText(view.q);
  }
  useEffect(() => {
    if (debounced.trim() !== urlQ) update({ q: debounced });
    // Only the debounced text drives this; the rest of the view is read fresh from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [debounced]);

  return {
    ...view,
    setFilters: (patch) => update({ filters: { ...view.filters, ...patch } }),
    setSort: (sort) => update({ sort }),
    setPage: (page) => update({ page }),
    clear: () => {
      setText('');
      update({ q: '', filters: defaults.filters });
    },
    filtered: isFiltered(view, defaults),
    search: { value: text, onChange: setText },
    filter: (key) => ({ value: view.filters[key], onChange: (value) => update({ filters: { ...view.filters, [key]: value } }) }),
    tableSort: { sort: view.sort, onSortChange: (sort) => update({ sort }) },
  };
}
