import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DecimalField } from '@/components/form/DecimalField';
import { formatWeekday } from '@/lib/format';
import { STAFF_ROLES } from '../fields';
import { copyDay } from '../logic';
import type { StoreShiftDetailsInput } from '../types';
import { fieldError, roleName } from './formHelpers';
import { TimeCell } from './ShiftDetailsParts';

/** The staffing windows of each weekday (role, times, minimum staff), and copying a day's windows to others. */
export function StaffingWindows({ order }: { order: readonly number[] }) {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<StoreShiftDetailsInput>();
  const windows = useFieldArray({ control, name: 'staffingRequirements' });
  const openingHours = useWatch({ control, name: 'openingHours' });
  const [copyFrom, setCopyFrom] = useState(1);
  const [copyTo, setCopyTo] = useState<number[]>([]);
  const { t } = useLingui();

  const copyToLabel = (d: number) => {
    const dayName = formatWeekday(d);
    return t`Copy to ${dayName}`;
  };

  const copy = () => {
    windows.replace(copyDay(getValues('staffingRequirements'), copyFrom, copyTo));
    setCopyTo([]);
  };

  return (
    <>
      <p className="text-body-secondary">
        <Trans>The minimum staff per role and time window on each weekday: what the shift generator plans for.</Trans>
      </p>
      {order.map((day) => {
        const rows = windows.fields.map((f, index) => ({ f, index })).filter(({ f }) => f.weekday === day);
        let n = 0;
        const dayName = formatWeekday(day);
        return (
          <fieldset key={day} className="mb-3">
            <legend className="h6">{dayName}</legend>
            {openingHours[day]?.closed && (
              <p className="small mb-2">
                <Trans>Closed: the shift generator never staffs this day, and a window here cannot be saved.</Trans>
              </p>
            )}
            {rows.length === 0 && (
              <p className="text-body-secondary small mb-2">
                <Trans>No staffing requirements.</Trans>
              </p>
            )}
            {rows.map(({ f, index }) => {
              n += 1;
              const name = t`${dayName} window ${n}`;
              const roleError = fieldError(errors, `staffingRequirements.${index}.role`);
              return (
                <Row key={f.id} className="g-2 align-items-start mb-2" role="group" aria-label={name}>
                  <Col xs={6} md={3}>
                    <Form.Select
                      size="sm"
                      aria-label={t`${name} role`}
                      isInvalid={Boolean(roleError)}
                      {...register(`staffingRequirements.${index}.role`)}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {roleName(r)}
                        </option>
                      ))}
                    </Form.Select>
                  </Col>
                  <Col xs={6} md={2}>
                    <TimeCell path={`staffingRequirements.${index}.start`} label={t`${name} start`} />
                  </Col>
                  <Col xs={6} md={2}>
                    <TimeCell path={`staffingRequirements.${index}.end`} label={t`${name} end`} />
                  </Col>
                  <Col xs={6} md={3}>
                    <Controller
                      control={control}
                      name={`staffingRequirements.${index}.minStaff`}
                      render={({ field, fieldState }) => (
                        <DecimalField
                          id={`staffingRequirements-${index}-minStaff`}
                          label={t`Minimum staff`}
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
                    <Button size="sm" variant="outline-secondary" onClick={() => windows.remove(index)} aria-label={t`Remove ${name}`}>
                      <Trans>Remove</Trans>
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
              <Trans>Add window on {dayName}</Trans>
            </Button>
          </fieldset>
        );
      })}
      <fieldset className="border rounded p-3">
        <legend className="h6 float-none w-auto px-1 mb-0">
          <Trans>Copy a day</Trans>
        </legend>
        <Row className="g-2 align-items-end">
          <Col md={3}>
            <Form.Group controlId="copy-from">
              <Form.Label>
                <Trans>Copy windows of</Trans>
              </Form.Label>
              <Form.Select size="sm" value={copyFrom} onChange={(e) => setCopyFrom(Number(e.target.value))}>
                {order.map((d) => (
                  <option key={d} value={d}>
                    {formatWeekday(d)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={7}>
            <div role="group" aria-label={t`Copy to`}>
              <span className="d-block mb-1">
                <Trans>to</Trans>
              </span>
              {order
                .filter((d) => d !== copyFrom)
                .map((d) => (
                  <Form.Check
                    inline
                    key={d}
                    id={`copy-to-${d}`}
                    label={copyToLabel(d)}
                    checked={copyTo.includes(d)}
                    onChange={(e) => setCopyTo((list) => (e.target.checked ? [...list, d] : list.filter((x) => x !== d)))}
                  />
                ))}
            </div>
          </Col>
          <Col md={2}>
            <Button size="sm" variant="outline-secondary" onClick={copy} disabled={copyTo.length === 0}>
              <Trans>Copy windows</Trans>
            </Button>
          </Col>
        </Row>
        <Form.Text>
          <Trans>Copying replaces the windows of the chosen days.</Trans>
        </Form.Text>
      </fieldset>
    </>
  );
}
