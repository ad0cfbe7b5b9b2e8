import { Fragment, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SectionCard } from '@/components/SectionCard';
import Form from 'react-bootstrap/Form';
import { DecimalField } from '@/components/form/DecimalField';
import { describedBy, FormField } from '@/components/FormField';
import { TIME_ENTRY_LIMITS, TIME_ENTRY_MESSAGES } from '../schema';
import {
  clockIn,
  clockOut,
  clockPhase,
  endBreak,
  minutesOffShift,
  startBreak,
  workedMinutes,
  type ClockRecord,
  type PlannedShift,
} from '../logic';
import { formatClockTime } from '@/lib/storeTime';
import { formatMinutes } from '@/lib/duration';
import type { SendEntry } from '@/lib/sendQueue';
import { SendState } from './SendState';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { roleLabel } from '@/modules/stores';

interface TimeClockProps {
  record: ClockRecord | null;
  entry: SendEntry<ClockRecord> | undefined;
  punch: (next: ClockRecord) => void;
  /** A clock-in after re-reading the person's open entry (useTimeClock `clockIn`). */
  startEntry: (next: ClockRecord) => Promise<boolean>;
  retry: (key?: string) => void;
  timeZone: string;
  /** Today's shift of the person, when the shifts are readable and one is planned. */
  shift: PlannedShift | null;
  shiftNote?: string;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `local-${Date.now()}`);

