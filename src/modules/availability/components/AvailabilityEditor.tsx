import { Trans, useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy } from '@/components/FormField';
import { AVAILABILITY_LIMITS } from '../schema';
import type { AvailabilityException, AvailabilityInput, WeeklyRange } from '../types';
import { ErrorText } from './editorControls';
import { ExceptionList } from './ExceptionList';
import { WeeklyPattern } from './WeeklyPattern';

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

/**
 * The availability form: a weekly pattern (per weekday: available, preferred or unavailable
 * time ranges, or the whole day), dated exceptions (time off or extra availability, with a
 * reason), wished hours per week and a note for the planner. Controlled; the page validates
 * with the schema and passes the errors in.
 */
export function AvailabilityEditor({ idPrefix, value, onChange, errors, weekStartsOn = 1, disabled }: EditorProps) {
  const { t } = useLingui();
  const setWeekly = (weekly: WeeklyRange[]) => onChange({ ...value, weekly });
  const setExceptions = (exceptions: AvailabilityException[]) => onChange({ ...value, exceptions });

  return (
    <>
      <WeeklyPattern
        idPrefix={idPrefix}
        weekly={value.weekly}
        setWeekly={setWeekly}
        errors={errors}
        weekStartsOn={weekStartsOn}
        disabled={disabled}
      />

      <ExceptionList idPrefix={idPrefix} exceptions={value.exceptions} setExceptions={setExceptions} errors={errors} disabled={disabled} />

      <div className="row g-3">
        <DecimalField
          id={`${idPrefix}-wished`}
          label={t`Wished hours per week`}
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
          <Form.Label>
            <Trans>Note for the planner</Trans>
          </Form.Label>
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
