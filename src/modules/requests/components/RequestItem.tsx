import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { roleLabel } from '@/modules/stores';
import type { ShiftRequest } from '../types';
import { statusText } from '../status';
import { shiftWhen } from '../when';
import { ImpactList } from './ImpactList';

interface Props {
  request: ShiftRequest;
  timeZone: string;
  busy: boolean;
  onApprove?: () => void;
  onDecline?: () => void;
}

/** One request in the manager's queue: who gives which shift to whom, what it changes, and the decision. */
export function RequestItem({ request: r, timeZone, busy, onApprove, onDecline }: Props) {
  const { t } = useLingui();
  const when = r.shift ? shiftWhen(r.shift, timeZone) : '';
  const role = r.shift ? roleLabel(r.shift.role) : '';
  const [from, to] = [r.fromName, r.toName];
  const title =
    r.kind === 'open' ? t`${to} takes the open shift ${when}` : to ? t`${from} gives ${when} to ${to}` : t`${from} offers ${when}`;
  const reason = r.reason;
  return (
    <ListGroup.Item as="li">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
        <h3 className="h6 mb-0">
          {title} <span className="text-body-secondary fw-normal small">{role}</span>
        </h3>
        {onApprove && onDecline ? (
          <div className="d-flex gap-2">
            <Button size="sm" variant="success" aria-label={t`Approve: ${title}`} disabled={busy} onClick={onApprove}>
              <Trans>Approve</Trans>
            </Button>
            <Button size="sm" variant="outline-secondary" aria-label={t`Decline: ${title}`} disabled={busy} onClick={onDecline}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        ) : (
          <span className="small">
            {statusText(r)}
            {r.status === 'declined' && reason && <span className="d-block">{t`Reason: ${reason}`}</span>}
          </span>
        )}
      </div>
      {r.impact && <ImpactList impact={r.impact} taker={to} giver={from} />}
    </ListGroup.Item>
  );
}
