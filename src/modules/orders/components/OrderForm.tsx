import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { describedBy, FormField } from '@/components/FormField';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { DateInput, MoneyInput, NumberInput, TextInput, useFieldError } from '@/components/form/fields';
import { PATHS } from '../paths';
import type { Product } from '@/modules/products';
import type { Supplier } from '@/modules/suppliers';
import { isEditable } from '../orderStatus';
import { newLine } from '../orderForm';
import { orderRuleAdvice } from '../orderRules';
import { ORDER_LIMITS } from '../schema';
import type { OrderLine, OrderStatus } from '../types';
import type { OrderFormState } from '../useOrderForm';
import { AddLineBar } from './AddLineBar';
import { RoundUpAdvice } from '@/components/RoundUpAdvice';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotals } from './OrderTotals';

interface Props {
  state: OrderFormState;
  title: string;
  status: OrderStatus;
  isNew: boolean;
  suppliers: readonly Supplier[];
  products: { data: readonly Product[]; loading: boolean; error: unknown };
  nameOf: (productId: string) => string;
  /** The order's lines as the server last answered them: their received figures follow each booked delivery. */
  serverLines?: readonly OrderLine[];
}

/** The order form: supplier and dates, the lines with their numbers (the kit's number fields), totals, save. */
export function OrderForm(props: Props) {
  return (
    <EntityForm entity={props.state.entity} label={props.title} idPrefix="order">
      <OrderFields {...props} />
    </EntityForm>
  );
}

/** The fields, inside the form (they read its errors through the kit's context). */
function OrderFields({ state, status, isNew, suppliers, products, nameOf, serverLines }: Props) {
  const { t } = useLingui();
  const { entity, currency } = state;
  const { control, setValue } = entity.form;
  const lines = useFieldArray({ control, name: 'lines' });
  const [supplierId, watched] = useWatch({ control, name: ['supplierId', 'lines'] });
  const editable = isEditable(status);
  const final = status === 'received' || status === 'cancelled';
  const linesError = useFieldError('lines');
  const supplierError = useFieldError('supplierId');
  const onOrder = new Set(watched.map((l) => l.productId));
  const supplierHelp = watched.length > 0 && editable ? t`Changing the supplier removes the lines.` : undefined;
  const choices = suppliers.filter((s) => s.status === 'active' || s.id === supplierId);
  // The form keeps the lines it was opened with; received quantities are the server's (a delivery
  // booked on this page refreshes the order by its tag, and the table with it, without a reload).
  const receivedOf = new Map((serverLines ?? []).map((l) => [l.productId, l.receivedQuantity]));
  const shownLines = watched.map((l) => (receivedOf.has(l.productId) ? { ...l, receivedQuantity: receivedOf.get(l.productId) } : l));
  const rulesOf = (productId: string) => products.data.find((p) => p.id === productId);

  return (
    <>
      <Card className="mb-3">
        <Card.Body className="row g-3">
          <FormField id="order-supplierId" label={t`Supplier`} error={supplierError} help={supplierHelp} className="col-md-6">
            <Controller
              control={control}
              name="supplierId"
              render={({ field }) => (
                <Form.Select
                  ref={field.ref}
                  value={field.value}
                  disabled={!editable}
                  isInvalid={Boolean(supplierError)}
                  aria-describedby={describedBy('order-supplierId', supplierError, supplierHelp)}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    // The lines are the supplier's products: another supplier starts empty.
                    if (e.target.value !== field.value) setValue('lines', [], { shouldDirty: true });
                    field.onChange(e.target.value);
                  }}
                >
                  <option value="">{t`Choose a supplier…`}</option>
                  {choices.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                  {/* Without the supplier list (no permission to read it) the order's supplier shows as its id. */}
                  {field.value && !choices.length && <option value={field.value}>{field.value}</option>}
                </Form.Select>
              )}
            />
          </FormField>
          <DateInput name="orderDate" label={t`Order date`} disabled={!editable} className="col-md-3" />
          <DateInput name="expectedDeliveryDate" label={t`Expected delivery`} disabled={final} className="col-md-3" />
          <TextInput name="notes" label={t`Notes`} rows={2} disabled={final} className="col-12" />
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">
            <Trans>Lines</Trans>
          </h2>
          {editable && (
            <AddLineBar
              supplierChosen={Boolean(supplierId)}
              addable={products.data.filter((p) => p.active && !onOrder.has(p.id))}
              loading={products.loading}
              error={products.error}
              onAdd={(p) => lines.append(newLine(p))}
            />
          )}
          {linesError && (
            <div className="text-danger small mb-2" role="alert">
              {linesError}
            </div>
          )}
          <OrderLinesTable
            lines={shownLines}
            currency={currency}
            nameOf={nameOf}
            showReceived={!editable}
            disabled={entity.busy}
            editCell={
              editable
                ? (i, field, label) => {
                    const props = { name: `lines.${i}.${field}`, label, className: 'mb-0 so-order-cell' };
                    if (field === 'unitPrice') return <MoneyInput {...props} max={ORDER_LIMITS.maxPrice} />;
                    if (field === 'vatRate') return <NumberInput {...props} min={0} max={100} decimals={2} />;
                    const line = watched[i];
                    return (
                      <>
                        <NumberInput {...props} min={0} max={ORDER_LIMITS.maxQuantity} decimals={3} />
                        <RoundUpAdvice
                          advice={line ? orderRuleAdvice(line.quantity, rulesOf(line.productId)) : null}
                          name={line ? nameOf(line.productId) : ''}
                          disabled={entity.busy}
                          onRoundUp={(q) => setValue(`lines.${i}.quantity`, q, { shouldDirty: true, shouldValidate: true })}
                        />
                      </>
                    );
                  }
                : undefined
            }
            onRemove={editable ? (i) => lines.remove(i) : undefined}
          />
          <OrderTotals lines={watched} currency={currency} />
        </Card.Body>
      </Card>

      {!final && (
        <div className="mb-4">
          <FormActions
            busy={entity.busy}
            submitLabel={isNew ? t`Save draft` : t`Save changes`}
            extra={
              state.dirty && !isNew ? (
                <Button variant="outline-secondary" disabled={entity.busy} onClick={() => entity.form.reset()}>
                  <Trans>Discard changes</Trans>
                </Button>
              ) : undefined
            }
            cancelTo={isNew ? PATHS.orders : undefined}
          />
        </div>
      )}
    </>
  );
}
