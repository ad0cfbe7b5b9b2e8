import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { rowActions } from '@/components/list/RowActions';
import { sortRows, type Column } from '@/components/DataTable';
import { FilterBar, FilterCount, SearchFilter, SelectFilter } from '@/components/list/Filters';
import { ListActions } from '@/components/list/ListActions';
import { countOf } from '@/components/list/ListCard';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { useListView } from '@/components/list/useListView';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useCan } from '@/session/useCan';
import { useDeleteSupplierMutation, useGetSuppliersQuery, useSearchSuppliersQuery } from '../api';
import { SupplierStatusBadge } from '../components/SupplierStatusBadge';
import { formatWeekdays } from '../logic';
import type { Supplier } from '../types';
import { SUPPLIER_LIST_VIEW } from '../urlState';

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

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** A row's height in px with its badge and row actions (the virtual list's estimate). */
const ROW_HEIGHT = 49;

const TEXTS: ListTexts = {
  caption: 'Suppliers',
  error: MESSAGES.suppliers.fetch,
  empty: 'No suppliers yet.',
  noMatch: 'No suppliers match your search.',
};

const COLUMNS: Column<Supplier>[] = [
  { key: 'name', header: 'Name', sortValue: (s) => s.name, cell: (s) => <Link to={PATHS.supplier(s.id)}>{s.name}</Link> },
  { key: 'contact', header: 'Contact', sortValue: (s) => s.contactName, cell: (s) => s.contactName || '—', hideBelow: 'xl' },
  { key: 'email', header: 'Email', sortValue: (s) => s.email, cell: (s) => s.email || '—', hideBelow: 'xxl' },
  { key: 'phone', header: 'Phone', cell: (s) => s.phone || '—', hideBelow: 'xxl' },
  { key: 'city', header: 'City', sortValue: (s) => s.address.city, cell: (s) => s.address.city || '—', hideBelow: 'lg' },
  { key: 'days', header: 'Delivery days', cell: (s) => formatWeekdays(s.deliveryWeekdays) || '—', hideBelow: 'xl' },
  { key: 'cutoff', header: 'Cut-off', sortValue: (s) => s.orderCutoffTime, cell: (s) => s.orderCutoffTime || '—', hideBelow: 'lg' },
  {
    key: 'mov',
    header: 'Min. order',
    align: 'end',
    sortValue: (s) => s.minOrderValue ?? -1,
    cell: (s) => (s.minOrderValue === undefined ? '—' : formatMoney(s.minOrderValue)),
  },
  { key: 'status', header: 'Status', sortValue: (s) => s.status, cell: (s) => <SupplierStatusBadge status={s.status} /> },
];

export function SupplierListPage() {
  const view = useListView(SUPPLIER_LIST_VIEW);
  const canWrite = useCan(PERMISSIONS.suppliersWrite);

  const q = view.q;
  const all = useGetSuppliersQuery(undefined, { skip: q !== '' });
  const search = useSearchSuppliersQuery(q, { skip: q === '' });
  const query = q ? search : all;
  const status = view.filters.status;
  const rows = useMemo(() => (query.data ?? []).filter((s) => !status || s.status === status), [query.data, status]);

  const [toDelete, setToDelete] = useState<Supplier | null>(null);
  const [deleteSupplier, deleting] = useDeleteSupplierMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();

  const exportCsv = () => downloadCsv('suppliers.csv', sortRows(rows, COLUMNS, view.sort), CSV_COLUMNS);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteSupplier(toDelete.id);
    if ('error' in result) notify.error(getErrorMessage(result.error));
    else notify.success(`Supplier “${toDelete.name}” deleted`);
    setToDelete(null);
  };

  const actions = rowActions<Supplier>(
    canWrite,
    (s) => s.name,
    (s) => [
      { label: 'Edit', ariaLabel: `Edit ${s.name}`, to: PATHS.supplier(s.id) },
      { label: 'Delete', ariaLabel: `Delete ${s.name}`, onClick: () => setToDelete(s) },
    ],
  );

  return (
    <>
      <PageHeader
        title="Suppliers"
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={rows.length === 0}
            newTo={PATHS.supplierNew}
            newLabel="New supplier"
            permission={PERMISSIONS.suppliersWrite}
          />
        }
      />
      {/* Virtual rows: at 5,000 suppliers only the rows in view are in the DOM (issue #29 item 8). */}
      <ListTable
        view={view}
        query={query}
        texts={TEXTS}
        rows={rows}
        columns={COLUMNS}
        actions={actions}
        virtual={{ rowHeight: ROW_HEIGHT }}
      >
        <FilterBar label="Filter suppliers" search>
          <SearchFilter label="Search suppliers" className="col-sm-7 col-lg-5" placeholder="Name, contact, email, city…" {...view.search} />
          <SelectFilter
            label="Status"
            className="col-sm-5 col-lg-3"
            anyLabel="All statuses"
            options={STATUS_OPTIONS}
            {...view.filter('status')}
          />
          <FilterCount className="col-lg-4 d-flex align-items-end justify-content-lg-end" busy={query.isFetching}>
            {query.isSuccess && countOf(rows.length, 'supplier')}
          </FilterCount>
        </FilterBar>
      </ListTable>
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
