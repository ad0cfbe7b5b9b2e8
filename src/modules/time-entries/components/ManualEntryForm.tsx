import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { DateInput, NumberInput, SelectInput, TextInput, TimeInput, useFieldError } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { SectionCard } from '@/components/SectionCard';
import { TIME_ENTRY_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSaveTimeEntryMutation } from '../api';
import { type Fold, type Folds, MANUAL_FIELD_OF, manualBody, manualDstErrors, manualWallInstants } from '../entryForms';
import { formatClockTime } from '@/lib/storeTime';
import { offsetOf } from '@/modules/shifts';
import { type PlannedShift } from '../logic';
import { ManualEntryFormSchema, TIME_ENTRY_LIMITS, TimeEntryInputSchema } from '../schema';
import type { ManualEntryForm as EntryValues } from '../types';
import { roleLabel } from '@/modules/stores';

/** The form's values: the entry, the break empty while typed over (0 when sent), and "ends the next day". */
interface FormValues extends Omit<EntryValues, 'breakMinutes'> {
  breakMinutes: number | null;
  endsNextDay: boolean;
  /** Which of a time the clocks pass twice (asked only then). */
  startFold: Fold;
  endFold: Fold;
}

const empty = (date: string, shiftId = ''): FormValues => ({
  date,
  start: '',
  end: '',
  breakMinutes: 0,
  note: '',
  shiftId,
  endsNextDay: false,
  startFold: '',
  endFold: '',
});

/** A body or server field → the form's field; what has none is shown above the button. */
const fieldOf = (name: string): string => MANUAL_FIELD_OF[name] ?? '_';

function withoutNextDay({ endsNextDay, startFold, endFold, ...entry }: FormValues): [EntryValues, boolean, Folds] {
  return [{ ...entry, breakMinutes: entry.breakMinutes ?? 0 }, endsNextDay, { start: startFold, end: endFold }];
}

/**
 * The form's messages: its own fields first, then daylight saving (a time the clocks skip is
 * refused, one they pass twice asks which, as the shift panel), then the body's rules (end after
 * start) once the date and times are readable.
 */
function manualErrors(values: FormValues, storeId: string, timeZone: string): Record<string, string> {
  const [entry, endsNextDay, folds] = withoutNextDay(values);
  const own = fieldErrorsOf(ManualEntryFormSchema, entry);
  if (own.date || own.start || own.end) return own;
  const dst = manualDstErrors(entry, endsNextDay, timeZone, folds);
  if (Object.keys(dst).length > 0) return { ...dst, ...own };
  const sent = manualBody(entry, endsNextDay, storeId, timeZone, folds);
  const body = fieldErrorsOf(TimeEntryInputSchema, sent);
  const placed: Record<string, string> = { ...futureErrors(sent) };
  for (const [name, message] of Object.entries(body)) placed[fieldOf(name)] ??= message;
  return { ...placed, ...own };
}

/** Hours already worked: a start or an end later than now (the store's wall time turned into an instant) is refused. */
function futureErrors({ clockIn, clockOut }: { clockIn: string; clockOut?: string }): Record<string, string> {
  const now = Date.now();
  const later = (instant: string | undefined) => instant !== undefined && Date.parse(instant) > now;
  return {
    ...(later(clockIn) ? { start: TIME_ENTRY_MESSAGES.startInFuture } : {}),
    ...(later(clockOut) ? { end: TIME_ENTRY_MESSAGES.endInFuture } : {}),
  };
}

