import type { SortState } from '@/components/DataTable';

/** A list's filters: URL parameter → value ('' is "any"). */
export type Filters = Record<string, string>;

/** What a list view keeps in the URL: `?q=&<filter>=&sort=key:dir&page=`. */
export interface ListView<F extends Filters> {
  q: string;
  filters: F;
  sort: SortState;
  page: number;
}

export interface ListViewDefaults<F extends Filters> {
  filters: F;
  sort: SortState;
}

/** The view a URL describes; anything missing or malformed falls back to the defaults. */
export function readListView<F extends Filters>(params: URLSearchParams, defaults: ListViewDefaults<F>): ListView<F> {
  const filters = { ...defaults.filters };
  for (const key of Object.keys(filters)) {
    const value = params.get(key);
    if (value !== null) Object.assign(filters, { [key]: value });
  }
  const [key, direction] = (params.get('sort') ?? '').split(':');
  return {
    q: params.get('q') ?? '',
    filters,
    sort: key && (direction === 'asc' || direction === 'desc') ? { key, direction } : defaults.sort,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/**
 * The URL of a view: only what differs from the defaults, so a plain list has a plain URL.
 * Parameters of `base` the view does not own (a tab, a date) are kept.
 */
export function writeListView<F extends Filters>(
  view: ListView<F>,
  defaults: ListViewDefaults<F>,
  base?: URLSearchParams,
): URLSearchParams {
  const owned = new Set(['q', 'sort', 'page', ...Object.keys(defaults.filters)]);
  const params = new URLSearchParams([...(base ?? [])].filter(([key]) => !owned.has(key)));
  if (view.q.trim()) params.set('q', view.q.trim());
  for (const [key, value] of Object.entries(view.filters)) {
    // A default that is not "any" (e.g. active items only) is written as '' when cleared.
    if (value !== defaults.filters[key]) params.set(key, value);
  }
  const sort = view.sort;
  if (sort && (sort.key !== defaults.sort?.key || sort.direction !== defaults.sort.direction)) {
    params.set('sort', `${sort.key}:${sort.direction}`);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Whether the view narrows the list (a query or a filter away from its default). */
export function isFiltered<F extends Filters>(view: ListView<F>, defaults: ListViewDefaults<F>): boolean {
  return view.q.trim() !== '' || Object.entries(view.filters).some(([k, v]) => v !== defaults.filters[k]);
}

/** A list's defaults: its filters ('' is "any") and its first sort. */
export const listDefaults = <F extends Filters>(filters: F, sortKey: string, direction: 'asc' | 'desc' = 'asc'): ListViewDefaults<F> => ({
  filters,
  sort: { key: sortKey, direction },
});
