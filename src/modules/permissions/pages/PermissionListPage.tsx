import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rowActions } from '@/components/list/RowActions';
import type { Column } from '@/components/DataTable';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/list/Filters';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { PERMISSION_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { usePermissionTable } from '@/lib/permissionTable';
import { formatDateTime } from '@/lib/format';
import { Can, useCan } from '@/session/useCan';
import { useGetPermissionsQuery } from '../api';
import { PermissionList } from '../components/PermissionList';
import { filterRecords, GLOBAL_SCOPE, personOf } from '../logic';
import { permissionName } from '../permissionNames';
import type { PermissionRecord } from '../types';
import { useStoreNames } from '../useStoreNames';

const VIEW = listDefaults({ person: '', scope: '', permission: '' }, 'person');

/** `/permissions`: people and their grants, global and per store; who granted what and when. */
export function PermissionListPage() {
  const view = useListView(VIEW);
  const { filters } = view;
  const { t } = useLingui();
  const table = usePermissionTable();
  const texts: ListTexts = {
    caption: t`Permission grants`,
    error: PERMISSION_MESSAGES.fetch,
    empty: t`No permissions granted yet.`,
    noMatch: t`No grants match these filters.`,
  };
  const permissionOptions = table.all.map((p) => ({ value: p, label: permissionName(p, table) }));
  const canWrite = useCan('permissions.write');
  const { stores, nameOf } = useStoreNames();
  const query = useGetPermissionsQuery({});
  const rows = useMemo(() => filterRecords(query.data ?? [], filters), [query.data, filters]);
  const scopes = useMemo(
    () => [{ value: GLOBAL_SCOPE, label: t`Global only` }, ...stores.map((s) => ({ value: s.id, label: s.name }))],
    [stores, t],
  );

  const columns = useMemo<Column<PermissionRecord>[]>(
    () => [
      { key: 'person', header: t`Person`, sortValue: personOf, cell: personOf },
      { key: 'scope', header: t`Scope`, sortValue: (r) => nameOf(r.storeId), cell: (r) => nameOf(r.storeId) },
      { key: 'permissions', header: t`Permissions`, cell: (r) => <PermissionList permissions={r.permissions} /> },
      {
        key: 'by',
        header: t`Granted by`,
        sortValue: (r) => r.grantedByName || r.grantedBy,
        cell: (r) => r.grantedByName || r.grantedBy || '—',
        hideBelow: 'xl',
      },
      { key: 'at', header: t`Granted at`, sortValue: (r) => r.grantedAt, cell: (r) => formatDateTime(r.grantedAt) || '—', hideBelow: 'lg' },
    ],
    [nameOf, t],
  );

  const actions = rowActions<PermissionRecord>(
    canWrite,
    (r) => {
      const [person, scope] = [personOf(r), nameOf(r.storeId)];
      return t`${person}, ${scope}`;
    },
    (r) => {
      const [person, scope] = [personOf(r), nameOf(r.storeId)];
      return [{ label: t`Edit`, ariaLabel: t`Edit ${person}, ${scope}`, to: PATHS.permission(r.id) }];
    },
  );

  return (
    <>
      <PageHeader
        title={t`Permissions`}
        actions={
          <Can permission={'permissions.write'}>
            <LinkButton to={PATHS.permissionNew}>
              <Trans>Grant permissions</Trans>
            </LinkButton>
          </Can>
        }
      >
        <p className="text-body-secondary small mb-0">
          <Trans>A change reaches a person at their next sign-in or page reload.</Trans>
        </p>
      </PageHeader>
      <ListTable view={view} query={query} texts={texts} rows={rows} columns={columns} actions={actions}>
        <FilterBar label={t`Filter permissions`} search columns="col-md-4">
          <SearchFilter label={t`Person`} placeholder={t`Name`} {...view.filter('person')} />
          <SelectFilter label={t`Scope`} anyLabel={t`Global and every store`} options={scopes} {...view.filter('scope')} />
          <SelectFilter label={t`Permission`} anyLabel={t`Any permission`} options={permissionOptions} {...view.filter('permission')} />
        </FilterBar>
      </ListTable>
    </>
  );
}
