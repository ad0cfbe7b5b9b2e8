import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
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
import { formatMoney, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useGetProductsBySupplierQuery } from '@/modules/products/api';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStore, selectCurrentStoreId } from '@/session/currentStoreSlice';
import {
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useUpdateOrderStatusMutation,
} from '../api';
import { OrderPrintView } from '../components/OrderPrintView';
import { ScrollRegion } from '@/components/ScrollRegion';
import { decimalOrNaN, decimalText } from '@/lib/decimal';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { DraftNotice, useFormDraft } from '@/session/useFormDraft';
import { OrderStatusBadge } from '../components/StatusBadge';
import {
  allowedMoves,
  isEditable,
  lineTotals,
  ORDER_MOVE_LABELS,
  ORDER_STATUS_LABELS,
  orderTotals,
  validateOrder,
} from '../logic';
import type { Order, OrderInput, OrderStatus } from '../types';
import '../orderPrint.css';

interface LineValues {
  productId: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
  receivedQuantity: number;
}
interface FormValues {
  supplierId: string;
  orderDate: string;
  expectedDeliveryDate: string;
  notes: string;
  lines: LineValues[];
}

function valuesOf(order: Order | null): FormValues {
  if (!order)
    return {
      supplierId: '',
      orderDate: todayIso(),
      expectedDeliveryDate: '',
      notes: '',
      lines: [],
    };
  return {
    supplierId: order.supplierId,
    orderDate: order.orderDate,
    expectedDeliveryDate: order.expectedDeliveryDate,
    notes: order.notes,
    lines: order.lines.map((l) => ({
      productId: l.productId,
      quantity: decimalText(l.quantity),
      unit: l.unit,
      unitPrice: decimalText(l.unitPrice),
      vatRate: decimalText(l.vatRate),
      receivedQuantity: l.receivedQuantity ?? 0,
    })),
  };
}

/** A typed number: comma or point (`2,5` is 2.5); NaN when empty or not a number. */
const num = decimalOrNaN;

function inputOf(values: FormValues, storeId: string, currency: string): OrderInput {
  return {
    storeId,
    supplierId: values.supplierId,
    orderDate: values.orderDate,
    expectedDeliveryDate: values.expectedDeliveryDate,
    notes: values.notes,
    currency,
    lines: values.lines.map((l) => ({
      productId: l.productId,
      quantity: num(l.quantity),
      unit: l.unit,
      unitPrice: num(l.unitPrice),
      vatRate: num(l.vatRate),
      receivedQuantity: l.receivedQuantity,
    })),
  };
}

/** `/order` (new) and `/order/:orderId`. */
export function OrderEditPage() {
  const { orderId } = useParams();
  const query = useGetOrderQuery(orderId ?? '', { skip: !orderId });
  if (!orderId) return <OrderForm key="new" order={null} />;
  if (query.notPermitted) return <NotPermitted title="Order" />;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.error}
      errorMessage={MESSAGES.orders.fetch}
      onRetry={() => void query.refetch()}
    >
      {query.data && <OrderForm key={query.data.id} order={query.data} />}
    </QueryState>
  );
}

