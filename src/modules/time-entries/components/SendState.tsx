import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SendEntry } from '@/lib/sendQueue';
import type { ClockRecord } from '../logic';

/** Whether the clock's latest punch is sent, on its way, or not sent (with its reason and Retry). */
export function SendState({ entry, onRetry }: { entry: SendEntry<ClockRecord> | undefined; onRetry: () => void }) {
  if (!entry) return null;
  if (entry.status === 'failed') {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0 mt-3">
        <strong>
          <Trans>Not sent</Trans>
        </strong>
        {entry.error && <span>{entry.error}</span>}
        <Button variant="outline-danger" size="sm" className="ms-auto" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  }
  return (
    <p className="small text-body-secondary mb-0 mt-3" role="status">
      {entry.status === 'sent' ? <Trans>Sent</Trans> : <Trans>Sending…</Trans>}
    </p>
  );
}
