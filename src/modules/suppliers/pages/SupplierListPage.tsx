import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DataTable, sortRows, type Column, type SortState } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { TIMINGS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { Can, useCan } from '@/session/useCan';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useDeleteSupplierMutation, useGetSuppliersQuery, useSearchSuppliersQuery } from '../api';
import { SupplierStatusBadge } from '../components/SupplierStatusBadge';
import { formatWeekdays } from '../logic';
import type { Supplier } from '../types';
import { readListView, writeListView } from '../urlState';

const CSV_COLUMNS: { header: string; value: (s: Supplier) => unknown }[] = [
  { header: 'Name', value: (s) => s.name },
  { header: 'Customer account', value: (s) => s.customerAccountNo },
  { header: 'Contact', value: (s) => s.contactName },
  { header: 'Email', value: (s) => s.email },
  { header: 'Order email', value: (s) => s.orderEmail },
  { header: 'Phone', value: (s) => s.phone },
  { header: 'City', value: (s) => s.address.city },
  { header: 'VAT id', value: (s) => s.vatId },
  { header: 'Delivery days', value: (s) => formatWeekdays(s.deliveryWeekdays) },
  { header: 'Order cut-off', value: (s) => s.orderCutoffTime },
  { header: 'Minimum order value', value: (s) => s.minOrderValue },
  { header: 'Status', value: (s) => s.status },
];

export function SupplierListPage() {
  const [params, setParams] = useSearchParams();
  const view = readListView(params);
  const canWrite = useCan(PERMISSIONS.suppliersWrite);

  // The box updates at once; the URL (and so the search call) follows once typing pauses.
  const [text, setText] = useState(view.q);
  const debounced = useDebouncedValue(text, TIMINGS.searchDebounceMs);
  // A new query from outside (a link, the quick search) replaces what the box shows.
  const [urlQ, setUrlQ] = useState(view.q);
  if (view.q !== urlQ) {
    setUrlQ(view.q);
    if (view.q !== debounced.trim()) setText(view.q);
  }
  useEffect(() => {
    if (debounced.trim() !== view.q) setParams(writeListView({ ...view, q: debounced }), { replace: true });
    // Only the debounced text drives this; the rest of the view is read fresh from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [debounced]);

  const q = view.q;
  const all = useGetSuppliersQuery(undefined, { skip: q !== '' });
  const search = useSearchSuppliersQuery(q, { skip: q === '' });
  const query = q ? search : all;

  const rows = useMemo(
    () => (query.data ?? []).filter((s) => !view.status || s.status === view.status),
    [query.data, view.status],
  );

  const [toDelete, setToDelete] = useState<Supplier | null>(null);
  const [deleteSupplier, deleting] = useDeleteSupplierMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();

  const columns = useMemo<Column<Supplier>[]>(() => {
    const list: Column<Supplier>[] = [
      {
        key: 'name',
        header: 'Name',
        sortValue: (s) => s.name,
        cell: (s) => (canWrite ? <Link to={PATHS.supplier(s.id)}>{s.name}</Link> : s.name),
      },
      { key: 'contact', header: 'Contact', sortValue: (s) => s.contactName, cell: (s) => s.contactName || '—' },
      { key: 'email', header: 'Email', sortValue: (s) => s.email, cell: (s) => s.email || '—' },
      { key: 'phone', header: 'Phone', cell: (s) => s.phone || '—' },
      { key: 'city', header: 'City', sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—' },
      { key: 'days', header: 'Delivery days', cell: (s) => formatWeekdays(s.deliveryWeekdays) || '—' },
      { key: 'cutoff', header: 'Cut-off', sortValue: (s) => s.orderCutoffTime, cell: (s) => s.orderCutoffTime || '—' },
      {
        key: 'mov',
        header: 'Min. order',
        align: 'end',
        sortValue: (s) => s.minOrderValue ?? -1,
        cell: (s) => (s.minOrderValue === undefined ? '—' : formatMoney(s.minOrderValue)),
      },
      { key: 'status', header: 'Status', sortValue: (s) => s.status, cell: (s) => <SupplierStatusBadge status={s.status} /> },
    ];
    if (canWrite) {
      list.push({
        key: 'actions',
        header: 'Actions',
        visuallyHiddenHeader: true,
        align: 'end',
        cell: (s) => (
          <div className="d-flex justify-content-end gap-2">
            <LinkButton to={PATHS.supplier(s.id)} variant="outline-secondary" size="sm" aria-label={`Edit ${s.name}`}>
              Edit
            </LinkButton>
            <Button variant="outline-secondary" size="sm" aria-label={`Delete ${s.name}`} onClick={() => setToDelete(s)}>
              Delete
            </Button>
          </div>
        ),
      });
    }
    return list;
  }, [canWrite]);

  const setSort = (sort: SortState) => setParams(writeListView({ ...view, sort }), { replace: true });
  const setStatus = (status: Supplier['status'] | '') => setParams(writeListView({ ...view, status }), { replace: true });

  const exportCsv = () => downloadCsv('suppliers.csv', sortRows(rows, columns, view.sort), CSV_COLUMNS);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteSupplier(toDelete.id);
    if ('error' in result) {
      notify.error(getErrorMessage(result.error));
    } else {
      notify.success(`Supplier “${toDelete.name}” deleted`);
    }
    setToDelete(null);
  };

  return (
    <>
      <PageHeader
        title="Suppliers"
        actions={
          <>
            <Button variant="outline-secondary" onClick={exportCsv} disabled={rows.length === 0}>
              Export CSV
            </Button>
            <Can permission={PERMISSIONS.suppliersWrite}>
              <LinkButton to={PATHS.supplierNew}>New supplier</LinkButton>
            </Can>
          </>
        }
      />
      <Card>
        <Card.Body>
          <Form className="row g-2 mb-3" role="search" onSubmit={(e) => e.preventDefault()}>
            <div className="col-sm-7 col-lg-5">
              <Form.Label htmlFor="supplier-search">Search suppliers</Form.Label>
              <Form.Control
                id="supplier-search"
                type="search"
                value={text}
                placeholder="Name, contact, email, city…"
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <div className="col-sm-5 col-lg-3">
              <Form.Label htmlFor="supplier-status">Status</Form.Label>
              <Form.Select
                id="supplier-status"
                value={view.status}
                onChange={(e) => setStatus(e.target.value as Supplier['status'] | '')}
              >
                <option value="">All statuses</option>
                <option value="active">Active</option>
                <option value="archived">Archived</option>
              </Form.Select>
            </div>
            <div className="col-lg-4 d-flex align-items-end justify-content-lg-end">
              <span className="text-body-secondary small" aria-live="polite">
                {query.isFetching && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {query.isSuccess && `${rows.length} supplier${rows.length === 1 ? '' : 's'}`}
              </span>
            </div>
          </Form>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            errorMessage={MESSAGES.suppliers.fetch}
            onRetry={() => void query.refetch()}
            isEmpty={rows.length === 0}
            empty={q || view.status ? 'No suppliers match your search.' : 'No suppliers yet.'}
          >
            <DataTable caption="Suppliers" rows={rows} columns={columns} rowKey={(s) => s.id} sort={view.sort} onSortChange={setSort} />
          </QueryState>
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title="Delete supplier"
        body={<p className="mb-0">Delete “{toDelete?.name}”? This cannot be undone.</p>}
        confirmLabel="Delete"
        busy={deleting.isLoading}
        onConfirm={guard(confirmDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
