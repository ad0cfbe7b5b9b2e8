import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { DecimalField } from '@/components/form/DecimalField';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { NumberInput, SelectInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { describedBy } from '@/components/FormField';
import { PATHS } from '@/config/paths';
import { useUpdateStoreShiftDetailsMutation } from '../api';
import { copyDay, timeZones } from '../logic';
import { STAFF_ROLES } from '../fields';
import { StoreShiftDetailsInputSchema } from '../shiftDetailsSchema';
import type { StaffRole, StoreShiftDetails, StoreShiftDetailsInput } from '../types';
import { fieldError, weekdayName, weekOrder } from './formHelpers';
import { OptionSelect } from './OptionSelect';

const SAVE_FAILED = 'Failed to save shift details';

const roleOf = (role: string): StaffRole => STAFF_ROLES.find((r) => r === role) ?? 'service';

function toValues(details: StoreShiftDetails, fallbackTimeZone: string): StoreShiftDetailsInput {
  const rules = details.rules;
  return {
    timeZone: details.timeZone || fallbackTimeZone,
    weekStartsOn: details.weekStartsOn,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const day = details.openingHours.find((d) => d.weekday === weekday);
      return day
        ? { weekday, opensAt: day.opensAt, closesAt: day.closesAt, closed: day.closed }
        : { weekday, opensAt: '', closesAt: '', closed: true };
    }),
    staffingRequirements: details.staffingRequirements.map((w) => ({ ...w, role: roleOf(w.role) })),
    rules: {
      minShiftHours: rules.minShiftHours ?? 3,
      maxShiftHours: rules.maxShiftHours ?? 10,
      maxHoursPerWeek: rules.maxHoursPerWeek ?? 40,
      minRestHours: rules.minRestHours ?? 11,
      maxConsecutiveDays: rules.maxConsecutiveDays ?? 6,
    },
  };
}

/** Closed days are sent without times. */
const normalize = (v: StoreShiftDetailsInput): StoreShiftDetailsInput => ({
  ...v,
  weekStartsOn: Number(v.weekStartsOn),
  openingHours: v.openingHours.map((d) => (d.closed ? { ...d, opensAt: '', closesAt: '' } : d)),
});

const RULES = [
  { name: 'minShiftHours', label: 'Minimum shift length (hours)', decimals: 2 },
  { name: 'maxShiftHours', label: 'Maximum shift length (hours)', decimals: 2 },
  { name: 'maxHoursPerWeek', label: 'Maximum hours per week', decimals: 2 },
  { name: 'minRestHours', label: 'Minimum rest between shifts (hours)', decimals: 2 },
  { name: 'maxConsecutiveDays', label: 'Maximum consecutive days', decimals: 0 },
] as const;

/** A part of the form: a card with an h2 header. */
function HeaderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

