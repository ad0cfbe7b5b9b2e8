import Alert from 'react-bootstrap/Alert';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EntityForm, FormActions, saveLabel, type DangerAction } from '@/components/form/EntityForm';
import { MoneyInput, NumberInput, SelectInput, TextInput, WeekdayPicker } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { TitledCard } from '@/components/TitledCard';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { useCreateSupplierMutation, useDeleteSupplierMutation, useGetSuppliersQuery, useUpdateSupplierMutation } from '../api';
import { emptySupplier, findSameName, formatWeekdays, normalizeVatId, toSupplierInput } from '../logic';
import { SupplierInputSchema, SupplierSchema } from '../schema';
import type { Supplier, SupplierInput } from '../types';

const SAME_NAME_ERROR = 'A supplier with this name already exists.';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

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

/** The fields' labels in the comparison of a refused stale save (issue #29). */
const LABELS: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  customerAccountNo: 'Customer account no.',
  vatId: 'VAT id',
  contactName: 'Contact name',
  phone: 'Phone',
  email: 'Email',
  orderEmail: 'Order email',
  'address.street': 'Street',
  'address.postalCode': 'Postal code',
  'address.city': 'City',
  'address.country': 'Country',
  paymentTermsDays: 'Payment terms (days)',
  minOrderValue: 'Minimum order value (EUR)',
  leadTimeDays: 'Lead time (days)',
  deliveryWeekdays: 'Delivery days',
  orderCutoffTime: 'Order cut-off time',
  notes: 'Notes',
};

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
  const { data: existing } = useGetSuppliersQuery();
  const [createSupplier] = useCreateSupplierMutation();
  const [updateSupplier] = useUpdateSupplierMutation();
  const [deleteSupplier] = useDeleteSupplierMutation();

  const entity = useEntityForm<SupplierInput>({
    defaultValues: supplier ? toSupplierInput(supplier) : emptySupplier(),
    schema: SupplierInputSchema,
    normalize,
    validate: (values): Record<string, string> =>
      findSameName(existing ?? [], values.name, supplier?.id) ? { name: SAME_NAME_ERROR } : {},
    failureMessage: MESSAGES.suppliers.save,
    listPath: PATHS.suppliers,
    conflict: { version: supplier?.version, read: readCurrent, labels: LABELS, format: showValue },
    save: async (values, { version }) => {
      if (supplier) {
        const saved = await updateSupplier({ id: supplier.id, supplier: values, version }).unwrap();
        return { message: 'Supplier saved', values: toSupplierInput(saved), version: saved.version };
      }
      const created = await createSupplier(values).unwrap();
      return { message: `Supplier “${created.name}” created`, leaveTo: PATHS.supplier(created.id) };
    },
  });

  const name = useWatch({ control: entity.form.control, name: 'name' });
  const sameName = findSameName(existing ?? [], name, supplier?.id);

  const danger: DangerAction<SupplierInput> | undefined = supplier && {
    label: 'Delete supplier',
    body: <p className="mb-0">Delete “{supplier.name}”? This cannot be undone.</p>,
    confirmLabel: 'Delete',
    failureMessage: null,
    run: async () => {
      await deleteSupplier(supplier.id).unwrap();
      return { message: `Supplier “${supplier.name}” deleted`, leaveTo: PATHS.suppliers };
    },
  };

  return (
    <EntityForm entity={entity} label={supplier ? 'Edit supplier' : 'New supplier'} idPrefix="supplier">
      <TitledCard title="Supplier">
        <Row>
          <TextInput col={8} name="name" label="Name" />
          <SelectInput col={4} name="status" label="Status" options={STATUS_OPTIONS} />
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
          <TextInput col={6} name="customerAccountNo" label="Customer account no." help="Our number at this supplier." />
          <TextInput col={6} name="vatId" label="VAT id" placeholder="DE123456789" />
        </Row>
      </TitledCard>

      <TitledCard title="Contact">
        <Row>
          <TextInput col={6} name="contactName" label="Contact name" />
          <TextInput col={6} name="phone" label="Phone" type="tel" placeholder="+49 30 1234567" />
          <TextInput col={6} name="email" label="Email" type="email" />
          <TextInput col={6} name="orderEmail" label="Order email" type="email" help="Where orders are sent." />
        </Row>
        <Row>
          <TextInput col={12} name="address.street" label="Street" />
          <TextInput col={3} name="address.postalCode" label="Postal code" />
          <TextInput col={6} name="address.city" label="City" />
          <TextInput col={3} name="address.country" label="Country" placeholder="DE" help="Two-letter code." />
        </Row>
      </TitledCard>

      <TitledCard title="Ordering and delivery">
        <Row>
          <NumberInput col={4} name="paymentTermsDays" label="Payment terms (days)" />
          <MoneyInput col={4} name="minOrderValue" label="Minimum order value (EUR)" />
          <NumberInput col={4} name="leadTimeDays" label="Lead time (days)" />
        </Row>
        <Row>
          <WeekdayPicker col={8} name="deliveryWeekdays" label="Delivery days" />
          <TextInput
            col={4}
            name="orderCutoffTime"
            label="Order cut-off time"
            placeholder="HH:mm"
            help="Latest order time the day before delivery, HH:mm."
          />
        </Row>
        <TextInput name="notes" label="Notes" rows={3} className="mb-0" />
      </TitledCard>

      <FormActions entity={entity} submitLabel={saveLabel(supplier, 'supplier')} cancelTo={PATHS.suppliers} danger={danger} />
    </EntityForm>
  );
}
