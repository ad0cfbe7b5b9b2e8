import Badge from 'react-bootstrap/Badge';
import { formatDate, formatNumber } from '@/lib/format';
import { describeWeekly, EXCEPTION_LABELS } from '../logic';
import type { AvailabilityVersion, ShiftNotes } from '../types';

const STATUS: Record<NonNullable<ShiftNotes['status']>, { label: string; bg: string; text?: string }> = {
  pending: { label: 'Pending approval', bg: 'warning', text: 'dark' },
  approved: { label: 'Approved', bg: 'success' },
  declined: { label: 'Declined', bg: 'danger' },
};

export function NotesStatusBadge({ status }: { status: ShiftNotes['status'] }) {
  if (!status) return <Badge bg="secondary">Not submitted</Badge>;
  const s = STATUS[status];
  return (
    <Badge bg={s.bg} text={s.text}>
      {s.label}
    </Badge>
  );
}

/** One version of a person's availability in words: weekly pattern, exceptions, hours, note. */
export function VersionSummary({
  version,
  weekStartsOn,
}: {
  version: Pick<AvailabilityVersion, 'weekly' | 'exceptions' | 'wishedHoursPerWeek' | 'note'>;
  weekStartsOn?: number;
}) {
  const weekly = describeWeekly(version, weekStartsOn);
  return (
    <div className="small">
      {weekly.length === 0 ? (
        <p className="mb-1">No weekly availability.</p>
      ) : (
        <ul className="list-unstyled mb-1">
          {weekly.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {version.exceptions.length > 0 && (
        <ul className="mb-1 ps-3">
          {[...version.exceptions]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((e, i) => (
              <li key={`${e.date}-${i}`}>
                {formatDate(e.date)}: {EXCEPTION_LABELS[e.kind]}
                {e.allDay ? ' (all day)' : ` ${e.start ?? ''}–${e.end ?? ''}`}
                {e.reason ? ` — ${e.reason}` : ''}
              </li>
            ))}
        </ul>
      )}
      <p className="mb-0">
        Wished hours per week: {version.wishedHoursPerWeek == null ? '—' : formatNumber(version.wishedHoursPerWeek)}
        {version.note ? ` · Note: ${version.note}` : ''}
      </p>
    </div>
  );
}
