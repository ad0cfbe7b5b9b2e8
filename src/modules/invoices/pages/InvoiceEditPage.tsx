import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { describedBy, FormField } from '@/components/FormField';
import { LinkButton } from '@/components/LinkButton';
import { NotPermitted } from '@/components/NotPermitted';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { decimalOrNaN } from '@/lib/decimal';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useGetOrdersQuery } from '@/modules/orders/api';
import { orderTotals } from '@/modules/orders/logic';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import {
  useCreateInvoiceMutation,
  useDeleteInvoiceMutation,
  useGetInvoiceQuery,
  useUpdateInvoiceMutation,
  useUpdateInvoicePaymentStatusMutation,
  useUpdateInvoiceStatusMutation,
} from '../api';
import { InvoicePreview } from '../components/InvoicePreview';
import { InvoiceStatusBadge, OverdueBadge, PaymentStatusBadge } from '../components/InvoiceBadges';
import { OrderComparison } from '../components/OrderComparison';
import {
  approvalProblems,
  INVOICE_STATUS_LABELS,
  allowedMoves,
  isOverdue,
  PAYMENT_STATUS_LABELS,
  REJECTION_REASON_LABELS,
  validateInvoice,
} from '../logic';
import {
  PAYMENT_STATUSES,
  REJECTION_REASONS,
  type DocumentType,
  type Invoice,
  type InvoiceInput,
  type InvoiceStatus,
  type PaymentStatus,
  type RejectionReason,
} from '../types';

interface FormValues {
  documentType: DocumentType;
  supplierId: string;
  orderId: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  net: string;
  vat: string;
  gross: string;
  currency: string;
  notes: string;
}

const money = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '');

function valuesOf(invoice: Invoice | null): FormValues {
  if (!invoice) {
    return {
      documentType: 'invoice', supplierId: '', orderId: '', invoiceNumber: '', invoiceDate: todayIso(), dueDate: '',
      net: '', vat: '', gross: '', currency: 'EUR', notes: '',
    };
  }
  return {
    documentType: invoice.documentType,
    supplierId: invoice.supplierId,
    orderId: invoice.orderId ?? '',
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    net: money(invoice.net),
    vat: money(invoice.vat),
    gross: money(invoice.gross),
    currency: invoice.currency,
    notes: invoice.notes,
  };
}

/** A typed amount: comma or point (`27,45` is 27.45); NaN when empty or not a number. */
const num = decimalOrNaN;

function inputOf(values: FormValues, storeId: string): InvoiceInput {
  return {
    storeId,
    supplierId: values.supplierId,
    orderId: values.orderId || null,
    documentType: values.documentType,
    invoiceNumber: values.invoiceNumber.trim(),
    invoiceDate: values.invoiceDate,
    dueDate: values.dueDate,
    net: num(values.net),
    vat: num(values.vat),
    gross: num(values.gross),
    currency: values.currency.trim().toUpperCase(),
    notes: values.notes,
  };
}

const MOVE_LABELS: Record<InvoiceStatus, string> = {
  uploaded: 'Back to uploaded',
  needs_review: 'Send to review',
  approved: 'Approve',
  rejected: 'Reject',
  cancelled: 'Cancel invoice',
};

/** `/invoice` (manual entry) and `/invoice/:invoiceId` (review and edit). */
export function InvoiceEditPage() {
  const { invoiceId } = useParams();
  const query = useGetInvoiceQuery(invoiceId ?? '', { skip: !invoiceId });
  if (!invoiceId) return <InvoiceForm key="new" invoice={null} />;
  if (query.notPermitted) return <NotPermitted title="Invoice" />;
  return (
    <QueryState isLoading={query.isLoading} error={query.error} errorMessage={MESSAGES.invoices.fetch} onRetry={() => void query.refetch()}>
      {query.data && <InvoiceForm key={query.data.id} invoice={query.data} />}
    </QueryState>
  );
}

