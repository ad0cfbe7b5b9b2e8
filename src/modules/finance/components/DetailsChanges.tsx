import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import { bankFieldLabels } from '../bank';
import type { FinancialDetailsChange } from '../types';

/** Bank data the log shows only masked: a server that sent one in clear is masked here too. */
const SECRET = new Set(['iban', 'bic', 'taxId']);
function shown(field: string, value: string): string {
  if (value === '') return '—';
  if (!SECRET.has(field) || value.includes('•')) return value;
  const plain = value.replace(/\s+/g, '');
  if (field === 'bic') return `${plain.slice(0, 4)}••••`;
  return `•••• ${plain.slice(field === 'iban' ? -4 : -3)}`;
}

/**
 * Who changed a person's bank details, when, from which store and which fields (newest first),
 * the IBAN, BIC and tax id masked.
 */
export function DetailsChanges({ changes }: { changes: readonly FinancialDetailsChange[] }) {
  const { t } = useLingui();
  const labels = bankFieldLabels();
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
              <li key={`${c.changedAt}-${i}`} className="mb-1">
                {formatDateTime(c.changedAt)}: {c.changedByName || c.changedBy || t`someone`}
                {c.storeId ? (c.storeInferred ? t`, recorded with ${store} (the request named no store)` : t`, from ${store}`) : ''}
                {c.fields.length > 0 && (
                  <ul className="mb-0">
                    {c.fields.map((f) => {
                      const label = labels[f.field] ?? f.field;
                      const before = shown(f.field, f.before);
                      const after = shown(f.field, f.after);
                      return <li key={f.field}>{t`${label}: ${before} → ${after}`}</li>;
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