export function ShiftDetailsForm({ storeId, details, fallbackTimeZone }: { storeId: string; details: StoreShiftDetails; fallbackTimeZone: string }) {
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const [update] = useUpdateStoreShiftDetailsMutation();
  const entity = useEntityForm<StoreShiftDetailsInput>({
    defaultValues: toValues(details, fallbackTimeZone),
    schema: StoreShiftDetailsInputSchema,
    normalize,
    failureMessage: SAVE_FAILED,
    // The store is picked on the page (a store-management route), not the current store.
    listPath: PATHS.stores,
    save: async (values) => {
      const result = await update({ storeId, details: values }).unwrap();
      return { message: 'Shift details saved', values: toValues(result, fallbackTimeZone) };
    },
  });
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = entity.form;
  const windows = useFieldArray({ control, name: 'staffingRequirements' });
  const weekStartsOn = Number(useWatch({ control, name: 'weekStartsOn' }));
  const openingHours = useWatch({ control, name: 'openingHours' });
  const order = weekOrder(Number.isInteger(weekStartsOn) ? weekStartsOn : 1);
  const [copyFrom, setCopyFrom] = useState(1);
  const [copyTo, setCopyTo] = useState<number[]>([]);

  const copy = () => {
    windows.replace(copyDay(getValues('staffingRequirements'), copyFrom, copyTo));
    setCopyTo([]);
  };

  const err = (path: string) => fieldError(errors, path);
  const timeInput = (path: `openingHours.${number}.opensAt` | `openingHours.${number}.closesAt` | `staffingRequirements.${number}.start` | `staffingRequirements.${number}.end`, label: string, disabled = false) => {
    const id = path.replaceAll('.', '-');
    const error = err(path);
    return (
      <>
        <Form.Control id={id} type="time" size="sm" aria-label={label} disabled={disabled} isInvalid={Boolean(error)} aria-describedby={describedBy(id, error)} {...register(path)} />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </>
    );
  };

  return (
    <EntityForm entity={entity} label="Shift details" idPrefix="shift">
      <Row>
        <Col md={6}>
          <SelectInput name="timeZone" label="Time zone" options={zones} />
        </Col>
        <Col md={4}>
          <OptionSelect
            id="shift-weekStartsOn"
            label="Week starts on"
            error={err('weekStartsOn')}
            options={[1, 0, 6].map((d) => ({ value: d, label: weekdayName(d) }))}
            registration={register('weekStartsOn', { valueAsNumber: true })}
          />
        </Col>
      </Row>

      <HeaderCard title="Opening hours">
          <Table size="sm" className="mb-0 align-middle">
            <caption className="visually-hidden">Opening hours per weekday</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Closed</th>
                <th scope="col">Opens at</th>
                <th scope="col">Closes at</th>
              </tr>
            </thead>
            <tbody>
              {order.map((day) => {
                const closed = openingHours[day]?.closed ?? true;
                return (
                  <tr key={day}>
                    <th scope="row">{weekdayName(day)}</th>
                    <td>
                      <Form.Check id={`closed-${day}`} aria-label={`${weekdayName(day)} closed`} {...register(`openingHours.${day}.closed`)} />
                    </td>
                    <td>{timeInput(`openingHours.${day}.opensAt`, `${weekdayName(day)} opens at`, closed)}</td>
                    <td>{timeInput(`openingHours.${day}.closesAt`, `${weekdayName(day)} closes at`, closed)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
      </HeaderCard>

      <HeaderCard title="Staffing requirements">
          <p className="text-body-secondary">The minimum staff per role and time window on each weekday: what the shift generator plans for.</p>
          {order.map((day) => {
            const rows = windows.fields.map((f, index) => ({ f, index })).filter(({ f }) => f.weekday === day);
            let n = 0;
            return (
              <fieldset key={day} className="mb-3">
                <legend className="h6">{weekdayName(day)}</legend>
                {openingHours[day]?.closed && (
                  <p className="small mb-2">Closed: the shift generator never staffs this day, and a window here cannot be saved.</p>
                )}
                {rows.length === 0 && <p className="text-body-secondary small mb-2">No staffing requirements.</p>}
                {rows.map(({ f, index }) => {
                  n += 1;
                  const name = `${weekdayName(day)} window ${n}`;
                  const roleError = err(`staffingRequirements.${index}.role`);
                  return (
                    <Row key={f.id} className="g-2 align-items-start mb-2" role="group" aria-label={name}>
                      <Col xs={6} md={3}>
                        <Form.Select size="sm" aria-label={`${name} role`} isInvalid={Boolean(roleError)} {...register(`staffingRequirements.${index}.role`)}>
                          {STAFF_ROLES.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </Form.Select>
                      </Col>
                      <Col xs={6} md={2}>{timeInput(`staffingRequirements.${index}.start`, `${name} start`)}</Col>
                      <Col xs={6} md={2}>{timeInput(`staffingRequirements.${index}.end`, `${name} end`)}</Col>
                      <Col xs={6} md={3}>
                        <Controller
                          control={control}
                          name={`staffingRequirements.${index}.minStaff`}
                          render={({ field, fieldState }) => (
                            <DecimalField
                              id={`staffingRequirements-${index}-minStaff`}
                              label="Minimum staff"
                              className="mb-0"
                              decimals={0}
                              min={1}
                              value={Number.isNaN(field.value) ? null : field.value}
                              onChange={(v) => field.onChange(v ?? Number.NaN)}
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Col>
                      <Col xs="auto">
                        <Button size="sm" variant="outline-secondary" onClick={() => windows.remove(index)} aria-label={`Remove ${name}`}>
                          Remove
                        </Button>
                      </Col>
                    </Row>
                  );
                })}
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => windows.append({ weekday: day, role: 'barista', start: '08:00', end: '12:00', minStaff: 1 })}
                >
                  Add window on {weekdayName(day)}
                </Button>
              </fieldset>
            );
          })}
          <fieldset className="border rounded p-3">
            <legend className="h6 float-none w-auto px-1 mb-0">Copy a day</legend>
            <Row className="g-2 align-items-end">
              <Col md={3}>
                <Form.Group controlId="copy-from">
                  <Form.Label>Copy windows of</Form.Label>
                  <Form.Select size="sm" value={copyFrom} onChange={(e) => setCopyFrom(Number(e.target.value))}>
                    {order.map((d) => (
                      <option key={d} value={d}>
                        {weekdayName(d)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={7}>
                <div role="group" aria-label="Copy to">
                  <span className="d-block mb-1">to</span>
                  {order
                    .filter((d) => d !== copyFrom)
                    .map((d) => (
                      <Form.Check
                        inline
                        key={d}
                        id={`copy-to-${d}`}
                        label={`Copy to ${weekdayName(d)}`}
                        checked={copyTo.includes(d)}
                        onChange={(e) => setCopyTo((list) => (e.target.checked ? [...list, d] : list.filter((x) => x !== d)))}
                      />
                    ))}
                </div>
              </Col>
              <Col md={2}>
                <Button size="sm" variant="outline-secondary" onClick={copy} disabled={copyTo.length === 0}>
                  Copy windows
                </Button>
              </Col>
            </Row>
            <Form.Text>Copying replaces the windows of the chosen days.</Form.Text>
          </fieldset>
      </HeaderCard>

      <HeaderCard title="Rules">
          <Row>
            {RULES.map((rule) => (
              <Col md={4} key={rule.name}>
                <NumberInput name={`rules.${rule.name}`} label={rule.label} decimals={rule.decimals} min={0} />
              </Col>
            ))}
          </Row>
      </HeaderCard>

      <FormActions busy={entity.busy} submitLabel="Save shift details" />
    </EntityForm>
  );
}
