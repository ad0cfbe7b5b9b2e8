import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy } from '@/components/FormField';
import { optionsOf, SelectOptions } from '@/components/SelectOptions';
import { AVAILABILITY_KINDS, AVAILABILITY_LIMITS, EXCEPTION_KINDS } from '../schema';
import { ALL_DAY, EXCEPTION_LABELS, isAllDay, KIND_LABELS, WEEKDAY_NAMES } from '../logic';
import type { AvailabilityException, AvailabilityInput, WeeklyRange } from '../types';

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

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

interface ControlProps<V> {
  id: string;
  label: string;
  className: string;
  value: V;
  disabled?: boolean;
  onChange: (value: V) => void;
}

/** A small labelled time (HH:mm) or date input with its error. */
function SmallInput({ id, label, className, value, disabled, onChange, error, type }: ControlProps<string> & { error?: string; type: 'time' | 'date' }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        type={type}
        size="sm"
        value={value}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <ErrorText id={id} error={error} />
    </Form.Group>
  );
}

/** A small labelled choice among fixed values. */
function SmallSelect<V extends string>({ id, label, className, value, disabled, onChange, options, labels }: ControlProps<V> & { options: readonly V[]; labels: Record<V, string> }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const next = options.find((o) => o === e.target.value);
          if (next) onChange(next);
        }}
      >
        <SelectOptions options={optionsOf(options, (k) => labels[k])} />
      </Form.Select>
    </Form.Group>
  );
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
                <SmallSelect
                  id={`${dayId}-allday-kind`}
                  label="Whole day"
                  className="d-flex align-items-center gap-2"
                  value={entries[0].r.kind}
                  options={AVAILABILITY_KINDS}
                  labels={KIND_LABELS}
                  disabled={disabled}
                  onChange={(kind) => updateRange(entries[0]?.index ?? -1, { kind })}
                />
              )}
            </div>
            {!allDay &&
              entries.map(({ r, index }, n) => {
                const id = `${idPrefix}-range-${index}`;
                const startError = errors[`weekly.${index}.start`];
                const endError = errors[`weekly.${index}.end`];
                return (
                  <div key={index} className="row g-2 align-items-end mb-1" role="group" aria-label={`${name} range ${n + 1}`}>
                    <SmallInput type="time" id={`${id}-start`} label="From" className="col-6 col-md-3" value={r.start} error={startError} disabled={disabled} onChange={(start) => updateRange(index, { start })} />
                    <SmallInput
                      type="time"
                      id={`${id}-end`}
                      label="To"
                      className="col-6 col-md-3"
                      value={r.end === '24:00' ? '23:59' : r.end}
                      error={endError}
                      disabled={disabled}
                      onChange={(end) => updateRange(index, { end })}
                    />
                    <SmallSelect id={`${id}-kind`} label="Kind" className="col-8 col-md-4" value={r.kind} options={AVAILABILITY_KINDS} labels={KIND_LABELS} disabled={disabled} onChange={(kind) => updateRange(index, { kind })} />
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
              <SmallInput type="date" id={`${id}-date`} label="Date" className="col-sm-6 col-lg-3" value={ex.date} error={err('date')} disabled={disabled} onChange={(date) => updateException(index, { date })} />
              <SmallSelect id={`${id}-kind`} label="Type" className="col-sm-6 col-lg-3" value={ex.kind} options={EXCEPTION_KINDS} labels={EXCEPTION_LABELS} disabled={disabled} onChange={(kind) => updateException(index, { kind })} />
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
                  <SmallInput type="time" id={`${id}-start`} label="From" className="col-6 col-lg-2" value={ex.start ?? ''} error={err('start')} disabled={disabled} onChange={(start) => updateException(index, { start })} />
                  <SmallInput type="time" id={`${id}-end`} label="To" className="col-6 col-lg-2" value={ex.end ?? ''} error={err('end')} disabled={disabled} onChange={(end) => updateException(index, { end })} />
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
