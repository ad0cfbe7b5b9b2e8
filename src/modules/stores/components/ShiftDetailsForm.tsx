import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { NumberInput, SelectInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { STORE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { formatWeekday } from '@/lib/format';
import { weekOrder } from '@/lib/storeTime';
import { useUpdateStoreShiftDetailsMutation } from '../api';
import { timeZones } from '../logic';
import { StoreShiftDetailsInputSchema, StoreShiftDetailsSchema } from '../shiftDetailsSchema';
import type { StoreShiftDetails, StoreShiftDetailsInput } from '../types';
import { fieldError } from './formHelpers';
import { OptionSelect } from './OptionSelect';
import { HeaderCard, OpeningHoursTable } from './ShiftDetailsParts';
import { normalize, toValues } from './shiftDetailsValues';
import { StaffingWindows } from './StaffingWindows';
import { shiftDetailsConflictView } from './storeConflicts';

export function ShiftDetailsForm({
  storeId,
  details,
  fallbackTimeZone,
}: {
  storeId: string;
  details: StoreShiftDetails;
  fallbackTimeZone: string;
}) {
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const [update] = useUpdateStoreShiftDetailsMutation();
  const { t } = useLingui();
  const rules = [
    { name: 'minShiftHours', label: t`Minimum shift length (hours)`, decimals: 2 },
    { name: 'maxShiftHours', label: t`Maximum shift length (hours)`, decimals: 2 },
    { name: 'maxHoursPerWeek', label: t`Maximum hours per week`, decimals: 2 },
    { name: 'minRestHours', label: t`Minimum rest between shifts (hours)`, decimals: 2 },
    { name: 'maxConsecutiveDays', label: t`Maximum consecutive days`, decimals: 0 },
  ] as const;
  const entity = useEntityForm<StoreShiftDetailsInput>({
    defaultValues: toValues(details, fallbackTimeZone),
    schema: StoreShiftDetailsInputSchema,
    normalize,
    failureMessage: STORE_MESSAGES.saveShiftDetails,
    // The store is picked on the page (a store-management route), not the current store.
    listPath: PATHS.stores,
    conflict: {
      version: details.version,
      read: (current) => {
        const parsed = StoreShiftDetailsSchema.safeParse(current);
        return parsed.success ? { values: toValues(parsed.data, fallbackTimeZone), version: parsed.data.version } : undefined;
      },
      ...shiftDetailsConflictView(),
    },
    save: async (values, { version }) => {
      // The version the values build on (none when the server sent none: the last write wins).
      const result = await update({ storeId, details: version === undefined ? values : { ...values, version } }).unwrap();
      return { message: t`Shift details saved`, values: toValues(result, fallbackTimeZone), version: result.version };
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = entity.form;
  const weekStartsOn = Number(useWatch({ control, name: 'weekStartsOn' }));
  const order = weekOrder(Number.isInteger(weekStartsOn) ? weekStartsOn : 1);

  return (
    <EntityForm entity={entity} label={t`Shift details`} idPrefix="shift">
      <Row>
        <Col md={6}>
          <SelectInput name="timeZone" label={t`Time zone`} options={zones} />
        </Col>
        <Col md={4}>
          <OptionSelect
            id="shift-weekStartsOn"
            label={t`Week starts on`}
            error={fieldError(errors, 'weekStartsOn')}
            options={[1, 0, 6].map((d) => ({ value: d, label: formatWeekday(d) }))}
            registration={register('weekStartsOn', { valueAsNumber: true })}
          />
        </Col>
      </Row>

      <HeaderCard title={t`Opening hours`}>
        <OpeningHoursTable order={order} />
      </HeaderCard>

      <HeaderCard title={t`Staffing requirements`}>
        <StaffingWindows order={order} />
      </HeaderCard>

      <HeaderCard title={t`Rules`}>
        <Row>
          {rules.map((rule) => (
            <Col md={4} key={rule.name}>
              <NumberInput name={`rules.${rule.name}`} label={rule.label} decimals={rule.decimals} min={0} />
            </Col>
          ))}
        </Row>
      </HeaderCard>

      <FormActions busy={entity.busy} submitLabel={t`Save shift details`} />
    </EntityForm>
  );
}