/** A start or end the clocks pass twice that night (they go back): which one is meant, told apart by the UTC offset. */
function DstChoices({ timeZone }: { timeZone: string }) {
  const { t } = useLingui();
  const [date, start, end, endsNextDay] = useWatch<FormValues, ['date', 'start', 'end', 'endsNextDay']>({
    name: ['date', 'start', 'end', 'endsNextDay'],
  });
  const found = manualWallInstants({ date, start, end }, endsNextDay, timeZone);
  const choice = (field: 'start' | 'end') => {
    const [first, second] = found[field];
    if (!first || !second) return null;
    const clock = formatClockTime(first, timeZone);
    const [before, after] = [offsetOf(first, timeZone), offsetOf(second, timeZone)];
    return (
      <SelectInput
        name={`${field}Fold`}
        label={
          field === 'start'
            ? t`Which ${clock} (start)? The clocks go back that night.`
            : t`Which ${clock} (end)? The clocks go back that night.`
        }
        placeholder={t`Choose…`}
        options={[
          { value: 'earlier', label: t`${clock} first time (UTC${before}, before the clocks go back)` },
          { value: 'later', label: t`${clock} second time (UTC${after}, after the clocks go back)` },
        ]}
        className="mb-3"
      />
    );
  };
  return (
    <>
      {choice('start')}
      {choice('end')}
    </>
  );
}

/** A body rule without a field of its own. */
function OtherError() {
  const error = useFieldError('_');
  return error ? <Alert variant="danger">{error}</Alert> : null;
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
export function ManualEntryForm({ storeId, timeZone, defaultDate, today, shiftsOn }: ManualEntryFormProps) {
  const { t } = useLingui();
  const [saveEntry] = useSaveTimeEntryMutation();
  const entity = useEntityForm<FormValues>({
    defaultValues: empty(defaultDate, shiftsOn(defaultDate)[0]?.id),
    validate: (values) => manualErrors(values, storeId, timeZone),
    failureMessage: TIME_ENTRY_MESSAGES.create,
    fieldOf,
    listPath: PATHS.timeEntryForm,
    save: async (values) => {
      const [entry, endsNextDay, folds] = withoutNextDay(values);
      await saveEntry(manualBody(entry, endsNextDay, storeId, timeZone, folds)).unwrap();
      return { message: t`Time entry saved.`, values: empty(values.date, values.shiftId) };
    },
  });
  const { control, setValue, register } = entity.form;
  const date = useWatch({ control, name: 'date' });
  const shifts = shiftsOn(date);

  // A new date links the entry to the person's shift of that day, where there is one.
  const linkedFor = useRef(date);
  useEffect(() => {
    if (linkedFor.current === date) return;
    linkedFor.current = date;
    setValue('shiftId', shiftsOn(date)[0]?.id ?? '');
  }, [date, shiftsOn, setValue]);

  const shiftOptions = shifts.map((s) => ({
    value: s.id,
    label: `${formatClockTime(s.start, timeZone)}–${formatClockTime(s.end, timeZone)} ${roleLabel(s.role)}`,
  }));

  return (
    <SectionCard id="manual-title" title={t`Missed punch`} className="mb-4">
      <p className="text-body-secondary small">
        <Trans>Forgot to clock in or out? Enter the whole shift with a note for your manager.</Trans>
      </p>
      <EntityForm entity={entity} label={t`Missed punch`} idPrefix="manual">
        <div className="row">
          <DateInput name="date" label={t`Date`} max={today} className="mb-3 col-sm-4" />
          <TimeInput name="start" label={t`Start`} className="mb-3 col-sm-4" />
          <TimeInput name="end" label={t`End`} className="mb-3 col-sm-4" />
        </div>
        <Form.Check id="manual-next-day" className="mb-3" label={t`Ends the next day (a night shift)`} {...register('endsNextDay')} />
        <DstChoices timeZone={timeZone} />
        <NumberInput
          name="breakMinutes"
          label={t`Break (minutes)`}
          min={0}
          max={TIME_ENTRY_LIMITS.maxBreakMinutes}
          decimals={0}
          className="mb-3 col-sm-4"
        />
        {shifts.length > 0 && <SelectInput name="shiftId" label={t`Shift`} placeholder={t`No shift`} options={shiftOptions} />}
        <TextInput
          name="note"
          label={t`Note`}
          rows={2}
          maxLength={TIME_ENTRY_LIMITS.noteMax}
          help={t`Required: say why the punch was missed.`}
        />
        <OtherError />
        <FormActions busy={entity.busy} submitLabel={t`Save entry`} />
      </EntityForm>
    </SectionCard>
  );
}
