import { formatDateTime } from '@/lib/format';
import type { FinancialDetailsChange } from '../types';

/** Who changed a person's bank details, when, and from which store (newest first). */
export function DetailsChanges({ changes }: { changes: readonly FinancialDetailsChange[] }) {
  return (
    <section aria-labelledby="details-changes-title" className="mt-3">
      <h3 id="details-changes-title" className="h6">
        Changes
      </h3>
      {changes.length === 0 ? (
        <p className="small text-body-secondary mb-0">No change recorded.</p>
      ) : (
        <ul className="list-unstyled small mb-0">
          {changes.map((c, i) => (
            <li key={`${c.changedAt}-${i}`}>
              {formatDateTime(c.changedAt)}: {c.changedByName || c.changedBy || 'someone'}
              {c.storeId ? `, from ${c.storeName || c.storeId}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
