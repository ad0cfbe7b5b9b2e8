import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import { describeChange } from '../review';
import type { TimeEntry } from '../types';

const STATUS_LABEL: Record<NonNullable<TimeEntry['status']>, MessageDescriptor> = {
  open: msg`Open`,
  submitted: msg`Submitted`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/**
 * An entry's status, the reason of its latest correction or rejection (what staff see) and the
 * history of review decisions with who and when (the history and the review show the same).
 */
export function EntryStatus({ entry, timeZone }: { entry: TimeEntry; timeZone: string }) {
  const { i18n } = useLingui();
  const { reason } = entry;
  const count = entry.changes.length;
  return (
    <>
      {entry.status ? i18n._(STATUS_LABEL[entry.status]) : '—'}
      {entry.status === 'approved' && (
        <span className="visually-hidden">
          {' '}
          <Trans>(locked)</Trans>
        </span>
      )}
      {entry.reason && (
        <div className="small">
          <Trans>Reason: {reason}</Trans>
        </div>
      )}
      {entry.changes.length > 0 && (
        <details className="small">
          <summary>
            <Trans>History ({count})</Trans>
          </summary>
          <ul className="list-unstyled mb-0">
            {entry.changes.map((c) => (
              <li key={`${c.at}-${c.action}`}>{describeChange(c, timeZone, formatDateTime)}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
