import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { isMissingAddition } from '@/api/additions';
import { getErrorMessage, getErrorStatus, requestError } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useAppSelector } from '@/lib/storeHooks';
import { notify } from '@/lib/notify';
import { DEFAULT_STORE_TIME_ZONE } from '@/lib/storeTime';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { useDecideRequestMutation, useGetRequestQueueQuery } from '../api';
import { ApprovalSetting } from '../components/ApprovalSetting';
import { DeclineDialog } from '../components/DeclineDialog';
import { RequestItem } from '../components/RequestItem';
import { REQUEST_MESSAGES } from '../messages';
import type { ShiftRequest } from '../types';

const DECIDED_SHOWN = 10;

/**
 * `/shifts/requests` (issue #45): the manager's one queue of shift requests, each with what an
 * approval would change; approve, or decline with a reason. The planner changes on approval only.
 */
export function RequestQueuePage() {
  const { t } = useLingui();
  const storeId = useAppSelector(selectCurrentStore)?.id ?? '';
  const queue = useGetRequestQueueQuery({ storeId });
  const details = useGetStoreShiftDetailsQuery({ storeId });
  const timeZone = details.data?.timeZone || DEFAULT_STORE_TIME_ZONE;
  const [decide, deciding] = useDecideRequestMutation();
  const guard = useSubmitGuard();
  const [declining, setDeclining] = useState<ShiftRequest | null>(null);

  const send = async (r: ShiftRequest, action: 'approve' | 'decline', reason = ''): Promise<string | null> => {
    try {
      await decide({ id: r.id, storeId, action, reason }).unwrap();
      notify(action === 'approve' ? t`Request approved` : t`Request declined`, 'success');
      return null;
    } catch (error) {
      // Decided on meanwhile (409): the queue is read again to show what is waiting now.
      if (getErrorStatus(requestError(error)) === 409) void queue.refetch();
      const message = getErrorMessage(requestError(error), REQUEST_MESSAGES.decide);
      notify(message, 'danger');
      return message;
    }
  };

  if (isMissingAddition(queue.error)) {
    return (
      <>
        <PageHeader title={t`Shift requests`} />
        <p role="status">{REQUEST_MESSAGES.unavailable}</p>
      </>
    );
  }
  const all = queue.data ?? [];
  const pending = all.filter((r) => r.status === 'pending');
  const decided = all.filter((r) => r.status === 'approved' || r.status === 'declined').slice(0, DECIDED_SHOWN);
  const offered = all.filter((r) => r.status === 'offered');
  const busy = deciding.isLoading;
  return (
    <>
      <PageHeader title={t`Shift requests`} />
      <ApprovalSetting storeId={storeId} />
      <Card as="section" aria-labelledby="waiting" className="mb-3">
        <Card.Body>
          <h2 id="waiting" className="h5">
            <Trans>Waiting for your decision</Trans>
          </h2>
          <QueryState
            query={queue}
            errorMessage={REQUEST_MESSAGES.fetch}
            isEmpty={pending.length === 0}
            empty={t`No requests waiting.`}
            rows={3}
          >
            <ListGroup variant="flush" as="ul" aria-label={t`Waiting for your decision`}>
              {pending.map((r) => (
                <RequestItem
                  key={r.id}
                  request={r}
                  timeZone={timeZone}
                  busy={busy}
                  onApprove={guard(() => send(r, 'approve'))}
                  onDecline={() => setDeclining(r)}
                />
              ))}
            </ListGroup>
          </QueryState>
        </Card.Body>
      </Card>
      {offered.length + decided.length > 0 && (
        <Card as="section" aria-labelledby="other-requests">
          <Card.Body>
            <h2 id="other-requests" className="h5">
              <Trans>Offered and decided</Trans>
            </h2>
            <ListGroup variant="flush" as="ul" aria-label={t`Offered and decided`}>
              {[...offered, ...decided].map((r) => (
                <RequestItem key={r.id} request={r} timeZone={timeZone} busy={busy} />
              ))}
            </ListGroup>
          </Card.Body>
        </Card>
      )}
      <DeclineDialog
        key={declining?.id ?? 'none'}
        storeId={storeId}
        name={declining ? declining.toName : null}
        busy={busy}
        onDecline={async (reason) => {
          const failed = declining ? await send(declining, 'decline', reason) : null;
          if (!failed) setDeclining(null);
          return failed;
        }}
        onClose={() => setDeclining(null)}
      />
    </>
  );
}