function useNow(intervalMs: number): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date().toISOString()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Clock in, breaks and clock out: one tap each, sent at once, times in the store's time zone. */
export function TimeClock({ record, entry, punch, startEntry, retry, timeZone, shift, shiftNote }: TimeClockProps) {
  // One punch at a time, also for clicks dispatched in one task (issue 29: three entries).
  const { t } = useLingui();
  const guard = useSubmitGuard();
  const now = useNow(15_000);
  const phase = clockPhase(record);
  const [tips, setTips] = useState<number | null>(null);
  const [tipsError, setTipsError] = useState<string>();
  // A clock-in far from the shift's start waits here for its note (the time of the tap counts).
  const [pending, setPending] = useState<{ at: string; off: number } | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const time = (instant: string | undefined) => formatClockTime(instant, timeZone);

  useEffect(() => {
    if (pending) noteRef.current?.focus();
  }, [pending]);

  const onClockIn = guard(async () => {
    const at = new Date().toISOString();
    const off = minutesOffShift(at, shift);
    if (off !== null && Math.abs(off) > TIME_ENTRY_LIMITS.noteAfterMinutesOff) {
      setPending({ at, off });
      return;
    }
    await startEntry(clockIn(at, newId(), '', shift?.id));
  });
  const onClockInWithNote = guard(async () => {
    if (!pending) return;
    if (note.trim() === '') {
      setNoteError(TIME_ENTRY_MESSAGES.noteRequired);
      return;
    }
    await startEntry(clockIn(pending.at, newId(), note, shift?.id));
    setPending(null);
    setNote('');
    setNoteError(undefined);
  });
  const onClockOut = guard(() => {
    if (!record) return;
    if (tips !== null && (Number.isNaN(tips) || tips < 0 || tips > TIME_ENTRY_LIMITS.maxDeclaredTips)) {
      setTipsError(TIME_ENTRY_MESSAGES.declaredTips);
      return;
    }
    punch(clockOut(record, new Date().toISOString(), tips));
    setTips(null);
    setTipsError(undefined);
  });
  const onStartBreak = guard(() => record && punch(startBreak(record, new Date().toISOString())));
  const onEndBreak = guard(() => record && punch(endBreak(record, new Date().toISOString())));

  const worked = record ? workedMinutes(record, now) : null;
  const openBreak = record?.breaks.find((b) => !b.end);
  const [shiftStart, shiftEnd] = [time(shift?.start), time(shift?.end)];
  const [clockedIn, clockedOut, breakSince] = [time(record?.clockIn), time(record?.clockOut), time(openBreak?.start)];
  const workedTime = formatMinutes(worked);
  const minutesOff = Math.abs(pending?.off ?? 0);

  return (
    <SectionCard id="clock-title" title={t`Time clock`} className="mb-4">
      <p className="mb-2">
        {shift ? (
          <>
            <Trans>
              Today&apos;s shift:{' '}
              <strong>
                {shiftStart}–{shiftEnd}
              </strong>
            </Trans>
            {shift.role && <> ({roleLabel(shift.role)})</>}
          </>
        ) : (
          (shiftNote ?? t`No shift planned for you today.`)
        )}
      </p>
      <dl className="row mb-3">
        <dt className="col-sm-4">
          <Trans>Status</Trans>
        </dt>
        <dd className="col-sm-8" aria-live="polite">
          {phase === 'out' && (record?.clockOut ? t`Clocked out at ${clockedOut}` : t`Not clocked in`)}
          {phase === 'working' && record && t`Clocked in at ${clockedIn}`}
          {phase === 'break' && t`On break since ${breakSince}`}
        </dd>
        {record && (
          <>
            <dt className="col-sm-4">
              <Trans>Clock in</Trans>
            </dt>
            <dd className="col-sm-8">{time(record.clockIn)}</dd>
            {record.breaks.map((b, i) => {
              const number = i + 1;
              return (
                <Fragment key={b.start}>
                  <dt className="col-sm-4">
                    <Trans>Break {number}</Trans>
                  </dt>
                  <dd className="col-sm-8">
                    {time(b.start)}–{b.end ? time(b.end) : '…'}
                  </dd>
                </Fragment>
              );
            })}
            {record.clockOut && (
              <>
                <dt className="col-sm-4">
                  <Trans>Clock out</Trans>
                </dt>
                <dd className="col-sm-8">{time(record.clockOut)}</dd>
              </>
            )}
            <dt className="col-sm-4">
              <Trans>Worked</Trans>
            </dt>
            <dd className="col-sm-8">
              <Trans>
                <span aria-label={t`Worked time`}>{workedTime}</span> h
              </Trans>
            </dd>
          </>
        )}
      </dl>

      {pending && (
        <Alert variant="warning">
          <p className="mb-2">
            {pending.off > 0
              ? t`You are clocking in ${minutesOff} minutes after your shift starts. Please add a note.`
              : t`You are clocking in ${minutesOff} minutes before your shift starts. Please add a note.`}
          </p>
          <FormField id="clock-note" label={t`Note`} error={noteError}>
            <Form.Control
              as="textarea"
              rows={2}
              ref={noteRef}
              value={note}
              maxLength={TIME_ENTRY_LIMITS.noteMax}
              onChange={(e) => setNote(e.target.value)}
              isInvalid={Boolean(noteError)}
              aria-describedby={describedBy('clock-note', noteError)}
            />
          </FormField>
          <div className="d-flex gap-2">
            <Button onClick={onClockInWithNote}>
              <Trans>Clock in with note</Trans>
            </Button>
            <Button variant="outline-secondary" onClick={() => setPending(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Alert>
      )}

      {phase !== 'out' && (
        <DecimalField
          id="clock-tips"
          label={t`Declared tips`}
          value={tips}
          onChange={setTips}
          error={tipsError}
          className="mb-3"
          min={0}
          decimals={2}
        />
      )}

      <div className="d-flex flex-wrap gap-2">
        {phase === 'out' && !pending && (
          <Button size="lg" onClick={onClockIn}>
            <Trans>Clock in</Trans>
          </Button>
        )}
        {phase === 'working' && record && (
          <>
            <Button size="lg" variant="outline-primary" onClick={onStartBreak}>
              <Trans>Start break</Trans>
            </Button>
            <Button size="lg" variant="danger" onClick={onClockOut}>
              <Trans>Clock out</Trans>
            </Button>
          </>
        )}
        {phase === 'break' && record && (
          <>
            <Button size="lg" onClick={onEndBreak}>
              <Trans>End break</Trans>
            </Button>
            <Button size="lg" variant="danger" onClick={onClockOut}>
              <Trans>Clock out</Trans>
            </Button>
          </>
        )}
      </div>
      <SendState entry={entry} onRetry={() => retry(entry?.key)} />
    </SectionCard>
  );
}
