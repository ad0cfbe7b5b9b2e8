import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useWatch } from 'react-hook-form';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { DateInput, MoneyInput, SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { INVOICE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatDate, formatMoney, todayIso } from '@/lib/format';
import { useGetOrdersQuery, orderTotals } from '@/modules/orders';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { useCreateInvoiceMutation, useUpdateInvoiceMutation } from '../api';
import { grossOf, invoiceFormValues, invoiceInputOf, nextDueDate, validateInvoice, type InvoiceFormValues } from '../invoiceForm';
import { InvoiceSchema } from '../schema';
import type { Invoice } from '../types';
import { OrderComparison } from './OrderComparison';

/** A 409's current invoice as form values and its version; undefined when it is not an invoice. */
function readCurrent(current: unknown) {
  const parsed = InvoiceSchema.safeParse(current);
  return parsed.success ? { values: invoiceFormValues(parsed.data, todayIso()), version: parsed.data.version } : undefined;
}

/**
 * The invoice's details on the form kit: saved only into the store the form was opened for (an
 * existing invoice: its own store). The due date follows the supplier's payment terms while the
 * user has not typed one; the terms come from the supplier list, read only with suppliers.read
 * (`permitted`). Choosing an order sets its supplier. `readOnly`: no write permission, or an
 * approved (locked) invoice.
 */
export function InvoiceDetailsForm({
  invoice,
  storeId,
  readOnly,
  onDirtyChange,
}: {
  invoice: Invoice | null;
  storeId: string;
  readOnly: boolean;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useLingui();
  const documentTypeOptions = [
    { value: 'invoice', label: t`Invoice` },
    { value: 'credit_note', label: t`Credit note` },
  ];
  const suppliers = useGetSuppliersQuery();
  const orders = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const [createInvoice] = useCreateInvoiceMutation();
  const [updateInvoice] = useUpdateInvoiceMutation();
  const target = (opened: string | null) => invoice?.storeId ?? opened ?? storeId;
  const supplierName = (id: string) => suppliers.data?.find((s) => s.id === id)?.name;

  const entity = useEntityForm<InvoiceFormValues>({
    defaultValues: invoiceFormValues(invoice, todayIso()),
    validate: (values) => validateInvoice(invoiceInputOf(values, target(null))),
    failureMessage: INVOICE_MESSAGES.save,
    listPath: PATHS.invoices,
    storeBound: true,
    // No lost update (issue #41): an update sends the version its values build on; a 409 shows theirs vs mine.
    conflict: {
      version: invoice?.version,
      read: readCurrent,
      labels: {
        documentType: t`Document type`,
        supplierId: t`Supplier`,
        invoiceNumber: t`Invoice number`,
        invoiceDate: t`Invoice date`,
        dueDate: t`Due date`,
        orderId: t`Order it bills`,
        net: t`Net`,
        vat: t`VAT`,
        gross: t`Gross`,
        currency: t`Currency`,
        notes: t`Notes`,
      },
      format: (path, value) => (path === 'supplierId' && typeof value === 'string' && value ? supplierName(value) : undefined),
    },
    save: async (values, opened) => {
      const body = invoiceInputOf(values, target(opened.storeId));
      const version = opened.version === undefined ? {} : { version: opened.version };
      const saved = await (invoice ? updateInvoice({ id: invoice.id, invoice: { ...body, ...version } }) : createInvoice(body)).unwrap();
      const number = saved.invoiceNumber;
      return {
        message: number ? t`Invoice ${number} saved` : t`Invoice saved`,
        values: invoiceFormValues(saved, todayIso()),
        leaveTo: invoice ? undefined : PATHS.invoice(saved.id),
        version: saved.version,
      };
    },
  });
  const { control, setValue, getValues, watch, formState } = entity.form;
  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const terms = (supplierId: string) => suppliers.data?.find((s) => s.id === supplierId)?.paymentTermsDays;
  const findOrder = (id: string) => orders.data?.find((o) => o.id === id);
  // What the due date was derived from before the user's last change.
  const basis = useRef({ supplierId: getValues('supplierId'), invoiceDate: getValues('invoiceDate') });
  useEffect(() => {
    const sub = watch((values, { name, type }) => {
      if (type !== 'change' || (name !== 'supplierId' && name !== 'orderId' && name !== 'invoiceDate')) return;
      const set = (key: 'supplierId' | 'orderId' | 'dueDate', value: string) => setValue(key, value, { shouldDirty: true });
      const order = findOrder(values.orderId ?? '');
      if (name === 'orderId' && order) set('supplierId', order.supplierId);
      if (name === 'supplierId' && order && order.supplierId !== values.supplierId) set('orderId', '');
      const now = { supplierId: getValues('supplierId'), invoiceDate: getValues('invoiceDate') };
      const before = basis.current;
      basis.current = now;
      const dueDate = nextDueDate(
        { invoiceDate: before.invoiceDate, dueDate: getValues('dueDate'), terms: terms(before.supplierId) },
        { invoiceDate: now.invoiceDate, terms: terms(now.supplierId) },
      );
      if (dueDate !== getValues('dueDate')) set('dueDate', dueDate);
    });
    return () => sub.unsubscribe();
  });

  const [supplierId, orderId, net, vat, gross, currency] = useWatch({
    control,
    name: ['supplierId', 'orderId', 'net', 'vat', 'gross', 'currency'],
  });
  const supplierOptions = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  // Without the supplier list (no permission to read it) the invoice's supplier shows as its id.
  if (supplierId && !supplierOptions.some((s) => s.value === supplierId)) supplierOptions.push({ value: supplierId, label: supplierId });
  const orderOptions = (orders.data ?? [])
    .filter((o) => o.status !== 'draft' && o.status !== 'cancelled' && (!supplierId || o.supplierId === supplierId || o.id === orderId))
    .map((o) => ({
      value: o.id,
      label: `${o.number} · ${formatDate(o.orderDate)} · ${formatMoney(orderTotals(o.lines).gross, o.currency)}`,
    }));
  const linkedOrder = findOrder(orderId);
  const supplierTerms = terms(supplierId);
  const sum = grossOf(net, vat);
  const setAmount = (key: 'net' | 'vat' | 'gross', value: number) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const copyFromOrder = (totals: { net: number; vat: number; gross: number }) => {
    setAmount('net', totals.net);
    setAmount('vat', totals.vat);
    setAmount('gross', totals.gross);
  };
  const orderNumber = linkedOrder?.number;

  return (
    <>
      <EntityForm entity={entity} label={t`Invoice details`} idPrefix="invoice" readOnly={readOnly}>
        <Card className="mb-3">
          <Card.Body className="row g-3">
            <h2 className="h6 col-12 mb-0">
              <Trans>Details</Trans>
            </h2>
            <SelectInput name="documentType" label={t`Document type`} options={documentTypeOptions} className="col-sm-6 col-lg-3" />
            <SelectInput
              name="supplierId"
              label={t`Supplier`}
              placeholder={t`Not set yet`}
              options={supplierOptions}
              className="col-sm-6 col-lg-5"
            />
            <TextInput name="invoiceNumber" label={t`Invoice number`} className="col-sm-6 col-lg-4" />
            <DateInput name="invoiceDate" label={t`Invoice date`} className="col-sm-6 col-lg-3" />
            <DateInput
              name="dueDate"
              label={t`Due date`}
              className="col-sm-6 col-lg-3"
              help={supplierTerms === undefined ? undefined : t`Payment terms: ${supplierTerms} days`}
            />
            <SelectInput name="orderId" label={t`Order it bills`} placeholder={t`No order`} options={orderOptions} className="col-lg-6" />
            <MoneyInput name="net" label={t`Net`} className="col-sm-4" />
            <MoneyInput name="vat" label={t`VAT`} className="col-sm-4" />
            <MoneyInput name="gross" label={t`Gross`} className="col-sm-4" />
            {!readOnly && (
              <div className="col-12 d-flex flex-wrap gap-2">
                <Button
                  variant="outline-secondary"
                  size="sm"
                  disabled={entity.busy || sum === null}
                  onClick={() => sum !== null && setAmount('gross', sum)}
                >
                  <Trans>Gross = net + VAT</Trans>
                </Button>
                {linkedOrder && (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={entity.busy}
                    onClick={() => copyFromOrder(orderTotals(linkedOrder.lines))}
                  >
                    <Trans>Copy totals from order {orderNumber}</Trans>
                  </Button>
                )}
              </div>
            )}
            <TextInput name="currency" label={t`Currency`} className="col-sm-4 col-lg-3" />
            <TextInput name="notes" label={t`Notes`} rows={2} className="col-12" />
            {!readOnly && (
              <div className="col-12">
                <FormActions
                  busy={entity.busy}
                  submitLabel={t`Save invoice`}
                  extra={
                    invoice && formState.isDirty ? (
                      <Button variant="outline-secondary" disabled={entity.busy} onClick={() => entity.form.reset()}>
                        <Trans>Discard changes</Trans>
                      </Button>
                    ) : undefined
                  }
                />
              </div>
            )}
          </Card.Body>
        </Card>
      </EntityForm>
      {orderId && (
        <Card className="mb-3">
          <Card.Body>
            <h2 className="h6">
              <Trans>Compared with the order</Trans>
            </h2>
            <OrderComparison orderId={orderId} currency={currency || 'EUR'} invoice={{ net: net || 0, vat: vat || 0, gross: gross || 0 }} />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
