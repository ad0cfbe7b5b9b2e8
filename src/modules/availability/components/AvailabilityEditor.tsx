import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy } from '@/components/FormField';
import { AVAILABILITY_KINDS, AVAILABILITY_LIMITS, EXCEPTION_KINDS } from '../schema';
import { ALL_DAY, EXCEPTION_LABELS, isAllDay, KIND_LABELS, WEEKDAY_NAMES } from '../logic';
import type { AvailabilityException, AvailabilityInput, AvailabilityKind, ExceptionKind, WeeklyRange } from '../types';

interface EditorProps {
  /** Prefix of every control id (two editors may share a page). */
  idPrefix: string;
  value: AvailabilityInput;
  onChange: (next: AvailabilityInput) => void;
  /** Field errors keyed like the schema's paths (`weekly.2.end`, `exceptions.0.date`). */
  errors: Record<string, string>;
  weekStartsOn?: number;
  disabled?: boolean;
}

const isKind = (v: string): v is AvailabilityKind => (AVAILABILITY_KINDS as readonly string[]).includes(v);
const isExceptionKind = (v: string): v is ExceptionKind => (EXCEPTION_KINDS as readonly string[]).includes(v);

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

/**
 * The availability form: a weekly pattern (per weekday: available, preferred or unavailable
 * time ranges, or the whole day), dated exceptions (time off or extra availability, with a
 * reason), wished hours per week and a note for the planner. Controlled; the page validates
 * with the schema and passes the errors in.
 */
