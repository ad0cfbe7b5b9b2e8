import { useMemo } from 'react';
import { rowActions } from '@/components/list/RowActions';
import type { Column } from '@/components/DataTable';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/list/Filters';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/lib/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { ALL_PERMISSIONS, PERMISSIONS, permissionLabel } from '@/config/permissions';
import { formatDateTime } from '@/lib/format';
import { Can, useCan } from '@/session/useCan';
import { useGetPermissionsQuery } from '../api';
import { PermissionList } from '../components/PermissionList';
import { filterRecords, GLOBAL_SCOPE, personOf } from '../logic';
import type { PermissionRecord } from '../types';
import { useStoreNames } from '../useStoreNames';

const VIEW = listDefaults({ person: '', scope: '', permission: '' }, 'person');
const TEXTS: ListTexts = {
  caption: 'Permission grants',
  error: MESSAGES.permissions.fetch,
  empty: 'No permissions granted yet.',
  noMatch: 'No grants match these filters.',
};
const PERMISSION_OPTIONS = ALL_PERMISSIONS.map((p) => ({ value: p, label: permissionLabel(p) }));

/** `/permissions`: people and their grants, global and per store; who granted what and when. */
export function PermissionListPage() {
  const view = useListView(VIEW);
  const { filters } = view;
  const canWrite = useCan(PERMISSIONS.permissionsWrite);
  const { stores, nameOf } = useStoreNames();
  const query = useGetPermissionsQuery({});
  const rows = useMemo(() => filterRecords(query.data ?? [], filters), [query.data, filters]);
  const scopes = useMemo(
    () => [{ value: GLOBAL_SCOPE, label: 'Global only' }, ...stores.map((s) => ({ value: s.id, label: s.name }))],
    [stores],
  );

  const columns = useMemo<Column<PermissionRecord>[]>(
    () => [
      { key: 'person', header: 'Person', sortValue: personOf, cell: personOf },
      { key: 'scope', header: 'Scope', sortValue: (r) => nameOf(r.storeId), cell: (r) => nameOf(r.storeId) },
      { key: 'permissions', header: 'Permissions', cell: (r) => <PermissionList permissions={r.permissions} /> },
      {
        key: 'by',
        header: 'Granted by',
        sortValue: (r) => r.grantedByName || r.grantedBy,
        cell: (r) => r.grantedByName || r.grantedBy || '—',
        hideBelow: 'xl',
      },
      { key: 'at', header: 'Granted at', sortValue: (r) => r.grantedAt, cell: (r) => formatDateTime(r.grantedAt) || '—', hideBelow: 'lg' },
    ],
    [nameOf],
  );

  const actions = rowActions<PermissionRecord>(
    canWrite,
    (r) => `${personOf(r)}, ${nameOf(r.storeId)}`,
    (r) => [{ label: 'Edit', ariaLabel: `Edit ${personOf(r)}, ${nameOf(r.storeId)}`, to: PATHS.permission(r.id) }],
  );

  return (
    <>
      <PageHeader
        title="Permissions"
        actions={
          <Can permission={PERMISSIONS.permissionsWrite}>
            <LinkButton to={PATHS.permissionNew}>Grant permissions</LinkButton>
          </Can>
        }
      >
        <p className="text-body-secondary small mb-0">A change reaches a person at their next sign-in or page reload.</p>
      </PageHeader>
      <ListTable view={view} query={query} texts={TEXTS} rows={rows} columns={columns} actions={actions}>
        <FilterBar label="Filter permissions" search columns="col-md-4">
          <SearchFilter label="Person" placeholder="Name" {...view.filter('person')} />
          <SelectFilter label="Scope" anyLabel="Global and every store" options={scopes} {...view.filter('scope')} />
          <SelectFilter label="Permission" anyLabel="Any permission" options={PERMISSION_OPTIONS} {...view.filter('permission')} />
        </FilterBar>
      </ListTable>
    </>
  );
}
