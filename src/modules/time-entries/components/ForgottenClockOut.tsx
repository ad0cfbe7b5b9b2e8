import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextControl } from '@/components/form/TextControl';
import { SectionCard } from '@/components/SectionCard';
import { formatDate } from '@/lib/format';
import { formatClockTime, localDate } from '@/lib/storeTime';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { closeForgotten, type LeftDraft, type LeftErrors } from '../forgotten';
import type { ClockRecord } from '../logic';
import { TIME_ENTRY_LIMITS } from '../schema';

interface ForgottenClockOutProps {
  record: ClockRecord;
  storeId: string;
  timeZone: string;
  /** Sends the closed record (the clock's punch). */
  onClose: (next: ClockRecord) => void;
}

/**
 * The clock of a person who did not clock out (an entry of an earlier day, or longer than an entry
 * may be): it asks when they left and why; the entry goes to the review as a submitted one.
 */
export function ForgottenClockOut({ record, storeId, timeZone, onClose }: ForgottenClockOutProps) {
  const { t } = useLingui();
  const guard = useSubmitGuard();
  const [draft, setDraft] = useState<LeftDraft>({ time: '', nextDay: false, note: '' });
  const [errors, setErrors] = useState<LeftErrors>({});
  const set = (patch: Partial<LeftDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const day = formatDate(localDate(record.clockIn, timeZone));
  const since = formatClockTime(record.clockIn, timeZone);

  const submit = guard(() => {
    const checked = closeForgotten(record, draft, storeId, new Date().toISOString(), timeZone);
    setErrors(checked.errors);
    if (checked.next) onClose(checked.next);
  });

  return (
    <SectionCard id="clock-title" title={t`Time clock`} className="mb-4">
      <Form noValidate onSubmit={submit}>
        <Alert variant="warning">
          <Trans>
            You did not clock out: you clocked in on {day} at {since}. When did you leave? The entry then goes to your manager for review.
          </Trans>
        </Alert>
        <div className="row g-2">
          <TextControl
            id="left-at"
            type="time"
            label={t`Left at`}
            value={draft.time}
            onChange={(e) => set({ time: e.target.value })}
            error={errors.time}
            className="col-sm-6 mb-2"
          />
          <div className="col-sm-6 d-flex align-items-end mb-2">
            <Form.Check
              id="left-next-day"
              label={t`The next day`}
              checked={draft.nextDay}
              onChange={(e) => set({ nextDay: e.target.checked })}
            />
          </div>
        </div>
        <TextControl
          id="left-note"
          rows={2}
          label={t`Note`}
          value={draft.note}
          maxLength={TIME_ENTRY_LIMITS.noteMax}
          onChange={(e) => set({ note: e.target.value })}
          error={errors.note}
          className="mb-3"
        />
        <Button type="submit" size="lg" variant="danger">
          <Trans>Clock out at this time</Trans>
        </Button>
      </Form>
    </SectionCard>
  );
}