function InvoiceForm({ invoice }: { invoice: Invoice | null }) {
  const navigate = useNavigate();
  const currentStoreId = useAppSelector(selectCurrentStoreId) ?? '';
  const storeId = invoice?.storeId || currentStoreId;

  const [values, setValues] = useState<FormValues>(() => valuesOf(invoice));
  const [baseline, setBaseline] = useState(() => JSON.stringify(valuesOf(invoice)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'reject' | 'cancel' | null>(null);
  const [reason, setReason] = useState<RejectionReason>('duplicate');
  // The chosen payment status until it is saved; null follows the server's.
  const [paymentChoice, setPayment] = useState<PaymentStatus | null>(null);
  const payment: PaymentStatus = paymentChoice ?? invoice?.paymentStatus ?? 'unpaid';

  const suppliers = useGetSuppliersQuery();
  const orders = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const [createInvoice, creating] = useCreateInvoiceMutation();
  const [updateInvoice, updating] = useUpdateInvoiceMutation();
  const [updateStatus, moving] = useUpdateInvoiceStatusMutation();
  const [updatePayment, paying] = useUpdateInvoicePaymentStatusMutation();
  const [deleteInvoice, deleting] = useDeleteInvoiceMutation();
  const saving = creating.isLoading || updating.isLoading;
  const dirty = JSON.stringify(values) !== baseline;

  useUnsavedChangesGuard(dirty && goTo === null);
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const orderOptions = useMemo(
    () =>
      (orders.data ?? [])
        .filter((o) => o.status !== 'draft' && o.status !== 'cancelled')
        .filter((o) => !values.supplierId || o.supplierId === values.supplierId || o.id === values.orderId),
    [orders.data, values.supplierId, values.orderId],
  );
  const linkedOrder = orders.data?.find((o) => o.id === values.orderId);

  const input = inputOf(values, storeId);
  const err = (k: string) => errors[k];

  const save = async () => {
    const clientErrors = validateInvoice({ ...input });
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length) {
      setFormError('Please correct the highlighted fields.');
      return;
    }
    const result = invoice ? await updateInvoice({ id: invoice.id, invoice: input }) : await createInvoice(input);
    if ('error' in result) {
      setErrors(getFieldErrors(result.error));
      setFormError(getErrorMessage(result.error, MESSAGES.invoices.save));
      return;
    }
    setBaseline(JSON.stringify(values));
    notify.success(`Invoice ${result.data.invoiceNumber || ''} saved`.replace('  ', ' '));
    if (!invoice) setGoTo(PATHS.invoice(result.data.id));
  };

  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) guard(save)();
  };

  const move = async (to: InvoiceStatus) => {
    if (!invoice) return;
    const result = await updateStatus({ id: invoice.id, status: to, rejectionReason: to === 'rejected' ? reason : undefined });
    setConfirm(null);
    if ('error' in result) notify.error(getErrorMessage(result.error, MESSAGES.invoices.updateStatus));
    else notify.success(`Invoice ${INVOICE_STATUS_LABELS[to].toLowerCase()}`);
  };

  const savePayment = async () => {
    if (!invoice) return;
    const result = await updatePayment({ id: invoice.id, paymentStatus: payment });
    if ('error' in result) {
      notify.error(getErrorMessage(result.error, MESSAGES.invoices.updatePaymentStatus));
    } else notify.success(`Payment status: ${PAYMENT_STATUS_LABELS[payment].toLowerCase()}`);
    setPayment(null);
  };

  const remove = async () => {
    if (!invoice) return;
    const result = await deleteInvoice({ id: invoice.id, storeId: invoice.storeId });
    if ('error' in result) {
      setConfirm(null);
      notify.error(getErrorMessage(result.error, MESSAGES.invoices.delete));
      return;
    }
    notify.success('Invoice deleted');
    setGoTo(PATHS.invoices);
  };

  const copyFromOrder = () => {
    if (!linkedOrder) return;
    const t = orderTotals(linkedOrder.lines);
    setValues((v) => ({ ...v, net: money(t.net), vat: money(t.vat), gross: money(t.gross) }));
  };

  const title = invoice ? (invoice.invoiceNumber ? `Invoice ${invoice.invoiceNumber}` : 'Review uploaded invoice') : 'New invoice';
  const missing = invoice ? approvalProblems(invoice) : [];
  const moves = invoice ? allowedMoves(invoice).status : [];
  const text = (key: 'invoiceNumber' | 'currency', label: string, cls: string) => (
    <FormField id={`invoice-${key}`} label={label} error={err(key)} className={cls}>
      <Form.Control
        value={values[key]}
        disabled={saving}
        isInvalid={Boolean(err(key))}
        aria-describedby={describedBy(`invoice-${key}`, err(key))}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );
  const amount = (key: 'net' | 'vat' | 'gross', label: string) => (
    <FormField id={`invoice-${key}`} label={label} error={err(key)} className="col-sm-4">
      <Form.Control
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={values[key]}
        disabled={saving}
        isInvalid={Boolean(err(key))}
        aria-describedby={describedBy(`invoice-${key}`, err(key))}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );
  const date = (key: 'invoiceDate' | 'dueDate', label: string) => (
    <FormField id={`invoice-${key}`} label={label} error={err(key)} className="col-sm-6 col-lg-3">
      <Form.Control
        type="date"
        value={values[key]}
        disabled={saving}
        isInvalid={Boolean(err(key))}
        aria-describedby={describedBy(`invoice-${key}`, err(key))}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <LinkButton to={PATHS.invoices} variant="outline-secondary">
              Back to invoices
            </LinkButton>
            {invoice && (
              <Button variant="outline-secondary" onClick={() => setConfirm('delete')}>
                Delete
              </Button>
            )}
          </>
        }
      >
        {invoice && (
          <p className="mb-0 mt-1 d-flex flex-wrap gap-2 align-items-center">
            <span>
              Status: <InvoiceStatusBadge status={invoice.status} />
              {invoice.rejectionReason && ` (${REJECTION_REASON_LABELS[invoice.rejectionReason]})`}
            </span>
            <span>
              Payment: <PaymentStatusBadge paymentStatus={invoice.paymentStatus} />
            </span>
            {isOverdue(invoice, todayIso()) && <OverdueBadge />}
          </p>
        )}
      </PageHeader>

      {invoice && (
        <div className="row g-3 mb-3">
          <div className="col-lg-7">
            <Card className="h-100">
              <Card.Body>
                <h2 className="h6">Status</h2>
                {moves.length === 0 ? (
                  <p className="text-body-secondary mb-0">A cancelled invoice has no further status.</p>
                ) : (
                  <div className="d-flex flex-wrap gap-2 align-items-center">
                    {moves.map((to) => (
                      <Button
                        key={to}
                        variant={to === 'approved' ? 'primary' : 'outline-secondary'}
                        disabled={dirty || moving.isLoading || (to === 'approved' && missing.length > 0)}
                        onClick={() => (to === 'rejected' ? setConfirm('reject') : to === 'cancelled' ? setConfirm('cancel') : guard(move)(to))}
                      >
                        {moving.isLoading && moving.originalArgs?.status === to && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                        {to === 'needs_review' && invoice.status !== 'uploaded' ? 'Reopen for review' : MOVE_LABELS[to]}
                      </Button>
                    ))}
                  </div>
                )}
                {dirty && <p className="small text-body-secondary mt-2 mb-0">Save your changes before changing the status.</p>}
                {!dirty && moves.includes('approved') && missing.length > 0 && (
                  <p className="small text-body-secondary mt-2 mb-0">To approve, enter and save the {missing.join(', ')}.</p>
                )}
              </Card.Body>
            </Card>
          </div>
          <div className="col-lg-5">
            <Card className="h-100">
              <Card.Body>
                <h2 className="h6">Payment</h2>
                <div className="d-flex gap-2 align-items-end">
                  <div className="flex-grow-1">
                    <Form.Label htmlFor="invoice-payment-status">Payment status</Form.Label>
                    <Form.Select id="invoice-payment-status" value={payment} disabled={paying.isLoading} onChange={(e) => setPayment(e.target.value as PaymentStatus)}>
                      {PAYMENT_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {PAYMENT_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </Form.Select>
                  </div>
                  <Button variant="primary" disabled={paying.isLoading || payment === invoice.paymentStatus} onClick={guard(savePayment)}>
                    {paying.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                    Update payment
                  </Button>
                </div>
                {invoice.dueDate && <p className="small text-body-secondary mt-2 mb-0">Due {formatDate(invoice.dueDate)}</p>}
              </Card.Body>
            </Card>
          </div>
        </div>
      )}

      <div className="row g-3">
        <div className={invoice ? 'col-xl-7' : 'col-12'}>
          <Form noValidate onSubmit={onSubmit} aria-label="Invoice details">
            {formError && (
              <Alert variant="danger" role="alert">
                {formError}
              </Alert>
            )}
            <Card className="mb-3">
              <Card.Body className="row g-3">
                <h2 className="h6 col-12 mb-0">Details</h2>
                <FormField id="invoice-documentType" label="Document type" error={err('documentType')} className="col-sm-6 col-lg-3">
                  <Form.Select value={values.documentType} disabled={saving} onChange={(e) => set('documentType', e.target.value as DocumentType)}>
                    <option value="invoice">Invoice</option>
                    <option value="credit_note">Credit note</option>
                  </Form.Select>
                </FormField>
                <FormField id="invoice-supplierId" label="Supplier" error={err('supplierId')} className="col-sm-6 col-lg-5">
                  <Form.Select
                    value={values.supplierId}
                    disabled={saving}
                    isInvalid={Boolean(err('supplierId'))}
                    aria-describedby={describedBy('invoice-supplierId', err('supplierId'))}
                    onChange={(e) => {
                      const supplierId = e.target.value;
                      setValues((v) => ({
                        ...v,
                        supplierId,
                        orderId: orders.data?.find((o) => o.id === v.orderId)?.supplierId === supplierId ? v.orderId : '',
                      }));
                    }}
                  >
                    <option value="">Not set yet</option>
                    {(suppliers.data ?? []).map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                    {/* Without the supplier list (no permission to read it) the invoice's supplier shows as its id. */}
                    {values.supplierId && !suppliers.data?.some((s) => s.id === values.supplierId) && (
                      <option value={values.supplierId}>{values.supplierId}</option>
                    )}
                  </Form.Select>
                </FormField>
                {text('invoiceNumber', 'Invoice number', 'col-sm-6 col-lg-4')}
                {date('invoiceDate', 'Invoice date')}
                {date('dueDate', 'Due date')}
                <FormField id="invoice-orderId" label="Order it bills" error={err('orderId')} className="col-lg-6">
                  <Form.Select
                    value={values.orderId}
                    disabled={saving}
                    isInvalid={Boolean(err('orderId'))}
                    aria-describedby={describedBy('invoice-orderId', err('orderId'))}
                    onChange={(e) => {
                      const orderId = e.target.value;
                      const o = orders.data?.find((x) => x.id === orderId);
                      setValues((v) => ({ ...v, orderId, supplierId: o ? o.supplierId : v.supplierId }));
                    }}
                  >
                    <option value="">No order</option>
                    {orderOptions.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.number} · {formatDate(o.orderDate)} · {formatMoney(orderTotals(o.lines).gross, o.currency)}
                      </option>
                    ))}
                  </Form.Select>
                </FormField>
                {amount('net', 'Net')}
                {amount('vat', 'VAT')}
                {amount('gross', 'Gross')}
                <div className="col-12 d-flex flex-wrap gap-2">
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={saving || !(Number.isFinite(input.net) && Number.isFinite(input.vat))}
                    onClick={() => set('gross', money((Math.round(input.net * 100) + Math.round(input.vat * 100)) / 100))}
                  >
                    Gross = net + VAT
                  </Button>
                  {linkedOrder && (
                    <Button variant="outline-secondary" size="sm" disabled={saving} onClick={copyFromOrder}>
                      Copy totals from order {linkedOrder.number}
                    </Button>
                  )}
                </div>
                {text('currency', 'Currency', 'col-sm-4 col-lg-3')}
                <FormField id="invoice-notes" label="Notes" error={err('notes')} className="col-12">
                  <Form.Control as="textarea" rows={2} value={values.notes} disabled={saving} onChange={(e) => set('notes', e.target.value)} />
                </FormField>
                <div className="col-12 d-flex gap-2">
                  <Button type="submit" disabled={saving || (invoice !== null && !dirty)}>
                    {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                    Save invoice
                  </Button>
                  {dirty && invoice && (
                    <Button variant="outline-secondary" disabled={saving} onClick={() => setValues(JSON.parse(baseline) as FormValues)}>
                      Discard changes
                    </Button>
                  )}
                </div>
              </Card.Body>
            </Card>
          </Form>
          {values.orderId && (
            <Card className="mb-3">
              <Card.Body>
                <h2 className="h6">Compared with the order</h2>
                <OrderComparison
                  orderId={values.orderId}
                  currency={values.currency || 'EUR'}
                  invoice={{ net: num(values.net) || 0, vat: num(values.vat) || 0, gross: num(values.gross) || 0 }}
                />
              </Card.Body>
            </Card>
          )}
        </div>
        {invoice && (
          <div className="col-xl-5">
            <Card className="mb-3">
              <Card.Body>
                <h2 className="h6">Document</h2>
                <InvoicePreview invoice={invoice} />
              </Card.Body>
            </Card>
          </div>
        )}
      </div>

      <ConfirmDialog
        show={confirm === 'delete'}
        title="Delete invoice"
        body="Delete this invoice and its document? This cannot be undone."
        confirmLabel="Delete"
        busy={deleting.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={guard(remove)}
      />
      <ConfirmDialog
        show={confirm === 'cancel'}
        title="Cancel invoice"
        body="Cancel this invoice? A cancelled invoice cannot be reopened."
        confirmLabel="Cancel invoice"
        busy={moving.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={() => guard(move)('cancelled')}
      />
      <ConfirmDialog
        show={confirm === 'reject'}
        title="Reject invoice"
        variant="danger"
        body={
          <Form.Group controlId="invoice-reject-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Select value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
              {REJECTION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REJECTION_REASON_LABELS[r]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        }
        confirmLabel="Reject"
        busy={moving.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={() => guard(move)('rejected')}
      />
    </>
  );
}
