import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { decimalOrNaN } from '@/lib/decimal';
import { applyFieldErrors } from '@/lib/formErrors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormField, describedBy } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { DraftNotice, useFormDraft } from '@/session/useFormDraft';
import {
  useCreateSupplierMutation,
  useDeleteSupplierMutation,
  useGetSuppliersQuery,
  useUpdateSupplierMutation,
} from '../api';
import {
  emptySupplier, toSupplierInput,
  findSameName,
  normalizeVatId,
  validateSupplier,
  WEEKDAY_ORDER,
  WEEKDAYS,
} from '../logic';
import type { Supplier, SupplierInput } from '../types';

export const SAME_NAME_ERROR = 'A supplier with this name already exists.';

/** What is sent: trimmed text, the VAT id and country in their stored shape. */
function normalize(values: SupplierInput): SupplierInput {
  const t = (v: string) => v.trim();
  return {
    ...values,
    name: t(values.name),
    customerAccountNo: t(values.customerAccountNo),
    contactName: t(values.contactName),
    email: t(values.email),
    orderEmail: t(values.orderEmail),
    phone: t(values.phone),
    vatId: normalizeVatId(values.vatId),
    orderCutoffTime: t(values.orderCutoffTime),
    address: {
      street: t(values.address.street),
      postalCode: t(values.address.postalCode),
      city: t(values.address.city),
      country: t(values.address.country).toUpperCase(),
    },
    deliveryWeekdays: [...values.deliveryWeekdays].sort((a, b) => a - b),
  };
}

/** `{ 'address.country': 'msg' }` → react-hook-form's nested error object. */
function toFormErrors(flat: Record<string, string>): FieldErrors<SupplierInput> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node[p] = (node[p]) ?? {};
      node = node[p] as Record<string, unknown>;
    });
    node[parts[parts.length - 1] ?? path] = { type: 'validate', message };
  }
  return out;
}

interface SupplierFormProps {
  /** The supplier being edited; none for a new one. */
  supplier?: Supplier;
}

