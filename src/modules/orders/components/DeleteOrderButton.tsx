import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ORDER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useDeleteOrderMutation } from '../api';
import type { Order } from '../types';

/** Deletes a draft or cancelled order after a confirmation, then goes back to the list. */
export function DeleteOrderButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [deleteOrder, deleting] = useDeleteOrderMutation();
  const guard = useSubmitGuard();
  const [confirm, setConfirm] = useState(false);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (gone) void navigate(PATHS.orders, { replace: true });
  }, [gone, navigate]);
  if (order.status !== 'draft' && order.status !== 'cancelled') return null;

  const number = order.number;
  const remove = async () => {
    const result = await deleteOrder({ id: order.id, storeId: order.storeId, supplierId: order.supplierId });
    if ('error' in result) {
      setConfirm(false);
      notify.error(getErrorMessage(result.error, ORDER_MESSAGES.delete));
      return;
    }
    notify.success(t`Order ${number} deleted`);
    setGone(true);
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={() => setConfirm(true)}>
        {t`Delete`}
      </Button>
      <ConfirmDialog
        show={confirm}
        title={t`Delete order`}
        body={t`Delete order ${number}? This cannot be undone.`}
        confirmLabel={t`Delete`}
        busy={deleting.isLoading}
        onCancel={() => setConfirm(false)}
        onConfirm={guard(remove)}
      />
    </>
  );
}
