import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '@/lib/format';
import { breakMinutesOf } from '../logic';
import { formatClockTime } from '@/lib/storeTime';
import { formatMinutes } from '@/lib/duration';
import { reviewable, type ReviewRow } from '../review';
import type { TimeEntry } from '../types';
import { EntryStatus } from './EntryStatus';

interface ReviewTableProps {
  rows: readonly ReviewRow[];
  timeZone: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onApprove: (entry: TimeEntry) => void;
  onCorrect: (entry: TimeEntry) => void;
  onReject: (entry: TimeEntry) => void;
  busy: boolean;
}

const personOf = (e: TimeEntry) => e.userName || e.userId || 'unknown person';

/** The period's entries against the planned shifts, with flags, notes and the review actions. */
export function ReviewTable({ rows, timeZone, selected, onSelect, onApprove, onCorrect, onReject, busy }: ReviewTableProps) {
  const time = (instant: string | undefined) => formatClockTime(instant, timeZone);
  const selectable = rows.filter((r) => reviewable(r.entry)).map((r) => r.entry.id);
  const allOn = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption>Time entries to review</caption>
        <thead>
          <tr>
            <th scope="col">
              <Form.Check
                aria-label="Select all entries"
                checked={allOn}
                disabled={selectable.length === 0}
                onChange={(e) => onSelect(selectable, e.target.checked)}
              />
            </th>
            <th scope="col">Date</th>
            <th scope="col">Person</th>
            <th scope="col">Planned</th>
            <th scope="col">Clock in</th>
            <th scope="col">Clock out</th>
            <th scope="col" className="text-end">
              Break
            </th>
            <th scope="col" className="text-end">
              Worked
            </th>
            <th scope="col">Flags</th>
            <th scope="col">Note</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, date, shift, flags, worked }) => {
            const person = personOf(entry);
            const canDecide = reviewable(entry);
            const label = `${person}, ${date ? formatDate(date) : 'time not set'}`;
            return (
              <tr key={entry.id}>
                <td>
                  <Form.Check
                    aria-label={`Select ${label}`}
                    checked={selected.has(entry.id)}
                    disabled={!canDecide}
                    onChange={(e) => onSelect([entry.id], e.target.checked)}
                  />
                </td>
                <td>{date ? formatDate(date) : 'time not set'}</td>
                <th scope="row" className="fw-normal">
                  {person}
                </th>
                <td>{shift ? `${time(shift.start)}–${time(shift.end)}` : 'No shift'}</td>
                <td>{entry.clockIn ? time(entry.clockIn) : 'time not set'}</td>
                <td>{entry.clockOut ? time(entry.clockOut) : 'Missing'}</td>
                <td className="text-end">{formatMinutes(entry.breaks.length > 0 ? breakMinutesOf(entry.breaks) : entry.breakMinutes)}</td>
                <td className="text-end">{formatMinutes(worked)}</td>
                <td>
                  {flags.map((f) => (
                    <Badge key={f} bg="warning" text="dark" className="me-1">
                      {f}
                    </Badge>
                  ))}
                </td>
                <td className="small">{entry.note || '—'}</td>
                <td>
                  <EntryStatus entry={entry} timeZone={timeZone} />
                </td>
                <td className="text-nowrap">
                  {canDecide && entry.status !== 'approved' && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-1"
                      disabled={busy}
                      onClick={() => onApprove(entry)}
                      aria-label={`Approve ${label}`}
                    >
                      Approve
                    </Button>
                  )}
                  {canDecide && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-1"
                      disabled={busy}
                      onClick={() => onCorrect(entry)}
                      aria-label={`Correct ${label}`}
                    >
                      Correct
                    </Button>
                  )}
                  {canDecide && entry.status !== 'rejected' && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={busy}
                      onClick={() => onReject(entry)}
                      aria-label={`Reject ${label}`}
                    >
                      Reject
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
