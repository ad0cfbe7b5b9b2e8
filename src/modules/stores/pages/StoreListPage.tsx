import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { rowActions } from '@/components/list/RowActions';
import type { Column } from '@/components/DataTable';
import { FilterBar, SearchFilter } from '@/components/list/Filters';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { STORE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useCan } from '@/session/useCan';
import { useGetStoresQuery } from '../api';
import { filterStores } from '../logic';
import type { Store } from '../types';

const withStore = (path: string, id: string) => `${path}?storeId=${encodeURIComponent(id)}`;
const VIEW = listDefaults({}, 'name');

/** `/stores` (stores.read): every store the user may manage; write links with stores.write only. */
export function StoreListPage() {
  const canWrite = useCan('stores.write');
  const view = useListView(VIEW);
  const query = useGetStoresQuery();
  const rows = useMemo(() => filterStores(query.data ?? [], view.q), [query.data, view.q]);
  const { t } = useLingui();
  const texts: ListTexts = {
    caption: t`Stores`,
    error: STORE_MESSAGES.fetch,
    empty: t`No stores yet.`,
    noMatch: t`No stores match your search.`,
  };

  const columns = useMemo<Column<Store>[]>(
    () => [
      {
        key: 'name',
        header: t`Name`,
        sortValue: (s) => s.name,
        cell: (s) => (canWrite ? <Link to={PATHS.store(s.id)}>{s.name}</Link> : s.name),
      },
      { key: 'code', header: t`Code`, sortValue: (s) => s.code, cell: (s) => s.code || '—' },
      { key: 'city', header: t`City`, sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—' },
      { key: 'timeZone', header: t`Time zone`, sortValue: (s) => s.timeZone, cell: (s) => s.timeZone || '—', hideBelow: 'xl' },
      { key: 'currency', header: t`Currency`, sortValue: (s) => s.currency, cell: (s) => s.currency || '—', hideBelow: 'xl' },
      {
        key: 'active',
        header: t`Active`,
        cell: (s) =>
          s.active === undefined ? '—' : <Badge bg={s.active ? 'success' : 'secondary'}>{s.active ? t`Active` : t`Inactive`}</Badge>,
      },
    ],
    [canWrite, t],
  );

  const actions = rowActions<Store>(
    canWrite,
    (s) => s.name,
    ({ id, name }) => [
      { label: t`Edit`, ariaLabel: t`Edit ${name}`, to: PATHS.store(id), variant: 'outline-primary' },
      { label: t`Financial details`, ariaLabel: t`Financial details of ${name}`, to: withStore(PATHS.storeFinancialDetails, id) },
      { label: t`Shift details`, ariaLabel: t`Shift details of ${name}`, to: withStore(PATHS.storeShifts, id) },
    ],
  );

  return (
    <>
      <PageHeader
        title={t`Stores`}
        actions={
          canWrite ? (
            <LinkButton to={PATHS.storeNew}>
              <Trans>New store</Trans>
            </LinkButton>
          ) : undefined
        }
      />
      <ListTable view={view} query={query} texts={texts} rows={rows} columns={columns} actions={actions}>
        <FilterBar label={t`Filter stores`} search>
          <SearchFilter label={t`Search stores`} placeholder={t`Name, code or city`} {...view.search} />
        </FilterBar>
      </ListTable>
    </>
  );
}
