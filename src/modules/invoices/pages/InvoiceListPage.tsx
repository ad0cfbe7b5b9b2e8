import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import type { Column } from '@/components/DataTable';
import { CheckFilter, ClearFilters, DateFilter, FilterBar, SelectFilter } from '@/components/list/Filters';
import { ListTable, type ListTableProps, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { INVOICE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInvoicesQuery } from '../api';
import { InvoiceStatusBadge, OverdueBadge, PaymentStatusBadge } from '../components/InvoiceBadges';
import { InvoiceUpload } from '../components/InvoiceUpload';
import { INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../invoiceStatus';
import { countsInTotals, invoiceListTotals, isOverdue, readInvoiceParams } from '../invoiceList';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type Invoice } from '../types';

const PAGE_SIZE = 50;
const VIEW = listDefaults({ startDate: '', endDate: '', status: '', paymentStatus: '', supplierId: '', overdue: '' }, 'date', 'desc');
/** The list's texts in the active language. */
const texts = (): ListTexts => ({
  caption: t`Invoices`,
  error: INVOICE_MESSAGES.fetch,
  empty: t`No invoices yet in this store.`,
  noMatch: t`No invoices match these filters.`,
  pages: t`Invoice pages`,
});
/** An uploaded invoice without a number yet is named by its document. */
const uploadedName = (i: Invoice) => {
  const file = i.files[0]?.name;
  return file ? t`Uploaded ${file}` : t`Uploaded document`;
};
const signedGross = (i: Invoice) => (i.documentType === 'credit_note' ? -i.gross : i.gross);

export function InvoiceListPage() {
  const { t } = useLingui();
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan('orders.write');
  const list = useListView(VIEW);
  const { filters } = list;
  // Checked values only (unknown statuses or dates from a hand-typed URL are dropped).
  const view = useMemo(() => readInvoiceParams(new URLSearchParams(filters)), [filters]);
  const today = todayIso();

  const query = useGetInvoicesQuery(
    { storeId, startDate: view.startDate, endDate: view.endDate, status: view.status || undefined, supplierId: view.supplierId },
    { skip: !storeId },
  );
  const { suppliers, nameOf } = useSupplierNames(t`Not set`);

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
        header: t`Invoice number`,
        sortValue: (i) => i.invoiceNumber || null,
        cell: (i) => <Link to={PATHS.invoice(i.id)}>{i.invoiceNumber || uploadedName(i)}</Link>,
      },
      { key: 'supplier', header: t`Supplier`, sortValue: (i) => nameOf(i.supplierId), cell: (i) => nameOf(i.supplierId) },
      { key: 'type', header: t`Type`, cell: (i) => (i.documentType === 'credit_note' ? t`Credit note` : t`Invoice`), hideBelow: 'xxl' },
      { key: 'date', header: t`Invoice date`, sortValue: (i) => i.invoiceDate, cell: (i) => formatDate(i.invoiceDate), hideBelow: 'xl' },
      {
        key: 'due',
        header: t`Due date`,
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
        header: t`Status`,
        sortValue: (i) => INVOICE_STATUSES.indexOf(i.status),
        cell: (i) => <InvoiceStatusBadge status={i.status} />,
      },
      {
        key: 'payment',
        header: t`Payment`,
        sortValue: (i) => PAYMENT_STATUSES.indexOf(i.paymentStatus),
        cell: (i) => <PaymentStatusBadge paymentStatus={i.paymentStatus} />,
      },
      {
        key: 'gross',
        header: t`Gross`,
        align: 'end',
        sortValue: signedGross,
        cell: (i) => formatMoney(signedGross(i), i.currency),
        footer: formatMoney(totals.gross),
      },
    ],
    // The headers are texts: made again when the language changes (useLingui's `t` changes with it).
    [nameOf, today, totals.gross, t],
  );

  const shown = rows.length;
  const net = formatMoney(totals.net);
  const vat = formatMoney(totals.vat);
  const counted = rows.filter(countsInTotals).length;
  const footerLabel =
    counted === shown
      ? t`Total of ${shown} shown (net ${net}, VAT ${vat}; credit notes subtracted)`
      : t`Total of ${counted} of ${shown} shown, rejected and cancelled ones not counted (net ${net}, VAT ${vat}; credit notes subtracted)`;
  const summary = () =>
    query.isFetching && !query.isLoading
      ? plural(shown, { one: '# invoice · updating…', other: '# invoices · updating…' })
      : plural(shown, { one: '# invoice', other: '# invoices' });
  // The table's props in one value (src/components/list/README.md); the filter bar is its children.
  const table: ListTableProps<Invoice> = { view: list, query, texts: texts(), rows, columns, pageSize: PAGE_SIZE, footerLabel, summary };
  const statusOptions = INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }));
  const paymentOptions = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));

  return (
    <>
      <PageHeader
        title={t`Invoices`}
        actions={
          canWrite && (
            <>
              <LinkButton to={PATHS.invoiceIntake} variant="outline-primary">
                <Trans>Read an e-invoice</Trans>
              </LinkButton>
              <LinkButton to={PATHS.invoiceNew}>
                <Trans>New invoice</Trans>
              </LinkButton>
            </>
          )
        }
      />
      {canWrite && storeId && <InvoiceUpload storeId={storeId} />}
      <ListTable {...table}>
        <FilterBar label={t`Filter invoices`}>
          <DateFilter
            label={t`Invoice date from`}
            value={view.startDate}
            max={view.endDate}
            onChange={(startDate) => list.setFilters({ startDate })}
          />
          <DateFilter
            label={t`Invoice date to`}
            value={view.endDate}
            min={view.startDate}
            onChange={(endDate) => list.setFilters({ endDate })}
          />
          <SelectFilter
            label={t`Status`}
            className="col-sm-6 col-lg-2"
            anyLabel={t`All statuses`}
            options={statusOptions}
            value={view.status}
            onChange={(status) => list.setFilters({ status })}
          />
          <SelectFilter
            label={t`Payment status`}
            className="col-sm-6 col-lg-2"
            anyLabel={t`All payment statuses`}
            options={paymentOptions}
            value={view.paymentStatus}
            onChange={(paymentStatus) => list.setFilters({ paymentStatus })}
          />
          <SelectFilter
            label={t`Supplier`}
            className="col-sm-6 col-lg-2"
            anyLabel={t`All suppliers`}
            options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
            value={view.supplierId}
            onChange={(supplierId) => list.setFilters({ supplierId })}
          />
          <div className="col-sm-6 col-lg-2 d-flex flex-column justify-content-end gap-1">
            <CheckFilter label={t`Overdue only`} value={filters.overdue} onChange={(overdue) => list.setFilters({ overdue })} />
            <ClearFilters disabled={!list.filtered} onClear={list.clear} className="btn-sm" />
          </div>
        </FilterBar>
      </ListTable>
    </>
  );
}
