import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EntityForm, FormActions, type DangerAction } from '@/components/form/EntityForm';
import { MoneyInput, NumberInput, SelectInput, TextInput, WeekdayPicker } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { TitledCard } from '@/components/TitledCard';
import { SUPPLIER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { cleanName } from '@/lib/inputRules';
import { useCreateSupplierMutation, useDeleteSupplierMutation, useGetSuppliersQuery, useUpdateSupplierMutation } from '../api';
import { emptySupplier, findSameName, formatWeekdays, normalizeVatId, toSupplierInput } from '../logic';
import { conflictLabels, supplierStatusOptions } from '../labels';
import { SUPPLIER_LIMITS, SupplierInputSchema, SupplierSchema } from '../schema';
import type { Supplier, SupplierInput } from '../types';

/** What is sent: trimmed text (the name without bidi controls and zero-width characters), the VAT id and country in their stored shape. */
function normalize(values: SupplierInput): SupplierInput {
  const trim = (v: string) => v.trim();
  return {
    ...values,
    name: cleanName(values.name),
    customerAccountNo: trim(values.customerAccountNo),
    contactName: trim(values.contactName),
    email: trim(values.email),
    orderEmail: trim(values.orderEmail),
    phone: trim(values.phone),
    vatId: normalizeVatId(values.vatId),
    orderCutoffTime: trim(values.orderCutoffTime),
    address: {
      street: trim(values.address.street),
      postalCode: trim(values.address.postalCode),
      city: trim(values.address.city),
      country: trim(values.address.country).toUpperCase(),
    },
    deliveryWeekdays: [...values.deliveryWeekdays].sort((a, b) => a - b),
  };
}

/** The server's current supplier of a 409, checked by the answer schema, as form values. */
function readCurrent(current: unknown) {
  const parsed = SupplierSchema.safeParse(current);
  return parsed.success ? { values: toSupplierInput(parsed.data), version: parsed.data.version } : undefined;
}

const showValue = (path: string, value: unknown) =>
  path === 'deliveryWeekdays' && Array.isArray(value)
    ? formatWeekdays(value.filter((d): d is number => typeof d === 'number')) || '—'
    : undefined;

interface SupplierFormProps {
  /** The supplier being edited; none for a new one. */
  supplier?: Supplier;
}

export function SupplierForm({ supplier }: SupplierFormProps) {
  const { t } = useLingui();
  const { data: existing } = useGetSuppliersQuery();
  const [createSupplier] = useCreateSupplierMutation();
  const [updateSupplier] = useUpdateSupplierMutation();
  const [deleteSupplier] = useDeleteSupplierMutation();

  const entity = useEntityForm<SupplierInput>({
    defaultValues: supplier ? toSupplierInput(supplier) : emptySupplier(),
    schema: SupplierInputSchema,
    normalize,
    validate: (values): Record<string, string> =>
      findSameName(existing ?? [], values.name, supplier?.id) ? { name: t`A supplier with this name already exists.` } : {},
    failureMessage: SUPPLIER_MESSAGES.save,
    listPath: PATHS.suppliers,
    conflict: {
      version: supplier?.version,
      read: readCurrent,
      labels: conflictLabels(),
      format: showValue,
      stale: SUPPLIER_MESSAGES.stale,
    },
    save: async (values, { version }) => {
      if (supplier) {
        const saved = await updateSupplier({ id: supplier.id, supplier: values, version }).unwrap();
        return { message: t`Supplier saved`, values: toSupplierInput(saved), version: saved.version };
      }
      const created = await createSupplier(values).unwrap();
      const name = created.name;
      return { message: t`Supplier “${name}” created`, leaveTo: PATHS.supplier(created.id) };
    },
  });

  const name = useWatch({ control: entity.form.control, name: 'name' });
  const sameName = findSameName(existing ?? [], name, supplier?.id);
  const sameNameText = sameName?.name;
  const sameNameTo = sameName ? PATHS.supplier(sameName.id) : '';

  const supplierName = supplier?.name;
  const danger: DangerAction<SupplierInput> | undefined = supplier && {
    label: t`Delete supplier`,
    body: (
      <p className="mb-0">
        <Trans>Delete “{supplierName}”? This cannot be undone.</Trans>
      </p>
    ),
    confirmLabel: t`Delete`,
    failureMessage: null,
    run: async () => {
      await deleteSupplier(supplier.id).unwrap();
      return { message: t`Supplier “${supplierName}” deleted`, leaveTo: PATHS.suppliers };
    },
  };

  return (
    <EntityForm entity={entity} label={supplier ? t`Edit supplier` : t`New supplier`} idPrefix="supplier">
      <TitledCard title={t`Supplier`}>
        <Row>
          <TextInput col={8} name="name" label={t`Name`} />
          <SelectInput col={4} name="status" label={t`Status`} options={supplierStatusOptions()} />
        </Row>
        {sameName && (
          <Alert variant="warning" className="py-2" data-testid="same-name-warning">
            <Trans>
              A supplier named “{sameNameText}” already exists.{' '}
              <Link to={sameNameTo} className="alert-link">
                Open {sameNameText}
              </Link>
            </Trans>
          </Alert>
        )}
        <Row>
          <TextInput col={6} name="customerAccountNo" label={t`Customer account no.`} help={t`Our number at this supplier.`} />
          <TextInput col={6} name="vatId" label={t`VAT id`} placeholder="DE123456789" />
        </Row>
      </TitledCard>

      <TitledCard title={t`Contact`}>
        <Row>
          <TextInput col={6} name="contactName" label={t`Contact name`} />
          <TextInput col={6} name="phone" label={t`Phone`} type="tel" placeholder="+49 30 1234567" />
          <TextInput col={6} name="email" label={t`Email`} type="email" />
          <TextInput col={6} name="orderEmail" label={t`Order email`} type="email" help={t`Where orders are sent.`} />
        </Row>
        <Row>
          <TextInput col={12} name="address.street" label={t`Street`} />
          <TextInput col={3} name="address.postalCode" label={t`Postal code`} />
          <TextInput col={6} name="address.city" label={t`City`} />
          <TextInput col={3} name="address.country" label={t`Country`} placeholder="DE" help={t`Two-letter code.`} />
        </Row>
      </TitledCard>

      <TitledCard title={t`Ordering and delivery`}>
        <Row>
          <NumberInput
            col={4}
            name="paymentTermsDays"
            label={t`Payment terms (days)`}
            min={0}
            max={SUPPLIER_LIMITS.paymentTermsMax}
            decimals={0}
          />
          <MoneyInput col={4} name="minOrderValue" label={t`Minimum order value (EUR)`} max={SUPPLIER_LIMITS.minOrderValueMax} />
          <NumberInput col={4} name="leadTimeDays" label={t`Lead time (days)`} min={0} max={SUPPLIER_LIMITS.leadTimeMax} decimals={0} />
        </Row>
        <Row>
          <WeekdayPicker col={8} name="deliveryWeekdays" label={t`Delivery days`} />
          <TextInput
            col={4}
            name="orderCutoffTime"
            label={t`Order cut-off time`}
            placeholder={t`HH:mm`}
            help={t`Latest order time the day before delivery, HH:mm.`}
          />
        </Row>
        <TextInput name="notes" label={t`Notes`} rows={3} className="mb-0" />
      </TitledCard>

      <FormActions
        entity={entity}
        submitLabel={supplier ? t`Save changes` : t`Create supplier`}
        cancelTo={PATHS.suppliers}
        danger={danger}
      />
    </EntityForm>
  );
}
