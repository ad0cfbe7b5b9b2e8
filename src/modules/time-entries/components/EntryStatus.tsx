import { formatDateTime } from '@/lib/format';
import { describeChange } from '../review';
import type { TimeEntry } from '../types';

const STATUS_LABEL = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

/**
 * An entry's status, the reason of its latest correction or rejection (what staff see) and the
 * history of review decisions with who and when (the history and the review show the same).
 */
export function EntryStatus({ entry, timeZone }: { entry: TimeEntry; timeZone: string }) {
  return (
    <>
      {entry.status ? STATUS_LABEL[entry.status] : '—'}
      {entry.status === 'approved' && <span className="visually-hidden"> (locked)</span>}
      {entry.reason && <div className="small">Reason: {entry.reason}</div>}
      {entry.changes.length > 0 && (
        <details className="small">
          <summary>History ({entry.changes.length})</summary>
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
