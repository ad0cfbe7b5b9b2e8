import { formatDateTime } from '@/lib/format';
import { INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../invoiceStatus';
import type { InvoiceHistoryEntry } from '../types';

function what(entry: InvoiceHistoryEntry): string {
  if (entry.kind === 'payment') return `Payment: ${PAYMENT_STATUS_LABELS[entry.from]} → ${PAYMENT_STATUS_LABELS[entry.to]}`;
  if (entry.from === null) return `Created as ${INVOICE_STATUS_LABELS[entry.to]}`;
  return `Status: ${INVOICE_STATUS_LABELS[entry.from]} → ${INVOICE_STATUS_LABELS[entry.to]}`;
}

/** Every status and payment move of the invoice, newest first, with who and when. */
export function InvoiceHistory({ history }: { history: readonly InvoiceHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-body-secondary mb-0">No moves recorded yet.</p>;
  return (
    <ol className="list-unstyled mb-0" aria-label="Invoice history">
      {[...history].reverse().map((entry, i) => (
        <li key={`${entry.at}-${String(i)}`} className="border-bottom py-2">
          <div className="fw-semibold">{what(entry)}</div>
          <div className="small text-body-secondary">
            by {entry.userName || entry.userId || 'unknown'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </div>
          {entry.kind === 'status' && entry.reason && <div className="small">Reason: {entry.reason}</div>}
        </li>
      ))}
    </ol>
  );
}
