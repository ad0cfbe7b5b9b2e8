import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import type { Column } from '@/components/DataTable';
import { CheckFilter, ClearFilters, DateFilter, FilterBar, SelectFilter } from '@/components/list/Filters';
import { countOf } from '@/components/list/ListCard';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/lib/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInvoicesQuery } from '../api';
import { InvoiceStatusBadge, OverdueBadge, PaymentStatusBadge } from '../components/InvoiceBadges';
import { InvoiceUpload } from '../components/InvoiceUpload';
import { INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../invoiceStatus';
import { invoiceListTotals, isOverdue, readInvoiceParams } from '../invoiceList';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type Invoice } from '../types';

const PAGE_SIZE = 50;
const VIEW = listDefaults({ startDate: '', endDate: '', status: '', paymentStatus: '', supplierId: '', overdue: '' }, 'date', 'desc');
const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }));
const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));
const TEXTS: ListTexts = {
  caption: 'Invoices',
  error: MESSAGES.invoices.fetch,
  empty: 'No invoices yet in this store.',
  noMatch: 'No invoices match these filters.',
  pages: 'Invoice pages',
};
const signedGross = (i: Invoice) => (i.documentType === 'credit_note' ? -i.gross : i.gross);

export function InvoiceListPage() {
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan(PERMISSIONS.ordersWrite);
  const list = useListView(VIEW);
  const { filters } = list;
  // Checked values only (unknown statuses or dates from a hand-typed URL are dropped).
  const view = useMemo(() => readInvoiceParams(new URLSearchParams(filters)), [filters]);
  const today = todayIso();

  const query = useGetInvoicesQuery(
    { storeId, startDate: view.startDate, endDate: view.endDate, status: view.status || undefined, supplierId: view.supplierId },
    { skip: !storeId },
  );
  const { suppliers, nameOf } = useSupplierNames('Not set');

  const rows = useMemo(
    () =>
      (query.data ?? []).filter(
        (i) => (!view.paymentStatus || i.paymentStatus === view.paymentStatus) && (!view.overdue || isOverdue(i, today)),
      ),
    [query.data, view.paymentStatus, view.overdue, today],
  );
  const totals = invoiceListTotals(rows);

  const columns = useMemo<Column<Invoice>[]>(
    () => [
      {
        key: 'number',
        header: 'Invoice number',
        sortValue: (i) => i.invoiceNumber || null,
        cell: (i) => <Link to={PATHS.invoice(i.id)}>{i.invoiceNumber || `Uploaded ${i.files[0]?.name ?? 'document'}`}</Link>,
      },
      { key: 'supplier', header: 'Supplier', sortValue: (i) => nameOf(i.supplierId), cell: (i) => nameOf(i.supplierId) },
      { key: 'type', header: 'Type', cell: (i) => (i.documentType === 'credit_note' ? 'Credit note' : 'Invoice'), hideBelow: 'xxl' },
      { key: 'date', header: 'Invoice date', sortValue: (i) => i.invoiceDate, cell: (i) => formatDate(i.invoiceDate), hideBelow: 'xl' },
      {
        key: 'due',
        header: 'Due date',
        sortValue: (i) => i.dueDate || null,
        cell: (i) => (
          <span className="d-inline-flex flex-wrap gap-1 align-items-center">
            {formatDate(i.dueDate)} {isOverdue(i, today) && <OverdueBadge />}
          </span>
        ),
        hideBelow: 'lg',
      },
      {
        key: 'status',
        header: 'Status',
        sortValue: (i) => INVOICE_STATUSES.indexOf(i.status),
        cell: (i) => <InvoiceStatusBadge status={i.status} />,
      },
      {
        key: 'payment',
        header: 'Payment',
        sortValue: (i) => PAYMENT_STATUSES.indexOf(i.paymentStatus),
        cell: (i) => <PaymentStatusBadge paymentStatus={i.paymentStatus} />,
      },
      {
        key: 'gross',
        header: 'Gross',
        align: 'end',
        sortValue: signedGross,
        cell: (i) => formatMoney(signedGross(i), i.currency),
        footer: formatMoney(totals.gross),
      },
    ],
    [nameOf, today, totals.gross],
  );

  const footerLabel = `Total of ${rows.length} shown (net ${formatMoney(totals.net)}, VAT ${formatMoney(totals.vat)}; credit notes subtracted)`;
  const summary = () => `${countOf(rows.length, 'invoice')}${query.isFetching && !query.isLoading ? ' · updating…' : ''}`;

  return (
    <>
      <PageHeader title="Invoices" actions={canWrite && <LinkButton to={PATHS.invoiceNew}>New invoice</LinkButton>} />
      {canWrite && storeId && <InvoiceUpload storeId={storeId} />}
      <ListTable
        view={list}
        query={query}
        texts={TEXTS}
        rows={rows}
        columns={columns}
        pageSize={PAGE_SIZE}
        footerLabel={footerLabel}
        summary={summary}
      >
        <FilterBar label="Filter invoices">
          <DateFilter
            label="Invoice date from"
            value={view.startDate}
            max={view.endDate}
            onChange={(startDate) => list.setFilters({ startDate })}
          />
          <DateFilter
            label="Invoice date to"
            value={view.endDate}
            min={view.startDate}
            onChange={(endDate) => list.setFilters({ endDate })}
          />
          <SelectFilter
            label="Status"
            className="col-sm-6 col-lg-2"
            anyLabel="All statuses"
            options={STATUS_OPTIONS}
            value={view.status}
            onChange={(status) => list.setFilters({ status })}
          />
          <SelectFilter
            label="Payment status"
            className="col-sm-6 col-lg-2"
            anyLabel="All payment statuses"
            options={PAYMENT_OPTIONS}
            value={view.paymentStatus}
            onChange={(paymentStatus) => list.setFilters({ paymentStatus })}
          />
          <SelectFilter
            label="Supplier"
            className="col-sm-6 col-lg-2"
            anyLabel="All suppliers"
            options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
            value={view.supplierId}
            onChange={(supplierId) => list.setFilters({ supplierId })}
          />
          <div className="col-sm-6 col-lg-2 d-flex flex-column justify-content-end gap-1">
            <CheckFilter label="Overdue only" value={filters.overdue} onChange={(overdue) => list.setFilters({ overdue })} />
            <ClearFilters disabled={!list.filtered} onClear={list.clear} className="btn-sm" />
          </div>
        </FilterBar>
      </ListTable>
    </>
  );
}
