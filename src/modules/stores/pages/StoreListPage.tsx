import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { useCan } from '@/session/useCan';
import { useGetStoresQuery } from '../api';
import { filterStores } from '../logic';
import type { Store } from '../types';

const withStore = (path: string, id: string) => `${path}?storeId=${encodeURIComponent(id)}`;

/** `/stores` (stores.read): every store the user may manage; write links with stores.write only. */
export function StoreListPage() {
  const canWrite = useCan(PERMISSIONS.storesWrite);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useGetStoresQuery();
  const rows = useMemo(() => filterStores(query.data ?? [], q), [query.data, q]);

  const columns = useMemo<Column<Store>[]>(() => {
    const cols: Column<Store>[] = [
      {
        key: 'name',
        header: 'Name',
        sortValue: (s) => s.name,
        cell: (s) => (canWrite ? <Link to={PATHS.store(s.id)}>{s.name}</Link> : s.name),
      },
      { key: 'code', header: 'Code', sortValue: (s) => s.code, cell: (s) => s.code || '—' },
      { key: 'city', header: 'City', sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—' },
      { key: 'timeZone', header: 'Time zone', sortValue: (s) => s.timeZone, cell: (s) => s.timeZone || '—' },
      { key: 'currency', header: 'Currency', sortValue: (s) => s.currency, cell: (s) => s.currency || '—' },
      {
        key: 'active',
        header: 'Active',
        cell: (s) =>
          s.active === undefined ? '—' : <Badge bg={s.active ? 'success' : 'secondary'}>{s.active ? 'Active' : 'Inactive'}</Badge>,
      },
    ];
    if (canWrite) {
      cols.push({
        key: 'actions',
        header: 'Actions',
        visuallyHiddenHeader: true,
        align: 'end',
        cell: (s) => (
          <div className="d-flex flex-wrap justify-content-end gap-2">
            <LinkButton to={PATHS.store(s.id)} size="sm" variant="outline-primary" aria-label={`Edit ${s.name}`}>
              Edit
            </LinkButton>
            <LinkButton to={withStore(PATHS.storeFinancialDetails, s.id)} size="sm" variant="outline-secondary" aria-label={`Financial details of ${s.name}`}>
              Financial details
            </LinkButton>
            <LinkButton to={withStore(PATHS.storeShifts, s.id)} size="sm" variant="outline-secondary" aria-label={`Shift details of ${s.name}`}>
              Shift details
            </LinkButton>
          </div>
        ),
      });
    }
    return cols;
  }, [canWrite]);

  return (
    <>
      <PageHeader
        title="Stores"
        actions={canWrite ? <LinkButton to={PATHS.storeNew}>New store</LinkButton> : undefined}
      />
      <Form.Group controlId="store-search" className="mb-3" style={{ maxWidth: '24rem' }}>
        <Form.Label>Search stores</Form.Label>
        <Form.Control
          type="search"
          value={q}
          placeholder="Name, code or city"
          onChange={(e) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (e.target.value) next.set('q', e.target.value);
                else next.delete('q');
                return next;
              },
              { replace: true },
            )
          }
        />
      </Form.Group>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={MESSAGES.stores.fetch}
        onRetry={() => void query.refetch()}
        isEmpty={rows.length === 0}
        empty={q ? 'No stores match your search.' : 'No stores yet.'}
      >
        <DataTable caption="Stores" rows={rows} columns={columns} rowKey={(s) => s.id} initialSort={{ key: 'name', direction: 'asc' }} />
      </QueryState>
    </>
  );
}
