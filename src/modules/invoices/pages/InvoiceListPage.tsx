import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DataTable, sortRows, type Column, type SortState } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { Pager, paginate } from '@/components/Pager';
import { useUrlFilters } from '@/lib/useUrlFilters';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInvoicesQuery } from '../api';
import { InvoiceStatusBadge, OverdueBadge, PaymentStatusBadge } from '../components/InvoiceBadges';
import { InvoiceUpload } from '../components/InvoiceUpload';
import {
  INVOICE_STATUS_LABELS,
  invoiceListTotals,
  isOverdue,
  PAYMENT_STATUS_LABELS,
  readInvoiceParams,
  type InvoiceListParams,
} from '../logic';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type Invoice } from '../types';

const PAGE_SIZE = 50;
const DEFAULT_SORT: SortState = { key: 'date', direction: 'desc' };

export function InvoiceListPage() {
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const canWrite = useCan(PERMISSIONS.ordersWrite);
  const { params, page, setFilters, setPage, clearFilters } = useUrlFilters();
  const view = useMemo(() => readInvoiceParams(params), [params]);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const today = todayIso();

  const query = useGetInvoicesQuery(
    { storeId, startDate: view.startDate, endDate: view.endDate, status: view.status || undefined, supplierId: view.supplierId },
    { skip: !storeId },
  );
  const suppliers = useGetSuppliersQuery();
  const supplierName = useMemo(() => {
    const names = new Map((suppliers.data ?? []).map((s) => [s.id, s.name]));
    return (id: string) => (id ? (names.get(id) ?? id) : 'Not set');
  }, [suppliers.data]);

  const setView = (patch: Partial<Record<keyof InvoiceListParams, string>>) => setFilters(patch);

  const columns = useMemo<Column<Invoice>[]>(
    () => [
      {
        key: 'number',
        header: 'Invoice number',
        sortValue: (i) => i.invoiceNumber || null,
        cell: (i) => {
          const label = i.invoiceNumber || `Uploaded ${i.files[0]?.name ?? 'document'}`;
          return canWrite ? <Link to={PATHS.invoice(i.id)}>{label}</Link> : label;
        },
      },
      { key: 'supplier', header: 'Supplier', sortValue: (i) => supplierName(i.supplierId), cell: (i) => supplierName(i.supplierId) },
      { key: 'type', header: 'Type', cell: (i) => (i.documentType === 'credit_note' ? 'Credit note' : 'Invoice') },
      { key: 'date', header: 'Invoice date', sortValue: (i) => i.invoiceDate, cell: (i) => formatDate(i.invoiceDate) },
      {
        key: 'due',
        header: 'Due date',
        sortValue: (i) => i.dueDate || null,
        cell: (i) => (
          <span className="d-inline-flex flex-wrap gap-1 align-items-center">
            {formatDate(i.dueDate)} {isOverdue(i, today) && <OverdueBadge />}
          </span>
        ),
      },
      { key: 'status', header: 'Status', sortValue: (i) => INVOICE_STATUSES.indexOf(i.status), cell: (i) => <InvoiceStatusBadge status={i.status} /> },
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
        sortValue: (i) => (i.documentType === 'credit_note' ? -i.gross : i.gross),
        cell: (i) => formatMoney(i.documentType === 'credit_note' ? -i.gross : i.gross, i.currency),
      },
    ],
    [canWrite, supplierName, today],
  );

  const rows = useMemo(
    () =>
      (query.data ?? []).filter(
        (i) => (!view.paymentStatus || i.paymentStatus === view.paymentStatus) && (!view.overdue || isOverdue(i, today)),
      ),
    [query.data, view.paymentStatus, view.overdue, today],
  );
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const { rows: shown, page: current, pages } = paginate(sorted, page, PAGE_SIZE);
  const totals = invoiceListTotals(rows);
  const filtered = [...params.keys()].some((k) => k !== 'page');

  return (
    <>
      <PageHeader title="Invoices" actions={canWrite && <LinkButton to={PATHS.invoiceNew}>New invoice</LinkButton>} />
      {canWrite && storeId && <InvoiceUpload storeId={storeId} />}
      <Card>
        <Card.Body>
          <Form className="row g-2 mb-3" aria-label="Filter invoices" onSubmit={(e) => e.preventDefault()}>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="invoice-from">Invoice date from</Form.Label>
              <Form.Control id="invoice-from" type="date" value={view.startDate} max={view.endDate || undefined} onChange={(e) => setView({ startDate: e.target.value })} />
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="invoice-to">Invoice date to</Form.Label>
              <Form.Control id="invoice-to" type="date" value={view.endDate} min={view.startDate || undefined} onChange={(e) => setView({ endDate: e.target.value })} />
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="invoice-status">Status</Form.Label>
              <Form.Select id="invoice-status" value={view.status} onChange={(e) => setView({ status: e.target.value })}>
                <option value="">All statuses</option>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {INVOICE_STATUS_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="invoice-payment">Payment status</Form.Label>
              <Form.Select id="invoice-payment" value={view.paymentStatus} onChange={(e) => setView({ paymentStatus: e.target.value })}>
                <option value="">All payment statuses</option>
                {PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PAYMENT_STATUS_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-sm-6 col-lg-2">
              <Form.Label htmlFor="invoice-supplier">Supplier</Form.Label>
              <Form.Select id="invoice-supplier" value={view.supplierId} onChange={(e) => setView({ supplierId: e.target.value })}>
                <option value="">All suppliers</option>
                {(suppliers.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-sm-6 col-lg-2 d-flex flex-column justify-content-end gap-1">
              <Form.Check
                id="invoice-overdue"
                label="Overdue only"
                checked={view.overdue}
                onChange={(e) => setView({ overdue: e.target.checked ? '1' : '' })}
              />
              <Button variant="outline-secondary" size="sm" disabled={!filtered} onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          </Form>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            errorMessage={MESSAGES.invoices.fetch}
            onRetry={() => void query.refetch()}
            isEmpty={rows.length === 0}
            empty={filtered ? 'No invoices match these filters.' : 'No invoices yet in this store.'}
          >
            <p className="text-body-secondary small mb-2" aria-live="polite">
              {rows.length} {rows.length === 1 ? 'invoice' : 'invoices'}
              {query.isFetching && !query.isLoading ? ' · updating…' : ''}
            </p>
            <DataTable
              caption="Invoices"
              rows={shown}
              columns={columns}
              rowKey={(i) => i.id}
              sort={sort}
              onSortChange={setSort}
              footer={
                <tr>
                  <th scope="row" colSpan={7}>
                    Total of {rows.length} shown (net {formatMoney(totals.net)}, VAT {formatMoney(totals.vat)}; credit notes subtracted)
                  </th>
                  <td className="text-end fw-semibold">{formatMoney(totals.gross)}</td>
                </tr>
              }
            />
            <Pager page={current} pages={pages} label="Invoice pages" onPage={setPage} />
          </QueryState>
        </Card.Body>
      </Card>
    </>
  );
}
