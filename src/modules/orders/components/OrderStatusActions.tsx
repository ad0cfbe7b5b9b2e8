import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ORDER_MESSAGES } from '../messages';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUpdateOrderStatusMutation } from '../api';
import { movedMessage, ORDER_MOVE_LABELS, statusOnlyMoves } from '../orderStatus';
import type { Order, OrderStatus } from '../types';

/**
 * The status moves allowed from the order's status (docs/rules/purchasing.md#order-statuses). Deliveries are booked in the
 * receiving card, so "Mark partially received" is not offered here; "Mark received" books what
 * is still outstanding. Cancelling asks first. Nothing moves while the form has unsaved changes.
 */
export function OrderStatusActions({ order, dirty }: { order: Order; dirty: boolean }) {
  const { t } = useLingui();
  const [updateStatus, moving] = useUpdateOrderStatusMutation();
  const guard = useSubmitGuard();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const moves = statusOnlyMoves(order.status);
  if (moves.length === 0) return null;

  const move = async (to: OrderStatus) => {
    const result = await updateStatus({ id: order.id, status: to });
    setConfirmCancel(false);
    if ('error' in result) notify.error(getErrorMessage(result.error, ORDER_MESSAGES.updateStatus));
    else notify.success(movedMessage(order.number, to));
  };

  const number = order.number;
  return (
    <Card className="mb-3">
      <Card.Body className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-2">{t`Status`}</h2>
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outline-secondary' : 'primary'}
            disabled={dirty || moving.isLoading}
            onClick={() => (to === 'cancelled' ? setConfirmCancel(true) : guard(move)(to))}
          >
            {moving.isLoading && moving.originalArgs?.status === to && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {ORDER_MOVE_LABELS[to]}
          </Button>
        ))}
        {dirty && <span className="text-body-secondary small">{t`Save your changes before changing the status.`}</span>}
      </Card.Body>
      <ConfirmDialog
        show={confirmCancel}
        title={t`Cancel order`}
        body={t`Cancel order ${number}? A cancelled order cannot be sent again.`}
        confirmLabel={t`Cancel order`}
        busy={moving.isLoading}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => guard(move)('cancelled')}
      />
    </Card>
  );
}
