import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { DataTable, type Column } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { ALL_PERMISSIONS, PERMISSIONS, permissionLabel } from '@/config/permissions';
import { formatDateTime } from '@/lib/format';
import { useUrlFilters } from '@/lib/useUrlFilters';
import { Can, useCan } from '@/session/useCan';
import { useGetPermissionsQuery } from '../api';
import { PermissionList } from '../components/PermissionList';
import { filterRecords, GLOBAL_SCOPE } from '../logic';
import type { PermissionRecord } from '../types';
import { useStoreNames } from '../useStoreNames';

/** `/permissions`: people and their grants, global and per store; who granted what and when. */
export function PermissionListPage() {
  const { params, setFilters } = useUrlFilters();
  const filter = { person: params.get('person') ?? '', scope: params.get('scope') ?? '', permission: params.get('permission') ?? '' };
  const canWrite = useCan(PERMISSIONS.permissionsWrite);
  const { stores, nameOf } = useStoreNames();
  const query = useGetPermissionsQuery({});
  const rows = useMemo(
    () => filterRecords(query.data ?? [], filter),
    // The filter is read from the URL each render; its three texts are its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [query.data, filter.person, filter.scope, filter.permission],
  );

  const columns = useMemo<Column<PermissionRecord>[]>(() => {
    const list: Column<PermissionRecord>[] = [
      { key: 'person', header: 'Person', sortValue: (r) => r.userName || r.userId, cell: (r) => r.userName || r.userId },
      { key: 'scope', header: 'Scope', sortValue: (r) => nameOf(r.storeId), cell: (r) => nameOf(r.storeId) },
      { key: 'permissions', header: 'Permissions', cell: (r) => <PermissionList permissions={r.permissions} /> },
      { key: 'by', header: 'Granted by', sortValue: (r) => r.grantedByName || r.grantedBy, cell: (r) => r.grantedByName || r.grantedBy || '—' },
      { key: 'at', header: 'Granted at', sortValue: (r) => r.grantedAt, cell: (r) => formatDateTime(r.grantedAt) || '—' },
    ];
    if (canWrite) {
      list.push({
        key: 'actions',
        header: 'Actions',
        visuallyHiddenHeader: true,
        align: 'end',
        cell: (r) => (
          <LinkButton to={PATHS.permission(r.id)} variant="outline-secondary" size="sm" aria-label={`Edit ${r.userName || r.userId}, ${nameOf(r.storeId)}`}>
            Edit
          </LinkButton>
        ),
      });
    }
    return list;
  }, [canWrite, nameOf]);

  const filtered = Boolean(filter.person || filter.scope || filter.permission);

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
      <Card>
        <Card.Body>
          <Form className="row g-2 mb-3" role="search" onSubmit={(e) => e.preventDefault()}>
            <div className="col-md-4">
              <Form.Label htmlFor="permissions-person">Person</Form.Label>
              <Form.Control id="permissions-person" type="search" value={filter.person} placeholder="Name" onChange={(e) => setFilters({ person: e.target.value })} />
            </div>
            <div className="col-md-4">
              <Form.Label htmlFor="permissions-scope">Scope</Form.Label>
              <Form.Select id="permissions-scope" value={filter.scope} onChange={(e) => setFilters({ scope: e.target.value })}>
                <option value="">Global and every store</option>
                <option value={GLOBAL_SCOPE}>Global only</option>
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-md-4">
              <Form.Label htmlFor="permissions-permission">Permission</Form.Label>
              <Form.Select id="permissions-permission" value={filter.permission} onChange={(e) => setFilters({ permission: e.target.value })}>
                <option value="">Any permission</option>
                {ALL_PERMISSIONS.map((p) => (
                  <option key={p} value={p}>
                    {permissionLabel(p)}
                  </option>
                ))}
              </Form.Select>
            </div>
          </Form>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            errorMessage={MESSAGES.permissions.fetch}
            onRetry={() => void query.refetch()}
            isEmpty={rows.length === 0}
            empty={filtered ? 'No grants match these filters.' : 'No permissions granted yet.'}
          >
            <DataTable caption="Permission grants" rows={rows} columns={columns} rowKey={(r) => r.id} initialSort={{ key: 'person', direction: 'asc' }} />
          </QueryState>
        </Card.Body>
      </Card>
    </>
  );
}
