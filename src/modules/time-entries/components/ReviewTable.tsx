import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PlainTable } from '@/components/list/PlainTable';
import { formatDate } from '@/lib/format';
import { breakMinutesOf } from '../logic';
import { formatClockTime } from '@/lib/storeTime';
import { formatMinutes } from '@/lib/duration';
import { closesOpen, decidesOn, type ReviewFlag, type ReviewRow } from '../review';
import type { TimeEntry } from '../types';
import { EntryStatus } from './EntryStatus';

interface ReviewTableProps {
  rows: readonly ReviewRow[];
  /** The signed-in reviewer: their own rows offer no decision (four eyes). */
  userId: string;
  timeZone: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  /** A row's button: approve it, or open the correction or the rejection of it. */
  onDecide: (entry: TimeEntry, kind: 'approve' | 'correct' | 'reject') => void;
  busy: boolean;
}

const FLAG_LABEL: Record<ReviewFlag, MessageDescriptor> = {
  manual: msg`manual`,
  late: msg`late`,
  'missing clock-out': msg`missing clock-out`,
  overlapping: msg`overlapping`,
  'over-long': msg`over-long`,
};

/** The period's entries against the planned shifts, with flags, notes and the review actions. */
export function ReviewTable({ rows, userId, timeZone, selected, onSelect, onDecide, busy }: ReviewTableProps) {
  const { t, i18n } = useLingui();
  const personOf = (e: TimeEntry) => e.userName || e.userId || t`unknown person`;
  const time = (instant: string | undefined) => formatClockTime(instant, timeZone);
  const selectable = rows.filter((r) => decidesOn(r.entry, userId)).map((r) => r.entry.id);
  const allOn = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const decision = (entry: TimeEntry, kind: 'approve' | 'correct' | 'reject', ariaLabel: string, text: string) => (
    <Button
      size="sm"
      variant={kind === 'reject' ? 'outline-secondary' : 'outline-primary'}
      className={kind === 'reject' ? undefined : 'me-1'}
      disabled={busy}
      onClick={() => onDecide(entry, kind)}
      aria-label={ariaLabel}
    >
      {text}
    </Button>
  );
  return (
    <PlainTable
      responsive
      size="sm"
      className="align-middle"
      captionVisible
      caption={t`Time entries to review`}
      headers={[
        {
          key: 'select',
          label: (
            <Form.Check
              aria-label={t`Select all entries`}
              checked={allOn}
              disabled={selectable.length === 0}
              onChange={(e) => onSelect(selectable, e.target.checked)}
            />
          ),
        },
        t`Date`,
        t`Person`,
        t`Planned`,
        t`Clock in`,
        t`Clock out`,
        { label: t`Break`, align: 'end' },
        { label: t`Worked`, align: 'end' },
        t`Flags`,
        t`Note`,
        t`Status`,
        { label: t`Actions`, hidden: true },
      ]}
    >
      {rows.map(({ entry, date, shift, flags, worked }) => {
        const person = personOf(entry);
        const canDecide = decidesOn(entry, userId);
        const own = entry.userId === userId;
        const day = date ? formatDate(date) : t`time not set`;
        const label = `${person}, ${day}`;
        return (
          <tr key={entry.id} id={`entry-${entry.id}`}>
            <td>
              <Form.Check
                aria-label={t`Select ${label}`}
                checked={selected.has(entry.id)}
                disabled={!canDecide}
                onChange={(e) => onSelect([entry.id], e.target.checked)}
              />
            </td>
            <td>{day}</td>
            <th scope="row" className="fw-normal">
              {person}
            </th>
            <td>{shift ? `${time(shift.start)}–${time(shift.end)}` : t`No shift`}</td>
            <td>{entry.clockIn ? time(entry.clockIn) : t`time not set`}</td>
            <td>{entry.clockOut ? time(entry.clockOut) : t`Missing`}</td>
            <td className="text-end">{formatMinutes(entry.breaks.length > 0 ? breakMinutesOf(entry.breaks) : entry.breakMinutes)}</td>
            <td className="text-end">{formatMinutes(worked)}</td>
            <td>
              {flags.map((f) => (
                <Badge key={f} bg="warning" text="dark" className="me-1">
                  {i18n._(FLAG_LABEL[f])}
                </Badge>
              ))}
            </td>
            <td className="small">{entry.note || '—'}</td>
            <td>
              <EntryStatus entry={entry} timeZone={timeZone} />
            </td>
            <td className={own ? 'small' : 'text-nowrap'}>
              {own && (
                <span className="text-body-secondary">
                  <Trans>Your own hours: another manager or the owner reviews them.</Trans>
                </span>
              )}
              {closesOpen(entry, userId) && (
                <>
                  {decision(entry, 'correct', t`Set the clock-out of ${label}`, t`Set clock-out`)}
                  {decision(entry, 'reject', t`Reject ${label}`, t`Reject`)}
                </>
              )}
              {canDecide && entry.status !== 'approved' && decision(entry, 'approve', t`Approve ${label}`, t`Approve`)}
              {canDecide && decision(entry, 'correct', t`Correct ${label}`, t`Correct`)}
              {canDecide && entry.status !== 'rejected' && decision(entry, 'reject', t`Reject ${label}`, t`Reject`)}
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}
