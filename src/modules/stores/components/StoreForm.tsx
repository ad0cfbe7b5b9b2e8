import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { applyFieldErrors } from '@/lib/formErrors';
import { notify } from '@/lib/notify';
import { useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useCreateStoreMutation, useDeleteStoreMutation, useUpdateStoreMutation } from '../api';
import { timeZones } from '../logic';
import { CURRENCIES, StoreInputSchema } from '../schema';
import type { Store, StoreInput } from '../types';
import { fieldError, schemaResolver, useSubmitOnce } from './formHelpers';

function toInput(store?: Store): StoreInput {
  const currency = CURRENCIES.find((c) => c === store?.currency) ?? 'EUR';
  return {
    name: store?.name ?? '',
    code: store?.code ?? '',
    address: {
      street: store?.address.street ?? '',
      postalCode: store?.address.postalCode ?? '',
      city: store?.address.city ?? '',
      country: store?.address.country ?? 'DE',
    },
    timeZone: store?.timeZone || 'Europe/Berlin',
    currency,
    active: store?.active ?? true,
  };
}

/** What is sent: trimmed texts, upper-case code and country. */
function normalize(values: StoreInput): StoreInput {
  return {
    ...values,
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    address: {
      street: values.address.street.trim(),
      postalCode: values.address.postalCode.trim(),
      city: values.address.city.trim(),
      country: values.address.country.trim().toUpperCase(),
    },
  };
}

const DEPENDENTS = 'Orders, products, inventory, staff and their shifts, time entries and tips, and the financial and shift details of this store';

export function StoreForm({ store }: { store?: Store }) {
  const navigate = useNavigate();
  const zones = useMemo(() => timeZones(), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<StoreInput>({
    defaultValues: toInput(store),
    resolver: schemaResolver(StoreInputSchema, normalize),
  });
  const [createStore] = useCreateStoreMutation();
  const [updateStore] = useUpdateStoreMutation();
  const [deleteStore, deleting] = useDeleteStoreMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  useUnsavedChangesGuard(isDirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const save = useSubmitOnce(async (values: StoreInput) => {
    setServerError(null);
    try {
      if (store) {
        const saved = await updateStore({ id: store.id, store: values }).unwrap();
        reset(toInput(saved));
        notify.success('Store saved');
      } else {
        const created = await createStore(values).unwrap();
        notify.success(`Store “${created.name}” created`);
        reset(values);
        setLeaveTo(PATHS.store(created.id));
      }
    } catch (error) {
      setServerError(getErrorMessage(error, store ? MESSAGES.stores.update : MESSAGES.stores.create));
      applyFieldErrors(error, setError);
    }
  });

  const onDelete = async () => {
    if (!store) return;
    try {
      await deleteStore(store.id).unwrap();
      notify.success(`Store “${store.name}” deleted`);
      setConfirmDelete(false);
      reset();
      setLeaveTo(PATHS.stores);
    } catch (error) {
      setConfirmDelete(false);
      setServerError(getErrorMessage(error, MESSAGES.stores.delete));
    }
  };

  const text = (path: Path<StoreInput>, label: string, md = 6, help?: string) => {
    const id = `store-${path.replace('.', '-')}`;
    const error = fieldError(errors, path);
    return (
      <Col md={md}>
        <FormField id={id} label={label} error={error} help={help}>
          <Form.Control autoComplete="off" isInvalid={Boolean(error)} aria-describedby={describedBy(id, error, help)} {...register(path)} />
        </FormField>
      </Col>
    );
  };
  const tzError = fieldError(errors, 'timeZone');
  const currencyError = fieldError(errors, 'currency');

  return (
    <Form noValidate onSubmit={(e) => void handleSubmit(save)(e)} aria-label={store ? `Edit ${store.name}` : 'New store'}>
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Row>
        {text('name', 'Name', 8)}
        {text('code', 'Code', 4, 'Short code, e.g. BER1.')}
        {text('address.street', 'Street', 6)}
        {text('address.postalCode', 'Postal code', 2)}
        {text('address.city', 'City', 4)}
        {text('address.country', 'Country', 2, 'Two letters, e.g. DE.')}
        <Col md={6}>
          <FormField id="store-timeZone" label="Time zone" error={tzError}>
            <Form.Select isInvalid={Boolean(tzError)} aria-describedby={describedBy('store-timeZone', tzError)} {...register('timeZone')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col md={4}>
          <FormField id="store-currency" label="Currency" error={currencyError}>
            <Form.Select isInvalid={Boolean(currencyError)} aria-describedby={describedBy('store-currency', currencyError)} {...register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
      </Row>
      <Form.Check className="mb-3" id="store-active" label="Active" {...register('active')} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {store ? 'Save changes' : 'Create store'}
        </Button>
        {store && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={isSubmitting}>
            Delete store
          </Button>
        )}
      </div>
      {store && (
        <ConfirmDialog
          show={confirmDelete}
          title={`Delete ${store.name}?`}
          body={
            <>
              <p>{DEPENDENTS} depend on it.</p>
              <p className="mb-0">A store that still has such data cannot be deleted: deactivate it instead.</p>
            </>
          }
          confirmLabel="Delete"
          busy={deleting.isLoading}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </Form>
  );
}
