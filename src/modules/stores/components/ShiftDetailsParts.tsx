import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { describedBy } from '@/components/FormField';
import { PlainTable } from '@/components/list/PlainTable';
import { formatWeekday } from '@/lib/format';
import type { StoreShiftDetailsInput } from '../types';
import { fieldError } from './formHelpers';

/** A part of the form: a card with an h2 header. */
export function HeaderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

type TimePath =
  | `openingHours.${number}.opensAt`
  | `openingHours.${number}.closesAt`
  | `staffingRequirements.${number}.start`
  | `staffingRequirements.${number}.end`;

/** A time field of the shift details form with its error under it. */
export function TimeCell({ path, label, disabled = false }: { path: TimePath; label: string; disabled?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<StoreShiftDetailsInput>();
  const id = path.replaceAll('.', '-');
  const error = fieldError(errors, path);
  return (
    <>
      <Form.Control
        id={id}
        type="time"
        size="sm"
        aria-label={label}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        {...register(path)}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </>
  );
}

/** Opening hours per weekday, in the store's week order. */
export function OpeningHoursTable({ order }: { order: readonly number[] }) {
  const { control, register } = useFormContext<StoreShiftDetailsInput>();
  const openingHours = useWatch({ control, name: 'openingHours' });
  const { t } = useLingui();
  return (
    <PlainTable
      size="sm"
      className="mb-0 align-middle"
      caption={t`Opening hours per weekday`}
      headers={[t`Day`, t`Closed`, t`Opens at`, t`Closes at`]}
    >
      {order.map((day) => {
        const closed = openingHours[day]?.closed ?? true;
        const dayName = formatWeekday(day);
        return (
          <tr key={day}>
            <th scope="row">{dayName}</th>
            <td>
              <Form.Check id={`closed-${day}`} aria-label={t`${dayName} closed`} {...register(`openingHours.${day}.closed`)} />
            </td>
            <td>
              <TimeCell path={`openingHours.${day}.opensAt`} label={t`${dayName} opens at`} disabled={closed} />
            </td>
            <td>
              <TimeCell path={`openingHours.${day}.closesAt`} label={t`${dayName} closes at`} disabled={closed} />
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}
