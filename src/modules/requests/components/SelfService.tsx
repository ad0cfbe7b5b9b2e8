import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { isMissingAddition } from '@/api/additions';
import { getErrorMessage, requestError } from '@/api/errors';
import { QueryState } from '@/components/QueryState';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { roleLabel } from '@/modules/stores';
import { useClaimShiftMutation, useGetMyRequestsQuery, useWithdrawRequestMutation } from '../api';
import { REQUEST_MESSAGES } from '../messages';
import { statusText } from '../status';
import { shiftWhen } from '../when';

interface Props {
  storeId: string;
  userId: string;
  timeZone: string;
}

/**
 * On "My shifts" (a slot, issue #45): the offered and open shifts I may take (the server offers
 * only those I am eligible for) and my requests with their state; a declined one says why. Against a
 * server without shift requests (404/501) nothing is shown.
 */
export function SelfService({ storeId, userId, timeZone }: Props) {
  const { t } = useLingui();
  const mine = useGetMyRequestsQuery({ storeId });
  const [claim, claiming] = useClaimShiftMutation();
  const [withdraw, withdrawing] = useWithdrawRequestMutation();
  const guard = useSubmitGuard();
  if (isMissingAddition(requestError(mine.error))) return null;
  const busy = claiming.isLoading || withdrawing.isLoading;
  const claimable = mine.data?.claimable ?? [];
  // Mine as the taker, and decisions on what I offered (an open offer shows beside the shift itself).
  const requests = (mine.data?.requests ?? []).filter((r) => r.toUserId === userId || r.status === 'approved' || r.status === 'declined');

  const take = async (shiftId: string) => {
    try {
      const r = await claim({ storeId, shiftId }).unwrap();
      notify(r.status === 'approved' ? t`The shift is yours` : t`Request sent: a manager decides`, 'success');
    } catch (error) {
      notify(getErrorMessage(requestError(error), REQUEST_MESSAGES.claim), 'danger');
    }
  };
  const stepBack = async (id: string) => {
    try {
      await withdraw({ id, storeId }).unwrap();
      notify(t`Request withdrawn`, 'success');
    } catch (error) {
      notify(getErrorMessage(requestError(error), REQUEST_MESSAGES.withdraw), 'danger');
    }
  };

  return (
    <>
      <Card className="mt-3" as="section" aria-labelledby="can-take">
        <Card.Body>
          <h2 id="can-take" className="h6">
            <Trans>Shifts you can take</Trans>
          </h2>
          <QueryState
            query={mine}
            errorMessage={REQUEST_MESSAGES.fetch}
            isEmpty={claimable.length === 0}
            empty={t`No shifts on offer for you.`}
            rows={2}
          >
            <ul className="list-unstyled mb-0" aria-label={t`Shifts you can take`}>
              {claimable.map(({ shift, fromName }) => {
                const [when, role] = [shiftWhen(shift, timeZone), roleLabel(shift.role)];
                return (
                  <li key={shift.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                    <span className="me-auto">
                      <strong>{when}</strong> {role} {fromName ? t`offered by ${fromName}` : t`open shift`}
                    </span>
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={t`Take the shift ${when}`}
                      disabled={busy}
                      onClick={guard(() => take(shift.id))}
                    >
                      <Trans>Take</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </Card.Body>
      </Card>
      {requests.length > 0 && (
        <Card className="mt-3" as="section" aria-labelledby="my-requests">
          <Card.Body>
            <h2 id="my-requests" className="h6">
              <Trans>Your requests</Trans>
            </h2>
            <ul className="list-unstyled mb-0" aria-label={t`Your requests`}>
              {requests.map((r) => {
                const when = r.shift ? shiftWhen(r.shift, timeZone) : '';
                const reason = r.reason;
                return (
                  <li key={r.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                    <span className="me-auto">
                      <strong>{when}</strong> {statusText(r)}
                      {r.status === 'declined' && reason && <span className="d-block small">{t`Reason: ${reason}`}</span>}
                    </span>
                    {r.toUserId === userId && r.status === 'pending' && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={t`Withdraw the request ${when}`}
                        disabled={busy}
                        onClick={guard(() => stepBack(r.id))}
                      >
                        <Trans>Withdraw</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </Card.Body>
        </Card>
      )}
    </>
  );
}
