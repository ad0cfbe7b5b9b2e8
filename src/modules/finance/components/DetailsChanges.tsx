import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import type { FinancialDetailsChange } from '../types';

/** Who changed a person's bank details, when, and from which store (newest first). */
export function DetailsChanges({ changes }: { changes: readonly FinancialDetailsChange[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="details-changes-title" className="mt-3">
      <h3 id="details-changes-title" className="h6">
        <Trans>Changes</Trans>
      </h3>
      {changes.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <Trans>No change recorded.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled small mb-0">
          {changes.map((c, i) => {
            const store = c.storeName || c.storeId;
            return (
              <li key={`${c.changedAt}-${i}`}>
                {formatDateTime(c.changedAt)}: {c.changedByName || c.changedBy || t`someone`}
                {c.storeId ? t`, from ${store}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
