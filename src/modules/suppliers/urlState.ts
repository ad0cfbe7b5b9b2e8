import type { SortState } from '@/components/DataTable';
import type { SupplierStatus } from './types';

/** The list view as it lives in the URL (`?q=&status=&sort=name:asc`), so a link reproduces it. */
export interface SupplierListView {
  q: string;
  status: SupplierStatus | '';
  sort: SortState;
}

export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

export function readListView(params: URLSearchParams): SupplierListView {
  const status = params.get('status');
  const [key, direction] = (params.get('sort') ?? '').split(':');
  return {
    q: params.get('q') ?? '',
    status: status === 'active' || status === 'archived' ? status : '',
    sort: key && (direction === 'asc' || direction === 'desc') ? { key, direction } : DEFAULT_SORT,
  };
}

export function writeListView(view: SupplierListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.status) params.set('status', view.status);
  if (view.sort && (view.sort.key !== DEFAULT_SORT?.key || view.sort.direction !== DEFAULT_SORT.direction)) {
    params.set('sort', `${view.sort.key}:${view.sort.direction}`);
  }
  return params;
}
