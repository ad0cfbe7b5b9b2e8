import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import { formatDate, formatNumber } from '@/lib/format';
import { formatWallRange } from '@/lib/storeTime';
import { describeWeekly, exceptionLabels } from '../logic';
import type { AvailabilityVersion, ShiftNotes } from '../types';

const STATUS: Record<NonNullable<ShiftNotes['status']>, { label: MessageDescriptor; bg: string; text?: string }> = {
  pending: { label: msg`Pending approval`, bg: 'warning', text: 'dark' },
  approved: { label: msg`Approved`, bg: 'success' },
  declined: { label: msg`Declined`, bg: 'danger' },
};

export function NotesStatusBadge({ status }: { status: ShiftNotes['status'] }) {
  const { i18n } = useLingui();
  if (!status)
    return (
      <Badge bg="secondary">
        <Trans>Not submitted</Trans>
      </Badge>
    );
  const s = STATUS[status];
  return (
    <Badge bg={s.bg} text={s.text}>
      {i18n._(s.label)}
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
  const { t } = useLingui();
  const weekly = describeWeekly(version, weekStartsOn);
  const labels = exceptionLabels();
  const note = version.note;
  const wished = version.wishedHoursPerWeek == null ? '—' : formatNumber(version.wishedHoursPerWeek);
  return (
    <div className="small">
      {weekly.length === 0 ? (
        <p className="mb-1">
          <Trans>No weekly availability.</Trans>
        </p>
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
                {formatDate(e.date)}: {labels[e.kind]}
                {e.allDay ? ` ${t`(all day)`}` : ` ${formatWallRange(e.start ?? '', e.end ?? '')}`}
                {e.reason ? ` — ${e.reason}` : ''}
              </li>
            ))}
        </ul>
      )}
      <p className="mb-0">
        <Trans>Wished hours per week: {wished}</Trans>
        {note ? ` · ${t`Note: ${note}`}` : ''}
      </p>
    </div>
  );
}
