import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SectionCard } from '@/components/SectionCard';
import Form from 'react-bootstrap/Form';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy, FormField } from '@/components/FormField';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSaveTimeEntryMutation } from '../api';
import { formatClockTime, MANUAL_FIELD_OF, manualBody, type PlannedShift } from '../logic';
import { ManualEntryFormSchema, TIME_ENTRY_LIMITS, TimeEntryInputSchema } from '../schema';
import type { ManualEntryForm as FormValues } from '../types';

type Errors = Partial<Record<keyof FormValues | '_', string>>;

const empty = (date: string, shiftId = ''): FormValues => ({
  date,
  start: '',
  end: '',
  breakMinutes: 0,
  note: '',
  shiftId,
});

/** Server or body field errors shown at the form's fields. */
function toFormErrors(errors: Record<string, string>): Errors {
  const out: Errors = {};
  for (const [field, message] of Object.entries(errors))
    out[MANUAL_FIELD_OF[field] ?? '_'] ??= message;
  return out;
}

interface ManualEntryFormProps {
  storeId: string;
  timeZone: string;
  defaultDate: string;
  today: string;
  /** The person's shifts of a date, to link the entry (empty without shift.read). */
  shiftsOn: (date: string) => PlannedShift[];
}

/** A missed punch: a whole entry after the fact, with a note saying why. */
export function ManualEntryForm({
  storeId,
  timeZone,
  defaultDate,
  today,
  shiftsOn,
}: ManualEntryFormProps) {
  const [values, setValues] = useState<FormValues>(() =>
    empty(defaultDate, shiftsOn(defaultDate)[0]?.id),
  );
  const [endsNextDay, setEndsNextDay] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [saveEntry, { isLoading }] = useSaveTimeEntryMutation();
  const submitting = useRef(false);
  const shifts = shiftsOn(values.date);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setFailure(undefined);
    const formErrors = fieldErrorsOf(ManualEntryFormSchema, values);
    // The body's own rules (end after start) are checked as soon as the date and times are readable.
    const body =
      formErrors.date || formErrors.start || formErrors.end
        ? null
        : manualBody(values, endsNextDay, storeId, timeZone);
    const found: Errors = {
      ...toFormErrors(body ? fieldErrorsOf(TimeEntryInputSchema, body) : {}),
      ...formErrors,
    };
    if (Object.keys(found).length > 0 || !body) {
      setErrors(found);
      return;
    }
    submitting.current = true;
    try {
      await saveEntry(body).unwrap();
      notify('Time entry saved.', 'success');
      setValues(empty(values.date, values.shiftId));
      setEndsNextDay(false);
      setErrors({});
    } catch (error) {
      setErrors(toFormErrors(getFieldErrors(error)));
      setFailure(getErrorMessage(error, MESSAGES.timeEntries.create));
    } finally {
      submitting.current = false;
    }
  };

  const field = (id: keyof FormValues) => ({
    isInvalid: Boolean(errors[id]),
    'aria-describedby': describedBy(`manual-${id}`, errors[id]),
  });

  return (
    <SectionCard id="manual-title" title="Missed punch" className="mb-4">
      <p className="text-body-secondary small">
        Forgot to clock in or out? Enter the whole shift with a note for your manager.
      </p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Missed punch">
        <div className="row">
          <FormField id="manual-date" label="Date" error={errors.date} className="mb-3 col-sm-4">
            <Form.Control
              type="date"
              max={today}
              value={values.date}
              onChange={(e) => {
                set('date', e.target.value);
                // Linked to the person's shift of that day, where there is one.
                set('shiftId', shiftsOn(e.target.value)[0]?.id ?? '');
              }}
              {...field('date')}
            />
          </FormField>
          {(['start', 'end'] as const).map((key) => (
            <FormField key={key} id={`manual-${key}`} label={key === 'start' ? 'Start' : 'End'} error={errors[key]} className="mb-3 col-sm-4">
              <Form.Control type="time" value={values[key]} onChange={(e) => set(key, e.target.value)} {...field(key)} />
            </FormField>
          ))}
        </div>
        <Form.Check id="manual-next-day" className="mb-3" label="Ends the next day (a night shift)" checked={endsNextDay} onChange={(e) => setEndsNextDay(e.target.checked)} />
        <DecimalField
          id="manual-breakMinutes"
          label="Break (minutes)"
          value={values.breakMinutes}
          onChange={(v) => set('breakMinutes', v ?? 0)}
          error={errors.breakMinutes}
          min={0}
          max={TIME_ENTRY_LIMITS.maxBreakMinutes}
          decimals={0}
          className="mb-3 col-sm-4"
        />
        {shifts.length > 0 && (
          <FormField id="manual-shiftId" label="Shift" error={errors.shiftId}>
            <Form.Select
              value={values.shiftId}
              onChange={(e) => set('shiftId', e.target.value)}
              {...field('shiftId')}
            >
              <option value="">No shift</option>
              {shifts.map((s) => (
                <option key={s.id} value={s.id}>
                  {formatClockTime(s.start, timeZone)}–{formatClockTime(s.end, timeZone)} {s.role}
                </option>
              ))}
            </Form.Select>
          </FormField>
        )}
        <FormField
          id="manual-note"
          label="Note"
          error={errors.note}
          help="Required: say why the punch was missed."
        >
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={TIME_ENTRY_LIMITS.noteMax}
            value={values.note}
            onChange={(e) => set('note', e.target.value)}
            {...field('note')}
            aria-describedby={describedBy('manual-note', errors.note, 'Required')}
          />
        </FormField>
        {errors._ && <Alert variant="danger">{errors._}</Alert>}
        <Button type="submit" disabled={isLoading}>
          Save entry
        </Button>
      </Form>
    </SectionCard>
  );
}
