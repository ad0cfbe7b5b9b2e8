import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { describedBy, FormField } from '@/components/FormField';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import type { Product } from '@/modules/products/types';
import type { Supplier } from '@/modules/suppliers/types';
import { DraftNotice } from '@/session/useFormDraft';
import { isEditable, newLine, type OrderFormValues } from '../logic';
import { ORDER_LIMITS } from '../schema';
import type { OrderStatus } from '../types';
import type { OrderFormState } from '../useOrderForm';
import { AddLineBar } from './AddLineBar';
import { DecimalCell } from './DecimalCell';
import { OrderLinesTable, type LineNumberField } from './OrderLinesTable';
import { OrderTotals } from './OrderTotals';

interface Props {
  form: OrderFormState;
  title: string;
  status: OrderStatus;
  isNew: boolean;
  suppliers: readonly Supplier[];
  products: { data: readonly Product[]; loading: boolean; error: unknown };
  nameOf: (productId: string) => string;
}

/** Bounds per number: a quantity, a price, a VAT rate. */
const RULES: Record<LineNumberField, { min: number; max: number; decimals: number }> = {
  quantity: { min: 0, max: ORDER_LIMITS.maxQuantity, decimals: 3 },
  unitPrice: { min: 0, max: ORDER_LIMITS.maxPrice, decimals: 2 },
  vatRate: { min: 0, max: 100, decimals: 2 },
};

/** The order form: supplier and dates, the lines with their numbers, totals, save. */
export function OrderForm({ form, title, status, isNew, suppliers, products, nameOf }: Props) {
  const { values, setValues, errors, saving } = form;
  const guard = useSubmitGuard();
  const editable = isEditable(status);
  const final = status === 'received' || status === 'cancelled';
  const set = <K extends keyof OrderFormValues>(key: K, value: OrderFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onOrder = new Set(values.lines.map((l) => l.productId));
  const supplierHelp = values.lines.length > 0 && editable ? 'Changing the supplier removes the lines.' : undefined;
  const choices = suppliers.filter((s) => s.status === 'active' || s.id === values.supplierId);
  const dateField = (key: 'orderDate' | 'expectedDeliveryDate', id: string, label: string, disabled: boolean) => (
    <FormField id={id} label={label} error={errors[key]} className="col-md-3">
      <Form.Control
        type="date"
        value={values[key]}
        disabled={disabled || saving}
        isInvalid={Boolean(errors[key])}
        aria-describedby={describedBy(id, errors[key])}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );

  return (
    <Form noValidate onSubmit={guard(form.submit)} aria-label={title}>
      <DraftNotice draft={form.kept} restore={setValues} />
      {form.formError && (
        <Alert variant="danger" role="alert">
          {form.formError}
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Body className="row g-3">
          <FormField id="order-supplier" label="Supplier" error={errors.supplierId} help={supplierHelp} className="col-md-6">
            <Form.Select
              value={values.supplierId}
              disabled={!editable || saving}
              isInvalid={Boolean(errors.supplierId)}
              aria-describedby={describedBy('order-supplier', errors.supplierId, supplierHelp)}
              onChange={(e) => {
                const supplierId = e.target.value;
                setValues((v) => ({ ...v, supplierId, lines: supplierId === v.supplierId ? v.lines : [] }));
              }}
            >
              <option value="">Choose a supplier…</option>
              {choices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
              {/* Without the supplier list (no permission to read it) the order's supplier shows as its id. */}
              {values.supplierId && !choices.length && <option value={values.supplierId}>{values.supplierId}</option>}
            </Form.Select>
          </FormField>
          {dateField('orderDate', 'order-date', 'Order date', !editable)}
          {dateField('expectedDeliveryDate', 'order-delivery', 'Expected delivery', final)}
          <FormField id="order-notes" label="Notes" error={errors.notes} className="col-12">
            <Form.Control as="textarea" rows={2} value={values.notes} disabled={final || saving} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">Lines</h2>
          {editable && (
            <AddLineBar
              supplierChosen={Boolean(values.supplierId)}
              addable={products.data.filter((p) => p.active && !onOrder.has(p.id))}
              loading={products.loading}
              error={products.error}
              onAdd={(p) => setValues((v) => ({ ...v, lines: [...v.lines, newLine(p)] }))}
            />
          )}
          {errors.lines && (
            <div className="text-danger small mb-2" role="alert">
              {errors.lines}
            </div>
          )}
          <OrderLinesTable
            lines={values.lines}
            currency={form.currency}
            nameOf={nameOf}
            showReceived={!editable}
            disabled={saving}
            productError={(i) => errors[`lines.${i}.productId`]}
            editCell={
              editable
                ? (i, field, label) => (
              <DecimalCell
                id={`line-${i}-${field}`}
                label={label}
                value={values.lines[i]?.[field] ?? Number.NaN}
                {...RULES[field]}
                error={errors[`lines.${i}.${field}`]}
                disabled={saving}
                onChange={(v) => setValues((vs) => ({ ...vs, lines: vs.lines.map((l, j) => (j === i ? { ...l, [field]: v } : l)) }))}
              />
                  )
                : undefined
            }
            onRemove={editable ? (i) => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) })) : undefined}
          />
          <OrderTotals lines={values.lines} currency={form.currency} />
        </Card.Body>
      </Card>

      {!final && (
        <div className="d-flex gap-2 mb-4">
          <Button type="submit" disabled={saving || (!isNew && !form.dirty)}>
            {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {isNew ? 'Save draft' : 'Save changes'}
          </Button>
          {form.dirty && !isNew && (
            <Button variant="outline-secondary" disabled={saving} onClick={form.discard}>
              Discard changes
            </Button>
          )}
        </div>
      )}
    </Form>
  );
}
