import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { rowActions } from '@/components/list/RowActions';
import type { Column } from '@/components/DataTable';
import { FilterBar, SearchFilter } from '@/components/list/Filters';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/lib/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { useCan } from '@/session/useCan';
import { useGetStoresQuery } from '../api';
import { filterStores } from '../logic';
import type { Store } from '../types';

const withStore = (path: string, id: string) => `${path}?storeId=${encodeURIComponent(id)}`;
const VIEW = listDefaults({}, 'name');
const TEXTS: ListTexts = {
  caption: 'Stores',
  error: MESSAGES.stores.fetch,
  empty: 'No stores yet.',
  noMatch: 'No stores match your search.',
};

/** `/stores` (stores.read): every store the user may manage; write links with stores.write only. */
export function StoreListPage() {
  const canWrite = useCan(PERMISSIONS.storesWrite);
  const view = useListView(VIEW);
  const query = useGetStoresQuery();
  const rows = useMemo(() => filterStores(query.data ?? [], view.q), [query.data, view.q]);

  const columns = useMemo<Column<Store>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        sortValue: (s) => s.name,
        cell: (s) => (canWrite ? <Link to={PATHS.store(s.id)}>{s.name}</Link> : s.name),
      },
      { key: 'code', header: 'Code', sortValue: (s) => s.code, cell: (s) => s.code || '—' },
      { key: 'city', header: 'City', sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—' },
      { key: 'timeZone', header: 'Time zone', sortValue: (s) => s.timeZone, cell: (s) => s.timeZone || '—', hideBelow: 'xl' },
      { key: 'currency', header: 'Currency', sortValue: (s) => s.currency, cell: (s) => s.currency || '—', hideBelow: 'xl' },
      {
        key: 'active',
        header: 'Active',
        cell: (s) =>
          s.active === undefined ? '—' : <Badge bg={s.active ? 'success' : 'secondary'}>{s.active ? 'Active' : 'Inactive'}</Badge>,
      },
    ],
    [canWrite],
  );

  const actions = rowActions<Store>(
    canWrite,
    (s) => s.name,
    (s) => [
      { label: 'Edit', ariaLabel: `Edit ${s.name}`, to: PATHS.store(s.id), variant: 'outline-primary' },
      { label: 'Financial details', ariaLabel: `Financial details of ${s.name}`, to: withStore(PATHS.storeFinancialDetails, s.id) },
      { label: 'Shift details', ariaLabel: `Shift details of ${s.name}`, to: withStore(PATHS.storeShifts, s.id) },
    ],
  );

  return (
    <>
      <PageHeader title="Stores" actions={canWrite ? <LinkButton to={PATHS.storeNew}>New store</LinkButton> : undefined} />
      <ListTable view={view} query={query} texts={TEXTS} rows={rows} columns={columns} actions={actions}>
        <FilterBar label="Filter stores" search>
          <SearchFilter label="Search stores" placeholder="Name, code or city" {...view.search} />
        </FilterBar>
      </ListTable>
    </>
  );
}
