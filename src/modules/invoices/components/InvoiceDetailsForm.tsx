import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { decimalOrNaN } from '@/lib/decimal';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useGetOrdersQuery } from '@/modules/orders/api';
import { orderTotals } from '@/modules/orders/logic';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { useCreateInvoiceMutation, useUpdateInvoiceMutation } from '../api';
import { nextDueDate, validateInvoice } from '../logic';
import { DOCUMENT_TYPES, type Invoice, type InvoiceInput } from '../types';
import { OrderComparison } from './OrderComparison';

interface FormValues {
  documentType: Invoice['documentType'];
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
    return { documentType: 'invoice', supplierId: '', orderId: '', invoiceNumber: '', invoiceDate: todayIso(), dueDate: '', net: '', vat: '', gross: '', currency: 'EUR', notes: '' };
  }
  const { documentType, supplierId, invoiceNumber, invoiceDate, dueDate, currency, notes } = invoice;
  const amounts = { net: money(invoice.net), vat: money(invoice.vat), gross: money(invoice.gross) };
  return { documentType, supplierId, orderId: invoice.orderId ?? '', invoiceNumber, invoiceDate, dueDate, ...amounts, currency, notes };
}

function inputOf(values: FormValues, storeId: string): InvoiceInput {
  return {
    storeId,
    supplierId: values.supplierId,
    orderId: values.orderId || null,
    documentType: values.documentType,
    invoiceNumber: values.invoiceNumber.trim(),
    invoiceDate: values.invoiceDate,
    dueDate: values.dueDate,
    net: decimalOrNaN(values.net),
    vat: decimalOrNaN(values.vat),
    gross: decimalOrNaN(values.gross),
    currency: values.currency.trim().toUpperCase(),
    notes: values.notes,
  };
}

/**
 * The invoice's details: saved only into the store the invoice belongs to (a new one: the store
 * it was opened in). The due date follows the supplier's payment terms while the user has not
 * typed one (only with the supplier list, i.e. suppliers.read). `readOnly`: no write permission,
 * or an approved (locked) invoice.
 */
