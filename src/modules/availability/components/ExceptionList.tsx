import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { exceptionLabels } from '../logic';
import { AVAILABILITY_LIMITS, EXCEPTION_KINDS } from '../schema';
import type { AvailabilityException } from '../types';
import { ErrorText, SmallInput, SmallSelect } from './editorControls';

interface ExceptionListProps {
  idPrefix: string;
  errors: Record<string, string>;
  disabled?: boolean;
  exceptions: AvailabilityException[];
  setExceptions: (exceptions: AvailabilityException[]) => void;
}

/** Dated exceptions to the weekly pattern: time off or extra availability, with a reason. */
export function ExceptionList({ idPrefix, exceptions, setExceptions, errors, disabled }: ExceptionListProps) {
  const { t } = useLingui();
  const labels = exceptionLabels();
  const updateException = (index: number, patch: Partial<AvailabilityException>) =>
    setExceptions(exceptions.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  return (
    <>
      <h2 className="h5 mt-4">
        <Trans>Exceptions</Trans>
      </h2>
      <p className="text-body-secondary small">
        <Trans>Dated changes to the pattern: time off, or extra availability.</Trans>
      </p>
      {exceptions.length === 0 && (
        <p className="text-body-secondary">
          <Trans>No exceptions.</Trans>
        </p>
      )}
      {exceptions.map((ex, index) => {
        const id = `${idPrefix}-ex-${index}`;
        const err = (field: string) => errors[`exceptions.${index}.${field}`];
        const number = index + 1;
        const label = t`Exception ${number}`;
        return (
          <fieldset key={index} className="border rounded p-2 mb-2" aria-label={label}>
            <legend className="h6 float-none w-auto px-1 mb-1 fs-6">{label}</legend>
            <div className="row g-2 align-items-end">
              <SmallInput
                type="date"
                id={`${id}-date`}
                label={t`Date`}
                className="col-sm-6 col-lg-3"
                value={ex.date}
                error={err('date')}
                disabled={disabled}
                onChange={(date) => updateException(index, { date })}
              />
              <SmallSelect
                id={`${id}-kind`}
                label={t`Type`}
                className="col-sm-6 col-lg-3"
                value={ex.kind}
                options={EXCEPTION_KINDS}
                labels={labels}
                disabled={disabled}
                onChange={(kind) => updateException(index, { kind })}
              />
              <div className="col-sm-12 col-lg-2">
                <Form.Check
                  type="checkbox"
                  id={`${id}-allday`}
                  label={t`All day`}
                  checked={ex.allDay}
                  disabled={disabled}
                  onChange={(e) =>
                    updateException(
                      index,
                      e.target.checked
                        ? { allDay: true, start: undefined, end: undefined }
                        : { allDay: false, start: '09:00', end: '17:00' },
                    )
                  }
                />
              </div>
              {!ex.allDay && (
                <>
                  <SmallInput
                    type="time"
                    id={`${id}-start`}
                    label={t`From`}
                    className="col-6 col-lg-2"
                    value={ex.start ?? ''}
                    error={err('start')}
                    disabled={disabled}
                    onChange={(start) => updateException(index, { start })}
                  />
                  <SmallInput
                    type="time"
                    id={`${id}-end`}
                    label={t`To`}
                    className="col-6 col-lg-2"
                    value={ex.end ?? ''}
                    error={err('end')}
                    disabled={disabled}
                    onChange={(end) => updateException(index, { end })}
                  />
                </>
              )}
              <Form.Group className="col-sm-8 col-lg-9" controlId={`${id}-reason`}>
                <Form.Label className="small mb-0">
                  <Trans>Reason</Trans>
                </Form.Label>
                <Form.Control
                  size="sm"
                  value={ex.reason}
                  maxLength={AVAILABILITY_LIMITS.reasonMax}
                  disabled={disabled}
                  isInvalid={Boolean(err('reason'))}
                  onChange={(e) => updateException(index, { reason: e.target.value })}
                />
                <ErrorText id={`${id}-reason`} error={err('reason')} />
              </Form.Group>
              <div className="col-sm-4 col-lg-3">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={disabled}
                  onClick={() => setExceptions(exceptions.filter((_e, i) => i !== index))}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> exception {number}</span>
                  </Trans>
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <Button
        size="sm"
        variant="outline-secondary"
        className="mb-4"
        disabled={disabled || exceptions.length >= AVAILABILITY_LIMITS.maxExceptions}
        onClick={() => setExceptions([...exceptions, { date: '', allDay: true, kind: 'time_off', reason: '' }])}
      >
        <Trans>Add exception</Trans>
      </Button>
    </>
  );
}