function OrderForm({ order }: { order: Order | null }) {
  const navigate = useNavigate();
  const currentStoreId = useAppSelector(selectCurrentStoreId) ?? '';
  const currentStore = useAppSelector(selectCurrentStore);
  const storeId = order?.storeId || currentStoreId;
  const currency = order?.currency ?? 'EUR';

  const [values, setValues] = useState<FormValues>(() => valuesOf(order));
  const [baseline, setBaseline] = useState(() => JSON.stringify(valuesOf(order)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [productToAdd, setProductToAdd] = useState('');
  const [goTo, setGoTo] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'cancel' | null>(null);

  const suppliers = useGetSuppliersQuery();
  const supplierProducts = useGetProductsBySupplierQuery(
    { supplierId: values.supplierId, storeId },
    { skip: !values.supplierId || !storeId },
  );
  const productMap = useMemo(
    () => new Map((supplierProducts.data ?? []).map((p) => [p.id, p])),
    [supplierProducts.data],
  );

  const [createOrder, creating] = useCreateOrderMutation();
  const [updateOrder, updating] = useUpdateOrderMutation();
  const [updateStatus, moving] = useUpdateOrderStatusMutation();
  const [deleteOrder, deleting] = useDeleteOrderMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const saving = creating.isLoading || updating.isLoading;

  const status: OrderStatus = order?.status ?? 'draft';
  const editable = isEditable(status);
  const final = status === 'received' || status === 'cancelled';
  const dirty = JSON.stringify(values) !== baseline;

  // Typed values kept when the session expired before they were saved (spec 8, formDrafts.ts).
  const kept = useFormDraft(valuesOf(order));
  useUnsavedChangesGuard(dirty && goTo === null, undefined, () => values);
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setLine = (index: number, patch: Partial<LineValues>) =>
    setValues((v) => ({
      ...v,
      lines: v.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)),
    }));

  const changeSupplier = (supplierId: string) => {
    setValues((v) => ({ ...v, supplierId, lines: supplierId === v.supplierId ? v.lines : [] }));
    setProductToAdd('');
  };

  const addLine = () => {
    const p = productMap.get(productToAdd);
    if (!p) return;
    setValues((v) => ({
      ...v,
      lines: [
        ...v.lines,
        {
          productId: p.id,
          quantity: String(Math.max(1, p.minOrderQty)),
          unit: p.purchaseUnit,
          unitPrice: String(p.unitPrice),
          vatRate: String(p.vatRate),
          receivedQuantity: 0,
        },
      ],
    }));
    setProductToAdd('');
  };

  const input = inputOf(values, storeId, currency);
  const totals = orderTotals(
    input.lines.map((l) => ({
      ...l,
      quantity: l.quantity || 0,
      unitPrice: l.unitPrice || 0,
      vatRate: l.vatRate || 0,
    })),
  );
  const onOrder = new Set(values.lines.map((l) => l.productId));
  const addable = (supplierProducts.data ?? []).filter((p) => p.active && !onOrder.has(p.id));
  const supplier = suppliers.data?.find((s) => s.id === values.supplierId);
  const activeSuppliers = (suppliers.data ?? []).filter(
    (s) => s.status === 'active' || s.id === values.supplierId,
  );

  const save = async (): Promise<Order | null> => {
    const clientErrors = validateOrder({ ...input });
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length) {
      setFormError('Please correct the highlighted fields.');
      return null;
    }
    const result = order ? await updateOrder({ ...input, id: order.id }) : await createOrder(input);
    if ('error' in result) {
      setErrors(getFieldErrors(result.error));
      setFormError(getErrorMessage(result.error, MESSAGES.orders.save));
      return null;
    }
    const saved = result.data;
    setBaseline(JSON.stringify(values));
    return saved;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const saved = await save();
    if (!saved) return;
    notify.success(order ? `Order ${saved.number} saved` : `Order ${saved.number} saved as draft`);
    if (!order) setGoTo(PATHS.order(saved.id));
  };

  const move = async (to: OrderStatus) => {
    if (!order) return;
    const result = await updateStatus({ id: order.id, status: to });
    setConfirm(null);
    if ('error' in result)
      notify.error(getErrorMessage(result.error, MESSAGES.orders.updateStatus));
    else notify.success(`Order ${order.number}: ${ORDER_STATUS_LABELS[to].toLowerCase()}`);
  };

  const remove = async () => {
    if (!order) return;
    const result = await deleteOrder({
      id: order.id,
      storeId: order.storeId,
      supplierId: order.supplierId,
    });
    if ('error' in result) {
      setConfirm(null);
      notify.error(getErrorMessage(result.error, MESSAGES.orders.delete));
      return;
    }
    notify.success(`Order ${order.number} deleted`);
    setGoTo(PATHS.orders);
  };

  const title = order ? `Order ${order.number}` : 'New order';
  const supplierHelp =
    values.lines.length > 0 && editable ? 'Changing the supplier removes the lines.' : undefined;
  const fieldError = (key: string) => errors[key];

  return (
    <>
      <div className="d-print-none">
        <PageHeader
          title={title}
          actions={
            <>
              <LinkButton to={PATHS.orders} variant="outline-secondary">
                Back to orders
              </LinkButton>
              {order && (
                <Button variant="outline-secondary" onClick={() => window.print()}>
                  Print
                </Button>
              )}
              {order && (status === 'draft' || status === 'cancelled') && (
                <Button variant="outline-secondary" onClick={() => setConfirm('delete')}>
                  Delete
                </Button>
              )}
            </>
          }
        >
          {order && (
            <p className="mb-0 mt-1">
              Status: <OrderStatusBadge status={status} />
            </p>
          )}
        </PageHeader>

        {order && !final && (
          <Card className="mb-3">
            <Card.Body className="d-flex flex-wrap align-items-center gap-2">
              <h2 className="h6 mb-0 me-2">Status</h2>
              {allowedMoves(status).map((to) => (
                <Button
                  key={to}
                  variant={to === 'cancelled' ? 'outline-secondary' : 'primary'}
                  disabled={dirty || moving.isLoading}
                  onClick={() => (to === 'cancelled' ? setConfirm('cancel') : guard(move)(to))}
                >
                  {moving.isLoading && moving.originalArgs?.status === to && (
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                  )}
                  {ORDER_MOVE_LABELS[to]}
                </Button>
              ))}
              {dirty && (
                <span className="text-body-secondary small">
                  Save your changes before changing the status.
                </span>
              )}
            </Card.Body>
          </Card>
        )}

        <Form noValidate onSubmit={guard(onSubmit)} aria-label={title}>
          <DraftNotice draft={kept} restore={setValues} />
          {formError && (
            <Alert variant="danger" role="alert">
              {formError}
            </Alert>
          )}
          <Card className="mb-3">
            <Card.Body className="row g-3">
              <FormField
                id="order-supplier"
                label="Supplier"
                error={fieldError('supplierId')}
                help={supplierHelp}
                className="col-md-6"
              >
                <Form.Select
                  value={values.supplierId}
                  disabled={!editable || saving}
                  isInvalid={Boolean(fieldError('supplierId'))}
                  aria-describedby={describedBy(
                    'order-supplier',
                    fieldError('supplierId'),
                    supplierHelp,
                  )}
                  onChange={(e) => changeSupplier(e.target.value)}
                >
                  <option value="">Choose a supplier…</option>
                  {activeSuppliers.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                  {/* Without the supplier list (no permission to read it) the order's supplier shows as its id. */}
                  {values.supplierId && !supplier && <option value={values.supplierId}>{values.supplierId}</option>}
                </Form.Select>
              </FormField>
              <FormField
                id="order-date"
                label="Order date"
                error={fieldError('orderDate')}
                className="col-md-3"
              >
                <Form.Control
                  type="date"
                  value={values.orderDate}
                  disabled={!editable || saving}
                  isInvalid={Boolean(fieldError('orderDate'))}
                  aria-describedby={describedBy('order-date', fieldError('orderDate'))}
                  onChange={(e) => set('orderDate', e.target.value)}
                />
              </FormField>
              <FormField
                id="order-delivery"
                label="Expected delivery"
                error={fieldError('expectedDeliveryDate')}
                className="col-md-3"
              >
                <Form.Control
                  type="date"
                  value={values.expectedDeliveryDate}
                  min={values.orderDate || undefined}
                  disabled={final || saving}
                  isInvalid={Boolean(fieldError('expectedDeliveryDate'))}
                  aria-describedby={describedBy(
                    'order-delivery',
                    fieldError('expectedDeliveryDate'),
                  )}
                  onChange={(e) => set('expectedDeliveryDate', e.target.value)}
                />
              </FormField>
              <FormField
                id="order-notes"
                label="Notes"
                error={fieldError('notes')}
                className="col-12"
              >
                <Form.Control
                  as="textarea"
                  rows={2}
                  value={values.notes}
                  disabled={final || saving}
                  onChange={(e) => set('notes', e.target.value)}
                />
              </FormField>
            </Card.Body>
          </Card>

          <Card className="mb-3">
            <Card.Body>
              <h2 className="h5">Lines</h2>
              {editable && (
                <div className="row g-2 align-items-end mb-3">
                  <div className="col-md-8">
                    <Form.Label htmlFor="order-add-product">Product to add</Form.Label>
                    <Form.Select
                      id="order-add-product"
                      value={productToAdd}
                      disabled={!values.supplierId || supplierProducts.isFetching}
                      onChange={(e) => setProductToAdd(e.target.value)}
                    >
                      <option value="">
                        {!values.supplierId
                          ? 'Choose a supplier first'
                          : supplierProducts.isFetching
                            ? 'Loading products…'
                            : addable.length
                              ? 'Choose a product…'
                              : 'No more products from this supplier'}
                      </option>
                      {addable.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} — {formatMoney(p.unitPrice, p.currency)} per {p.purchaseUnit}
                        </option>
                      ))}
                    </Form.Select>
                  </div>
                  <div className="col-md-4">
                    <Button
                      variant="outline-primary"
                      className="w-100"
                      disabled={!productToAdd}
                      onClick={addLine}
                    >
                      Add line
                    </Button>
                  </div>
                  {supplierProducts.error !== undefined && (
                    <div className="col-12 text-danger small" role="alert">
                      {getErrorMessage(supplierProducts.error, MESSAGES.products.fetch)}
                    </div>
                  )}
                </div>
              )}
              {fieldError('lines') && (
                <div className="text-danger small mb-2" role="alert">
                  {fieldError('lines')}
                </div>
              )}
              {values.lines.length === 0 ? (
                <p className="text-body-secondary mb-0">No lines yet.</p>
              ) : (
                <ScrollRegion label="Order lines">
                  <Table className="align-middle mb-0">
                    <caption className="visually-hidden">Order lines</caption>
                    <thead>
                      <tr>
                        <th scope="col">Product</th>
                        <th scope="col">Quantity</th>
                        <th scope="col">Unit</th>
                        <th scope="col">Unit price</th>
                        <th scope="col">VAT %</th>
                        {!editable && (
                          <th scope="col" className="text-end">
                            Received
                          </th>
                        )}
                        <th scope="col" className="text-end">
                          Net
                        </th>
                        <th scope="col" className="text-end">
                          VAT
                        </th>
                        <th scope="col" className="text-end">
                          Gross
                        </th>
                        {editable && (
                          <th scope="col">
                            <span className="visually-hidden">Remove</span>
                          </th>
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {values.lines.map((line, i) => {
                        const name = productMap.get(line.productId)?.name ?? line.productId;
                        const t = lineTotals({
                          quantity: num(line.quantity) || 0,
                          unitPrice: num(line.unitPrice) || 0,
                          vatRate: num(line.vatRate) || 0,
                        });
                        const err = (f: string) => fieldError(`lines.${i}.${f}`);
                        const cellInput = (
                          f: 'quantity' | 'unitPrice' | 'vatRate',
                          label: string,
                        ) => (
                          <>
                            <Form.Control
                              id={`line-${i}-${f}`}
                              type="text"
                              inputMode="decimal"
                              autoComplete="off"
                              size="sm"
                              style={{ minWidth: '6rem' }}
                              value={line[f]}
                              disabled={!editable || saving}
                              isInvalid={Boolean(err(f))}
                              aria-label={`${label} of ${name}`}
                              aria-describedby={err(f) ? `line-${i}-${f}-error` : undefined}
                              onChange={(e) => setLine(i, { [f]: e.target.value })}
                            />
                            {err(f) && (
                              <div id={`line-${i}-${f}-error`} className="invalid-feedback d-block">
                                {err(f)}
                              </div>
                            )}
                          </>
                        );
                        return (
                          <tr key={line.productId}>
                            <td>
                              {name}
                              {err('productId') && (
                                <div className="text-danger small">{err('productId')}</div>
                              )}
                            </td>
                            <td>{cellInput('quantity', 'Quantity')}</td>
                            <td>{line.unit}</td>
                            <td>{cellInput('unitPrice', 'Unit price')}</td>
                            <td>{cellInput('vatRate', 'VAT rate')}</td>
                            {!editable && <td className="text-end">{line.receivedQuantity}</td>}
                            <td className="text-end">{formatMoney(t.net, currency)}</td>
                            <td className="text-end">{formatMoney(t.vat, currency)}</td>
                            <td className="text-end">{formatMoney(t.gross, currency)}</td>
                            {editable && (
                              <td className="text-end">
                                <Button
                                  variant="outline-secondary"
                                  size="sm"
                                  aria-label={`Remove ${name}`}
                                  disabled={saving}
                                  onClick={() =>
                                    setValues((v) => ({
                                      ...v,
                                      lines: v.lines.filter((_, j) => j !== i),
                                    }))
                                  }
                                >
                                  Remove
                                </Button>
                              </td>
                            )}
                          </tr>
                        );
                      })}
                    </tbody>
                  </Table>
                </ScrollRegion>
              )}
              <dl
                className="row mb-0 mt-3 ms-auto"
                style={{ maxWidth: '22rem' }}
                aria-label="Order totals"
              >
                <dt className="col-6">Net</dt>
                <dd className="col-6 text-end mb-1" data-testid="order-net">
                  {formatMoney(totals.net, currency)}
                </dd>
                <dt className="col-6">VAT</dt>
                <dd className="col-6 text-end mb-1" data-testid="order-vat">
                  {formatMoney(totals.vat, currency)}
                </dd>
                <dt className="col-6">Gross</dt>
                <dd className="col-6 text-end mb-0 fw-semibold" data-testid="order-gross">
                  {formatMoney(totals.gross, currency)}
                </dd>
              </dl>
            </Card.Body>
          </Card>

          {!final && (
            <div className="d-flex gap-2 mb-4">
              <Button type="submit" disabled={saving || (order !== null && !dirty)}>
                {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {order ? 'Save changes' : 'Save draft'}
              </Button>
              {dirty && order && (
                <Button
                  variant="outline-secondary"
                  disabled={saving}
                  onClick={() => setValues(JSON.parse(baseline) as FormValues)}
                >
                  Discard changes
                </Button>
              )}
            </div>
          )}
        </Form>
      </div>

      {order && (
        <OrderPrintView
          order={order}
          supplier={supplier}
          products={productMap}
          storeName={currentStore?.name ?? storeId}
        />
      )}

      <ConfirmDialog
        show={confirm === 'delete'}
        title="Delete order"
        body={order ? `Delete order ${order.number}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={deleting.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={guard(remove)}
      />
      <ConfirmDialog
        show={confirm === 'cancel'}
        title="Cancel order"
        body={order ? `Cancel order ${order.number}? A cancelled order cannot be sent again.` : ''}
        confirmLabel="Cancel order"
        busy={moving.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={() => guard(move)('cancelled')}
      />
    </>
  );
}