export function AvailabilityEditor({ idPrefix, value, onChange, errors, weekStartsOn = 1, disabled }: EditorProps) {
  const setWeekly = (weekly: WeeklyRange[]) => onChange({ ...value, weekly });
  const setExceptions = (exceptions: AvailabilityException[]) => onChange({ ...value, exceptions });
  const updateRange = (index: number, patch: Partial<WeeklyRange>) => setWeekly(value.weekly.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const updateException = (index: number, patch: Partial<AvailabilityException>) =>
    setExceptions(value.exceptions.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  const order = Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);

  return (
    <>
      <h2 className="h5">Weekly pattern</h2>
      <p className="text-body-secondary small">Days without a range count as not available. Unavailable ranges take time out of the others.</p>
      {order.map((weekday) => {
        const name = WEEKDAY_NAMES[weekday] ?? '';
        const entries = value.weekly.map((r, index) => ({ r, index })).filter(({ r }) => r.weekday === weekday);
        const allDay = isAllDay(entries.map(({ r }) => r));
        const dayId = `${idPrefix}-day-${weekday}`;
        return (
          <fieldset key={weekday} className="border rounded p-2 mb-2" aria-label={name}>
            <legend className="h6 float-none w-auto px-1 mb-1 fs-6">{name}</legend>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-1">
              <Form.Check
                type="checkbox"
                id={`${dayId}-allday`}
                label="All day"
                checked={allDay}
                disabled={disabled}
                onChange={(e) => {
                  const others = value.weekly.filter((r) => r.weekday !== weekday);
                  const kind = entries[0]?.r.kind ?? 'available';
                  setWeekly(e.target.checked ? [...others, { weekday, ...ALL_DAY, kind }] : others);
                }}
              />
              {allDay && entries[0] && (
                <Form.Group controlId={`${dayId}-allday-kind`} className="d-flex align-items-center gap-2">
                  <Form.Label className="mb-0">Whole day</Form.Label>
                  <Form.Select
                    size="sm"
                    value={entries[0].r.kind}
                    disabled={disabled}
                    onChange={(e) => isKind(e.target.value) && updateRange(entries[0]?.index ?? -1, { kind: e.target.value })}
                  >
                    {AVAILABILITY_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              )}
            </div>
            {!allDay &&
              entries.map(({ r, index }, n) => {
                const id = `${idPrefix}-range-${index}`;
                const startError = errors[`weekly.${index}.start`];
                const endError = errors[`weekly.${index}.end`];
                return (
                  <div key={index} className="row g-2 align-items-end mb-1" role="group" aria-label={`${name} range ${n + 1}`}>
                    <Form.Group className="col-6 col-md-3" controlId={`${id}-start`}>
                      <Form.Label className="small mb-0">From</Form.Label>
                      <Form.Control
                        type="time"
                        size="sm"
                        value={r.start}
                        disabled={disabled}
                        isInvalid={Boolean(startError)}
                        aria-describedby={describedBy(`${id}-start`, startError)}
                        onChange={(e) => updateRange(index, { start: e.target.value })}
                      />
                      <ErrorText id={`${id}-start`} error={startError} />
                    </Form.Group>
                    <Form.Group className="col-6 col-md-3" controlId={`${id}-end`}>
                      <Form.Label className="small mb-0">To</Form.Label>
                      <Form.Control
                        type="time"
                        size="sm"
                        value={r.end === '24:00' ? '23:59' : r.end}
                        disabled={disabled}
                        isInvalid={Boolean(endError)}
                        aria-describedby={describedBy(`${id}-end`, endError)}
                        onChange={(e) => updateRange(index, { end: e.target.value })}
                      />
                      <ErrorText id={`${id}-end`} error={endError} />
                    </Form.Group>
                    <Form.Group className="col-8 col-md-4" controlId={`${id}-kind`}>
                      <Form.Label className="small mb-0">Kind</Form.Label>
                      <Form.Select size="sm" value={r.kind} disabled={disabled} onChange={(e) => isKind(e.target.value) && updateRange(index, { kind: e.target.value })}>
                        {AVAILABILITY_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {KIND_LABELS[k]}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                    <div className="col-4 col-md-2">
                      <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => setWeekly(value.weekly.filter((_r, i) => i !== index))}>
                        Remove<span className="visually-hidden"> {name} range {n + 1}</span>
                      </Button>
                    </div>
                  </div>
                );
              })}
            {!allDay && entries.length < AVAILABILITY_LIMITS.maxRangesPerDay && (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={disabled}
                onClick={() => setWeekly([...value.weekly, { weekday, start: '09:00', end: '17:00', kind: 'available' }])}
              >
                Add range<span className="visually-hidden"> on {name}</span>
              </Button>
            )}
          </fieldset>
        );
      })}

      <h2 className="h5 mt-4">Exceptions</h2>
      <p className="text-body-secondary small">Dated changes to the pattern: time off, or extra availability.</p>
      {value.exceptions.length === 0 && <p className="text-body-secondary">No exceptions.</p>}
      {value.exceptions.map((ex, index) => {
        const id = `${idPrefix}-ex-${index}`;
        const err = (field: string) => errors[`exceptions.${index}.${field}`];
        const label = `Exception ${index + 1}`;
        return (
          <fieldset key={index} className="border rounded p-2 mb-2" aria-label={label}>
            <legend className="h6 float-none w-auto px-1 mb-1 fs-6">{label}</legend>
            <div className="row g-2 align-items-end">
              <Form.Group className="col-sm-6 col-lg-3" controlId={`${id}-date`}>
                <Form.Label className="small mb-0">Date</Form.Label>
                <Form.Control
                  type="date"
                  size="sm"
                  value={ex.date}
                  disabled={disabled}
                  isInvalid={Boolean(err('date'))}
                  aria-describedby={describedBy(`${id}-date`, err('date'))}
                  onChange={(e) => updateException(index, { date: e.target.value })}
                />
                <ErrorText id={`${id}-date`} error={err('date')} />
              </Form.Group>
              <Form.Group className="col-sm-6 col-lg-3" controlId={`${id}-kind`}>
                <Form.Label className="small mb-0">Type</Form.Label>
                <Form.Select size="sm" value={ex.kind} disabled={disabled} onChange={(e) => isExceptionKind(e.target.value) && updateException(index, { kind: e.target.value })}>
                  {EXCEPTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {EXCEPTION_LABELS[k]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <div className="col-sm-12 col-lg-2">
                <Form.Check
                  type="checkbox"
                  id={`${id}-allday`}
                  label="All day"
                  checked={ex.allDay}
                  disabled={disabled}
                  onChange={(e) => updateException(index, e.target.checked ? { allDay: true, start: undefined, end: undefined } : { allDay: false, start: '09:00', end: '17:00' })}
                />
              </div>
              {!ex.allDay && (
                <>
                  <Form.Group className="col-6 col-lg-2" controlId={`${id}-start`}>
                    <Form.Label className="small mb-0">From</Form.Label>
                    <Form.Control type="time" size="sm" value={ex.start ?? ''} disabled={disabled} isInvalid={Boolean(err('start'))} onChange={(e) => updateException(index, { start: e.target.value })} />
                    <ErrorText id={`${id}-start`} error={err('start')} />
                  </Form.Group>
                  <Form.Group className="col-6 col-lg-2" controlId={`${id}-end`}>
                    <Form.Label className="small mb-0">To</Form.Label>
                    <Form.Control type="time" size="sm" value={ex.end ?? ''} disabled={disabled} isInvalid={Boolean(err('end'))} onChange={(e) => updateException(index, { end: e.target.value })} />
                    <ErrorText id={`${id}-end`} error={err('end')} />
                  </Form.Group>
                </>
              )}
              <Form.Group className="col-sm-8 col-lg-9" controlId={`${id}-reason`}>
                <Form.Label className="small mb-0">Reason</Form.Label>
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
                <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => setExceptions(value.exceptions.filter((_e, i) => i !== index))}>
                  Remove<span className="visually-hidden"> exception {index + 1}</span>
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
        disabled={disabled || value.exceptions.length >= AVAILABILITY_LIMITS.maxExceptions}
        onClick={() => setExceptions([...value.exceptions, { date: '', allDay: true, kind: 'time_off', reason: '' }])}
      >
        Add exception
      </Button>

      <div className="row g-3">
        <DecimalField
          id={`${idPrefix}-wished`}
          label="Wished hours per week"
          className="col-sm-4"
          value={value.wishedHoursPerWeek}
          min={0}
          max={AVAILABILITY_LIMITS.maxWishedHours}
          decimals={1}
          disabled={disabled}
          error={errors.wishedHoursPerWeek}
          onChange={(wishedHoursPerWeek) => onChange({ ...value, wishedHoursPerWeek })}
        />
        <Form.Group className="col-sm-8" controlId={`${idPrefix}-note`}>
          <Form.Label>Note for the planner</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={value.note}
            maxLength={AVAILABILITY_LIMITS.noteMax}
            disabled={disabled}
            isInvalid={Boolean(errors.note)}
            aria-describedby={describedBy(`${idPrefix}-note`, errors.note)}
            onChange={(e) => onChange({ ...value, note: e.target.value })}
          />
          <ErrorText id={`${idPrefix}-note`} error={errors.note} />
        </Form.Group>
      </div>
    </>
  );
}
