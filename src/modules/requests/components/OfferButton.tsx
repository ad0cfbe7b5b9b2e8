import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { getErrorMessage, requestError } from '@/api/errors';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import type { Shift } from '@/modules/shifts';
import { useGetMyRequestsQuery, useOfferShiftMutation, useWithdrawRequestMutation } from '../api';
import { REQUEST_MESSAGES } from '../messages';

interface Props {
  storeId: string;
  userId: string;
  shift: Shift;
}

/**
 * Beside one of my next shifts (a slot of "My shifts", issue #45): offer it, or see it offered and
 * withdraw the offer. Until a manager approves a taker the shift stays mine. Against a server
 * without shift requests (or while they load) nothing is shown.
 */
export function OfferButton({ storeId, userId, shift }: Props) {
  const { t } = useLingui();
  const mine = useGetMyRequestsQuery({ storeId });
  const [offer, offering] = useOfferShiftMutation();
  const [withdraw, withdrawing] = useWithdrawRequestMutation();
  const guard = useSubmitGuard();
  if (!mine.data || mine.isError) return null;
  const open = mine.data.requests.find(
    (r) => r.shiftId === shift.id && r.fromUserId === userId && (r.status === 'offered' || r.status === 'pending'),
  );
  const busy = offering.isLoading || withdrawing.isLoading;

  const run = async (call: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await call();
      notify(done, 'success');
    } catch (error) {
      notify(getErrorMessage(requestError(error), failed), 'danger');
    }
  };

  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={t`Offer this shift`}
        disabled={busy}
        onClick={guard(() =>
          run(() => offer({ storeId, shiftId: shift.id }).unwrap(), t`Shift offered to your colleagues`, REQUEST_MESSAGES.offer),
        )}
      >
        <Trans>Offer</Trans>
      </Button>
    );
  }
  const taker = open.toName;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="badge text-bg-info">{open.status === 'pending' ? t`${taker} would take it: waiting for approval` : t`Offered`}</span>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={t`Withdraw the offer`}
        disabled={busy}
        onClick={guard(() => run(() => withdraw({ id: open.id, storeId }).unwrap(), t`Offer withdrawn`, REQUEST_MESSAGES.withdraw))}
      >
        <Trans>Withdraw</Trans>
      </Button>
    </span>
  );
}
