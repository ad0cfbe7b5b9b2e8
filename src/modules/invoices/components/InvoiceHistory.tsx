import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import { INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../invoiceStatus';
import type { InvoiceHistoryEntry } from '../types';

function what(entry: InvoiceHistoryEntry): string {
  if (entry.kind === 'payment') {
    const from = PAYMENT_STATUS_LABELS[entry.from];
    const to = PAYMENT_STATUS_LABELS[entry.to];
    return t`Payment: ${from} → ${to}`;
  }
  const to = INVOICE_STATUS_LABELS[entry.to];
  if (entry.from === null) return t`Created as ${to}`;
  const from = INVOICE_STATUS_LABELS[entry.from];
  return t`Status: ${from} → ${to}`;
}

function Reason({ reason }: { reason: string }) {
  return <Trans>Reason: {reason}</Trans>;
}

/** Who made the move and when. */
function By({ entry }: { entry: InvoiceHistoryEntry }) {
  const { t: translate } = useLingui();
  const who = entry.userName || entry.userId || translate`unknown`;
  const at = formatDateTime(entry.at);
  return (
    <Trans>
      by {who} · <time dateTime={entry.at}>{at}</time>
    </Trans>
  );
}

/** Every status and payment move of the invoice, newest first, with who and when. */
export function InvoiceHistory({ history }: { history: readonly InvoiceHistoryEntry[] }) {
  const { t: translate } = useLingui();
  if (history.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No moves recorded yet.</Trans>
      </p>
    );
  return (
    <ol className="list-unstyled mb-0" aria-label={translate`Invoice history`}>
      {[...history].reverse().map((entry, i) => (
        <li key={`${entry.at}-${String(i)}`} className="border-bottom py-2">
          <div className="fw-semibold">{what(entry)}</div>
          <div className="small text-body-secondary">
            <By entry={entry} />
          </div>
          {entry.kind === 'status' && entry.reason && (
            <div className="small">
              <Reason reason={entry.reason} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