export function SupplierForm({ supplier }: SupplierFormProps) {
  const navigate = useNavigate();
  const { data: existing } = useGetSuppliersQuery();
  const existingRef = useRef<Supplier[]>([]);
  useEffect(() => {
    existingRef.current = existing ?? [];
  }, [existing]);

  const resolver: Resolver<SupplierInput> = (values) => {
    const normalized = normalize(values);
    const errors = validateSupplier(normalized);
    if (!errors.name && findSameName(existingRef.current, normalized.name, supplier?.id)) errors.name = SAME_NAME_ERROR;
    return Object.keys(errors).length ? { values: {}, errors: toFormErrors(errors) } : { values: normalized, errors: {} };
  };

  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SupplierInput>({
    defaultValues: supplier ? toSupplierInput(supplier) : emptySupplier(),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [createSupplier] = useCreateSupplierMutation();
  const [updateSupplier] = useUpdateSupplierMutation();
  const [deleteSupplier, deleting] = useDeleteSupplierMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  // Typed values kept when the session expired before they were saved (spec 8, formDrafts.ts).
  const kept = useFormDraft(supplier ? { ...supplier } : emptySupplier());
  useUnsavedChangesGuard(isDirty && leaveTo === null, undefined, getValues);
  // Leave only once the form is clean, so the guard does not ask about changes just saved.
  useEffect(() => {
    if (leaveTo && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const name = useWatch({ control, name: 'name' });
  const sameName = findSameName(existing ?? [], name ?? '', supplier?.id);

  const onValid = async (values: SupplierInput) => {
    setServerError(null);
    try {
      if (supplier) {
        const saved = await updateSupplier({ id: supplier.id, supplier: values }).unwrap();
        reset({ ...saved });
        notify.success('Supplier saved');
      } else {
        const created = await createSupplier(values).unwrap();
        notify.success(`Supplier “${created.name}” created`);
        reset(values);
        setLeaveTo(PATHS.supplier(created.id));
      }
    } catch (error) {
      // The typed values stay; the server's field errors appear at their fields.
      setServerError(getErrorMessage(error, MESSAGES.suppliers.save));
      applyFieldErrors(error, setError);
    }
  };

  const onDelete = async () => {
    if (!supplier) return;
    try {
      await deleteSupplier(supplier.id).unwrap();
      notify.success(`Supplier “${supplier.name}” deleted`);
      setConfirmDelete(false);
      reset();
      setLeaveTo(PATHS.suppliers);
    } catch (error) {
      setConfirmDelete(false);
      setServerError(getErrorMessage(error));
    }
  };

  const err = (path: string): string | undefined => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const text = (path: Path<SupplierInput>, label: string, props: { type?: string; help?: string; placeholder?: string; autoComplete?: string; md?: number } = {}) => {
    const id = `supplier-${path.replace('.', '-')}`;
    const error = err(path);
    return (
      <Col md={props.md ?? 6}>
        <FormField id={id} label={label} error={error} help={props.help}>
          <Form.Control
            type={props.type ?? 'text'}
            placeholder={props.placeholder}
            autoComplete={props.autoComplete ?? 'off'}
            isInvalid={Boolean(error)}
            aria-describedby={describedBy(id, error, props.help)}
            {...register(path)}
          />
        </FormField>
      </Col>
    );
  };

  const number = (path: 'paymentTermsDays' | 'leadTimeDays' | 'minOrderValue', label: string, help?: string) => {
    const id = `supplier-${path}`;
    const error = err(path);
    return (
      <Col md={4}>
        <FormField id={id} label={label} error={error} help={help}>
          <Form.Control
            type="text"
            inputMode="decimal"
            autoComplete="off"
            isInvalid={Boolean(error)}
            aria-describedby={describedBy(id, error, help)}
            {...register(path, { setValueAs: (v: unknown) => (typeof v === 'number' ? v : decimalOrNaN(typeof v === 'string' ? v : '')) })}
          />
        </FormField>
      </Col>
    );
  };

  const weekdaysError = err('deliveryWeekdays');

  return (
    <Form noValidate onSubmit={guard(handleSubmit(onValid))} aria-label={supplier ? 'Edit supplier' : 'New supplier'}>
      <DraftNotice draft={kept} restore={(values) => reset(values, { keepDefaultValues: true })} />
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5 mb-3">Supplier</h2>
          <Row>
            {text('name', 'Name', { md: 8 })}
            <Col md={4}>
              <FormField id="supplier-status" label="Status" error={err('status')}>
                <Form.Select isInvalid={Boolean(err('status'))} {...register('status')}>
                  <option value="active">Active</option>
                  <option value="archived">Archived</option>
                </Form.Select>
              </FormField>
            </Col>
          </Row>
          {sameName && (
            <Alert variant="warning" className="py-2" data-testid="same-name-warning">
              A supplier named “{sameName.name}” already exists.{' '}
              <Link to={PATHS.supplier(sameName.id)} className="alert-link">
                Open {sameName.name}
              </Link>
            </Alert>
          )}
          <Row>
            {text('customerAccountNo', 'Customer account no.', { help: 'Our number at this supplier.' })}
            {text('vatId', 'VAT id', { placeholder: 'DE123456789' })}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5 mb-3">Contact</h2>
          <Row>
            {text('contactName', 'Contact name')}
            {text('phone', 'Phone', { type: 'tel', placeholder: '+49 30 1234567' })}
            {text('email', 'Email', { type: 'email' })}
            {text('orderEmail', 'Order email', { type: 'email', help: 'Where orders are sent.' })}
          </Row>
          <Row>
            {text('address.street', 'Street', { md: 12 })}
            {text('address.postalCode', 'Postal code', { md: 3 })}
            {text('address.city', 'City', { md: 6 })}
            {text('address.country', 'Country', { md: 3, placeholder: 'DE', help: 'Two-letter code.' })}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5 mb-3">Ordering and delivery</h2>
          <Row>
            {number('paymentTermsDays', 'Payment terms (days)')}
            {number('minOrderValue', 'Minimum order value (EUR)')}
            {number('leadTimeDays', 'Lead time (days)')}
          </Row>
          <Row>
            <Col md={8}>
              <Controller
                control={control}
                name="deliveryWeekdays"
                render={({ field }) => (
                  <fieldset className="mb-3" aria-describedby={weekdaysError ? 'supplier-weekdays-error' : undefined}>
                    <legend className="form-label fs-6 mb-2">Delivery days</legend>
                    <div className="d-flex flex-wrap gap-3">
                      {WEEKDAY_ORDER.map((day) => (
                        <Form.Check
                          key={day}
                          id={`supplier-weekday-${day}`}
                          type="checkbox"
                          label={WEEKDAYS[day]}
                          checked={field.value.includes(day)}
                          isInvalid={Boolean(weekdaysError)}
                          onBlur={field.onBlur}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, day] : field.value.filter((d) => d !== day),
                            )
                          }
                        />
                      ))}
                    </div>
                    {weekdaysError && (
                      <div id="supplier-weekdays-error" className="invalid-feedback d-block">
                        {weekdaysError}
                      </div>
                    )}
                  </fieldset>
                )}
              />
            </Col>
            {text('orderCutoffTime', 'Order cut-off time', { md: 4, placeholder: 'HH:mm', help: 'Latest order time the day before delivery, HH:mm.' })}
          </Row>
          <FormField id="supplier-notes" label="Notes" className="mb-0">
            <Form.Control as="textarea" rows={3} {...register('notes')} />
          </FormField>
        </Card.Body>
      </Card>

      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <div className="d-flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {supplier ? 'Save changes' : 'Create supplier'}
          </Button>
          <Link to={PATHS.suppliers} className="btn btn-outline-secondary">
            Cancel
          </Link>
        </div>
        {supplier && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete supplier
          </Button>
        )}
      </div>

      {supplier && (
        <ConfirmDialog
          show={confirmDelete}
          title="Delete supplier"
          body={<p className="mb-0">Delete “{supplier.name}”? This cannot be undone.</p>}
          confirmLabel="Delete"
          busy={deleting.isLoading}
          onConfirm={guard(onDelete)}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </Form>
  );
}