export function InvoiceDetailsForm({
  invoice,
  storeId: openedIn,
  readOnly,
  onDirtyChange,
}: {
  invoice: Invoice | null;
  storeId: string;
  readOnly: boolean;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const navigate = useNavigate();
  // The store it was opened for, whatever the selector says later (decisions.md).
  const [storeId] = useState(openedIn);
  const [values, setValues] = useState<FormValues>(() => valuesOf(invoice));
  const [baseline, setBaseline] = useState(() => JSON.stringify(valuesOf(invoice)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const suppliers = useGetSuppliersQuery();
  const orders = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const [createInvoice, creating] = useCreateInvoiceMutation();
  const [updateInvoice, updating] = useUpdateInvoiceMutation();
  const saving = creating.isLoading || updating.isLoading;
  const dirty = JSON.stringify(values) !== baseline;
  const disabled = saving || readOnly;

  useUnsavedChangesGuard(dirty && goTo === null);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const terms = (supplierId: string) => suppliers.data?.find((s) => s.id === supplierId)?.paymentTermsDays;
  const change = (patch: Partial<FormValues>) =>
    setValues((v) => {
      const next = { ...v, ...patch };
      const dueDate = 'dueDate' in patch ? next.dueDate : nextDueDate({ ...v, terms: terms(v.supplierId) }, { ...next, terms: terms(next.supplierId) });
      return { ...next, dueDate };
    });

  const orderOptions = useMemo(
    () =>
      (orders.data ?? [])
        .filter((o) => o.status !== 'draft' && o.status !== 'cancelled')
        .filter((o) => !values.supplierId || o.supplierId === values.supplierId || o.id === values.orderId),
    [orders.data, values.supplierId, values.orderId],
  );
  const linkedOrder = orders.data?.find((o) => o.id === values.orderId);
  const input = inputOf(values, storeId);
  const supplierTerms = terms(values.supplierId);
  const err = (k: string) => errors[k];

  const save = async () => {
    const clientErrors = validateInvoice(input);
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
    if (!disabled) guard(save)();
  };

  const control = (key: 'invoiceNumber' | 'currency' | 'net' | 'vat' | 'gross' | 'invoiceDate' | 'dueDate', label: string, cls: string, help?: string) => (
    <FormField id={`invoice-${key}`} label={label} error={err(key)} help={help} className={cls}>
      <Form.Control
        type={key === 'invoiceDate' || key === 'dueDate' ? 'date' : 'text'}
        inputMode={key === 'net' || key === 'vat' || key === 'gross' ? 'decimal' : undefined}
        autoComplete="off"
        value={values[key]}
        disabled={disabled}
        isInvalid={Boolean(err(key))}
        aria-describedby={describedBy(`invoice-${key}`, err(key), help)}
        onChange={(e) => change({ [key]: e.target.value })}
      />
    </FormField>
  );

  return (
    <>
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
              <Form.Select value={values.documentType} disabled={disabled} onChange={(e) => change({ documentType: DOCUMENT_TYPES.find((t) => t === e.target.value) ?? 'invoice' })}>
                <option value="invoice">Invoice</option>
                <option value="credit_note">Credit note</option>
              </Form.Select>
            </FormField>
            <FormField id="invoice-supplierId" label="Supplier" error={err('supplierId')} className="col-sm-6 col-lg-5">
              <Form.Select
                value={values.supplierId}
                disabled={disabled}
                isInvalid={Boolean(err('supplierId'))}
                aria-describedby={describedBy('invoice-supplierId', err('supplierId'))}
                onChange={(e) => {
                  const supplierId = e.target.value;
                  change({ supplierId, orderId: linkedOrder?.supplierId === supplierId ? values.orderId : '' });
                }}
              >
                <option value="">Not set yet</option>
                {(suppliers.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
                {/* Without the supplier list (no permission to read it) the invoice's supplier shows as its id. */}
                {values.supplierId && !suppliers.data?.some((s) => s.id === values.supplierId) && <option value={values.supplierId}>{values.supplierId}</option>}
              </Form.Select>
            </FormField>
            {control('invoiceNumber', 'Invoice number', 'col-sm-6 col-lg-4')}
            {control('invoiceDate', 'Invoice date', 'col-sm-6 col-lg-3')}
            {control('dueDate', 'Due date', 'col-sm-6 col-lg-3', supplierTerms === undefined ? undefined : `Payment terms: ${String(supplierTerms)} days`)}
            <FormField id="invoice-orderId" label="Order it bills" error={err('orderId')} className="col-lg-6">
              <Form.Select
                value={values.orderId}
                disabled={disabled}
                isInvalid={Boolean(err('orderId'))}
                aria-describedby={describedBy('invoice-orderId', err('orderId'))}
                onChange={(e) => {
                  const orderId = e.target.value;
                  const o = orders.data?.find((x) => x.id === orderId);
                  change({ orderId, supplierId: o ? o.supplierId : values.supplierId });
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
            {control('net', 'Net', 'col-sm-4')}
            {control('vat', 'VAT', 'col-sm-4')}
            {control('gross', 'Gross', 'col-sm-4')}
            {!readOnly && (
              <div className="col-12 d-flex flex-wrap gap-2">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={saving || !(Number.isFinite(input.net) && Number.isFinite(input.vat))}
                  onClick={() => change({ gross: money((Math.round(input.net * 100) + Math.round(input.vat * 100)) / 100) })}
                >
                  Gross = net + VAT
                </Button>
                {linkedOrder && (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={saving}
                    onClick={() => {
                      const t = orderTotals(linkedOrder.lines);
                      change({ net: money(t.net), vat: money(t.vat), gross: money(t.gross) });
                    }}
                  >
                    Copy totals from order {linkedOrder.number}
                  </Button>
                )}
              </div>
            )}
            {control('currency', 'Currency', 'col-sm-4 col-lg-3')}
            <FormField id="invoice-notes" label="Notes" error={err('notes')} className="col-12">
              <Form.Control as="textarea" rows={2} value={values.notes} disabled={disabled} onChange={(e) => change({ notes: e.target.value })} />
            </FormField>
            {!readOnly && (
              <div className="col-12 d-flex gap-2">
                <Button type="submit" disabled={saving || (invoice !== null && !dirty)}>
                  {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  Save invoice
                </Button>
                {dirty && invoice && (
                  <Button variant="outline-secondary" disabled={saving} onClick={() => setValues(valuesOf(invoice))}>
                    Discard changes
                  </Button>
                )}
              </div>
            )}
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
              invoice={{ net: decimalOrNaN(values.net) || 0, vat: decimalOrNaN(values.vat) || 0, gross: decimalOrNaN(values.gross) || 0 }}
            />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
