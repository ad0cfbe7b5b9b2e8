import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { MESSAGES } from '@/config/messages';
import type { StaleNotes } from '../useAvailabilityForm';

/**
 * A save of availability refused because someone saved first (issue #41): the words of the forms'
 * conflict view (src/components/form/ConflictNotice.tsx), without its field table (a week of ranges
 * does not read cell by cell; "Reload theirs" shows theirs in the editor).
 */
export function StaleNotice({
  stale,
  busy,
  onReload,
  onKeep,
}: {
  stale: StaleNotes;
  busy: boolean;
  onReload: () => void;
  onKeep: () => void;
}) {
  return (
    <Alert variant="warning" role="alert" aria-labelledby="stale-notes-title" className="mt-3">
      <h2 id="stale-notes-title" className="h6 alert-heading">
        {MESSAGES.conflict.title}
      </h2>
      <p className="mb-2">{stale.message}</p>
      <p className="mb-2 small">
        <Trans>
          Your changes are not saved yet. Reload theirs (your changes are dropped), or keep mine (what you changed is saved over theirs;
          their changes to parts you did not touch stay).
        </Trans>
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={onReload} disabled={busy}>
          <Trans>Reload theirs</Trans>
        </Button>
        <Button variant="primary" onClick={onKeep} disabled={busy}>
          <Trans>Keep mine</Trans>
        </Button>
      </div>
    </Alert>
  );
}
