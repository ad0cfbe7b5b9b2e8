import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ModalHeader } from '@/components/dialogHeaders';
import { getErrorMessage, requestError } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { DecimalField } from '@/components/form/DecimalField';
import { addDays, formatDate } from '@/lib/format';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { localDate, localParts, zonedInstant } from '@/lib/storeTime';
import { minutesBetween } from '@/lib/duration';
import type { ReviewDecision } from '../review';
import { TIME_ENTRY_LIMITS, TIME_ENTRY_MESSAGES } from '../schema';
import type { TimeEntry } from '../types';

export type ReviewMode = 'correct' | 'reject';

interface ReviewDialogProps {
  mode: ReviewMode;
  /** One entry to correct, or the entries to reject. */
  entries: readonly TimeEntry[];
  timeZone: string;
  onSave: (entry: TimeEntry, decision: ReviewDecision) => Promise<unknown>;
  onClose: () => void;
  /** Called after every entry was saved. */
  onDone: () => void;
}

interface Draft {
  start: string;
  end: string;
  endsNextDay: boolean;
  breakMinutes: number | null;
  reason: string;
  /** A correction approves the corrected entry unless the reviewer leaves it waiting. */
  approve: boolean;
}

function draftOf(e: TimeEntry | undefined, timeZone: string): Draft {
  const start = e ? localParts(e.clockIn, timeZone) : { date: '', time: '' };
  const end = e?.clockOut ? localParts(e.clockOut, timeZone) : { date: '', time: '' };
  return {
    start: start.time,
    end: end.time,
    endsNextDay: end.date !== '' && end.date !== start.date,
    breakMinutes: e ? e.breakMinutes : 0,
    reason: '',
    approve: true,
  };
}

/** Checks a draft; the new times (instants) when it is a valid correction. */
function check(draft: Draft, date: string, mode: ReviewMode, timeZone: string) {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (draft.reason.trim() === '') errors.reason = TIME_ENTRY_MESSAGES.reasonRequired;
  if (mode === 'reject') return { errors };
  if (!/^\d{2}:\d{2}$/.test(draft.start)) errors.start = TIME_ENTRY_MESSAGES.clockIn;
  if (!/^\d{2}:\d{2}$/.test(draft.end)) errors.end = TIME_ENTRY_MESSAGES.clockOut;
  if (errors.start || errors.end) return { errors };
  const clockIn = zonedInstant(date, draft.start, timeZone);
  const clockOut = zonedInstant(draft.endsNextDay ? addDays(date, 1) : date, draft.end, timeZone);
  const length = minutesBetween(clockIn, clockOut);
  const breakMinutes = draft.breakMinutes ?? 0;
  if (length <= 0) errors.end = TIME_ENTRY_MESSAGES.endAfterStart;
  else if (length > TIME_ENTRY_LIMITS.maxEntryHours * 60) errors.end = TIME_ENTRY_MESSAGES.tooLong;
  if (!Number.isInteger(breakMinutes) || breakMinutes < 0 || breakMinutes > TIME_ENTRY_LIMITS.maxBreakMinutes)
    errors.breakMinutes = TIME_ENTRY_MESSAGES.breakMinutes;
  else if (length > 0 && breakMinutes >= length) errors.breakMinutes = TIME_ENTRY_MESSAGES.breakTooLong;
  return { errors, times: { clockIn, clockOut, breakMinutes } };
}

/** Correct one entry's times, or reject entries: both with a reason the staff member sees. */
export function ReviewDialog({ mode, entries, timeZone, onSave, onClose, onDone }: ReviewDialogProps) {
  const { t } = useLingui();
  const first = entries[0];
  const date = first ? localDate(first.clockIn, timeZone) : '';
  const [draft, setDraft] = useState<Draft>(() => draftOf(first, timeZone));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const guard = useSubmitGuard();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const day = formatDate(date);
  const who = first?.userName || t`unknown person`;
  const count = entries.length;
  const title = mode === 'correct' ? t`Correct the entry of ${who}` : count === 1 ? t`Reject the entry` : t`Reject ${count} entries`;

  const submit = guard(async () => {
    const checked = check(draft, date, mode, timeZone);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      for (const entry of entries) {
        await onSave(
          entry,
          mode === 'reject'
            ? { status: 'rejected', reason: draft.reason }
            : {
                reason: draft.reason,
                ...(draft.approve ? { status: 'approved' as const } : {}),
                ...(checked.times ? { times: checked.times } : {}),
              },
        );
      }
      onDone();
    } catch (error) {
      // The typed values stay; the message says what the server refused.
      setFailure(getErrorMessage(requestError(error), TIME_ENTRY_MESSAGES.review));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal show onHide={busy ? undefined : onClose} centered aria-labelledby="review-dialog-title">
      <Form noValidate onSubmit={submit}>
        <ModalHeader closeButton={!busy}>
          <Modal.Title id="review-dialog-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          {failure && <Alert variant="danger">{failure}</Alert>}
          {mode === 'correct' && (
            <>
              <p>
                <Trans>{day}. The original times are kept in the entry&apos;s history.</Trans>
              </p>
              <div className="row g-2">
                {(['start', 'end'] as const).map((field) => (
                  <FormField
                    key={field}
                    id={`correction-${field}`}
                    label={field === 'start' ? t`Start` : t`End`}
                    error={errors[field]}
                    className="col-6 mb-2"
                  >
                    <Form.Control
                      type="time"
                      value={draft[field]}
                      onChange={(e) => set({ [field]: e.target.value })}
                      isInvalid={Boolean(errors[field])}
                      aria-describedby={describedBy(`correction-${field}`, errors[field])}
                    />
                  </FormField>
                ))}
              </div>
              <Form.Check
                id="review-next-day"
                className="mb-2"
                label={t`Ends the next day`}
                checked={draft.endsNextDay}
                onChange={(e) => set({ endsNextDay: e.target.checked })}
              />
              <DecimalField
                id="review-break"
                label={t`Break (minutes)`}
                value={draft.breakMinutes}
                onChange={(v) => set({ breakMinutes: v })}
                error={errors.breakMinutes}
                min={0}
                decimals={0}
                className="mb-2"
              />
              <Form.Check
                id="review-approve"
                className="mb-2"
                label={t`Approve the corrected entry`}
                checked={draft.approve}
                onChange={(e) => set({ approve: e.target.checked })}
              />
            </>
          )}
          <FormField id="review-reason" label={t`Reason`} error={errors.reason} className="mb-0">
            <Form.Control
              as="textarea"
              rows={2}
              value={draft.reason}
              maxLength={TIME_ENTRY_LIMITS.noteMax}
              onChange={(e) => set({ reason: e.target.value })}
              isInvalid={Boolean(errors.reason)}
              aria-describedby={describedBy('review-reason', errors.reason)}
            />
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant={mode === 'reject' ? 'danger' : 'primary'} disabled={busy}>
            {mode === 'correct' ? <Trans>Save correction</Trans> : <Trans>Reject</Trans>}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
