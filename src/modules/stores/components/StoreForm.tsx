import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { EntityForm, FormActions, type DangerAction } from '@/components/form/EntityForm';
import { SelectInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { STORE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useCreateStoreMutation, useDeleteStoreMutation, useUpdateStoreMutation } from '../api';
import { timeZones } from '../logic';
import { CURRENCIES, CURRENCY_OPTIONS } from '../fields';
import { StoreInputSchema, StoreSchema } from '../schema';
import { storeLabels } from './storeConflicts';
import { WorkingTimeFields } from './WorkingTimeFields';
import type { Store, StoreInput } from '../types';

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
    // Contract additions (issue #44): a store the server answers without them starts unknown / off / on.
    federalState: store?.federalState ?? '',
    hospitality: store?.hospitality ?? false,
    workingTimeRules: store?.workingTimeRules ?? true,
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

/** The server's current store of a 409, checked by the answer schema, as form values (issue #41). */
function readCurrent(current: unknown) {
  const parsed = StoreSchema.safeParse(current);
  return parsed.success ? { values: toInput(parsed.data), version: parsed.data.version } : undefined;
}

export function StoreForm({ store }: { store?: Store }) {
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const [createStore] = useCreateStoreMutation();
  const [updateStore] = useUpdateStoreMutation();
  const [deleteStore] = useDeleteStoreMutation();
  const { t } = useLingui();
  const entity = useEntityForm<StoreInput>({
    defaultValues: toInput(store),
    schema: StoreInputSchema,
    normalize,
    failureMessage: store ? STORE_MESSAGES.update : STORE_MESSAGES.create,
    listPath: PATHS.stores,
    conflict: { version: store?.version, read: readCurrent, labels: storeLabels() },
    save: async (values, { version }) => {
      if (store) {
        // The version the values build on (none when the server sent none: the last write wins).
        const saved = await updateStore({ id: store.id, store: version === undefined ? values : { ...values, version } }).unwrap();
        return { message: t`Store saved`, values: toInput(saved), version: saved.version };
      }
      const created = await createStore(values).unwrap();
      const name = created.name;
      return { message: t`Store “${name}” created`, leaveTo: PATHS.store(created.id) };
    },
  });

  const storeName = store?.name ?? '';
  const danger: DangerAction<StoreInput> | undefined = store && {
    label: t`Delete store`,
    title: t`Delete ${storeName}?`,
    body: (
      <>
        <p>
          <Trans>
            Orders, products, inventory, staff and their shifts, time entries and tips, and the financial and shift details of this store
            depend on it.
          </Trans>
        </p>
        <p className="mb-0">
          <Trans>A store that still has such data cannot be deleted: deactivate it instead.</Trans>
        </p>
      </>
    ),
    confirmLabel: t`Delete`,
    failureMessage: STORE_MESSAGES.delete,
    run: async () => {
      await deleteStore(store.id).unwrap();
      return { message: t`Store “${storeName}” deleted`, leaveTo: PATHS.stores };
    },
  };

  return (
    <EntityForm entity={entity} label={store ? t`Edit ${storeName}` : t`New store`} idPrefix="store">
      <div className="row">
        <TextInput name="name" label={t`Name`} className="col-md-8 mb-3" />
        <TextInput name="code" label={t`Code`} help={t`Short code, e.g. BER1.`} className="col-md-4 mb-3" />
        <TextInput name="address.street" label={t`Street`} className="col-md-6 mb-3" />
        <TextInput name="address.postalCode" label={t`Postal code`} className="col-md-2 mb-3" />
        <TextInput name="address.city" label={t`City`} className="col-md-4 mb-3" />
        <TextInput name="address.country" label={t`Country`} help={t`Two letters, e.g. DE.`} className="col-md-2 mb-3" />
        <SelectInput name="timeZone" label={t`Time zone`} options={zones} className="col-md-6 mb-3" />
        <SelectInput name="currency" label={t`Currency`} options={CURRENCY_OPTIONS} className="col-md-4 mb-3" />
      </div>
      <Form.Check className="mb-3" id="store-active" label={t`Active`} {...entity.form.register('active')} />
      <WorkingTimeFields />
      <FormActions entity={entity} submitLabel={store ? t`Save changes` : t`Create store`} danger={danger} />
    </EntityForm>
  );
}
