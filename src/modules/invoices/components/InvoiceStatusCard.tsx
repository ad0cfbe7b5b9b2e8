import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { INVOICE_MESSAGES } from '../messages';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUpdateInvoiceStatusMutation } from '../api';
import { allowedMoves, approvalMissingMessage, isLocked, isReopen, MOVE_MESSAGES, statusMoveProblem } from '../invoiceStatus';
import type { Invoice, InvoiceStatus } from '../types';
import { InvoiceMoveDialog, type AskedMove, type MoveAnswer } from './InvoiceMoveDialog';

const MOVE_LABELS: Readonly<Record<InvoiceStatus, MessageDescriptor>> = {
  uploaded: msg`Back to uploaded`,
  needs_review: msg`Send to review`,
  approved: msg`Approve`,
  rejected: msg`Reject`,
  cancelled: msg`Cancel invoice`,
};

/** The toast after a move, one whole message per status. */
const MOVED: Readonly<Record<InvoiceStatus, MessageDescriptor>> = {
  uploaded: msg`Invoice uploaded`,
  needs_review: msg`Invoice needs review`,
  approved: msg`Invoice approved`,
  rejected: msg`Invoice rejected`,
  cancelled: msg`Invoice cancelled`,
};

function label(from: InvoiceStatus, to: InvoiceStatus): MessageDescriptor {
  if (isReopen(from, to)) return msg`Reopen`;
  return to === 'needs_review' && from !== 'uploaded' ? msg`Reopen for review` : MOVE_LABELS[to];
}

function asked(from: InvoiceStatus, to: InvoiceStatus): AskedMove | null {
  if (to === 'rejected') return 'reject';
  if (to === 'cancelled') return 'cancel';
  return isReopen(from, to) ? 'reopen' : null;
}

const TARGET: Record<AskedMove, InvoiceStatus> = { reject: 'rejected', reopen: 'needs_review', cancel: 'cancelled' };

/**
 * The document's status moves, from the status × payment table (`allowedMoves`). Rejecting asks
 * why, reopening an approved (locked) invoice asks a reason, cancelling asks to confirm. Without
 * write permission (`canWrite`) it only says where the invoice stands.
 */
export function InvoiceStatusCard({ invoice, canWrite, dirty }: { invoice: Invoice; canWrite: boolean; dirty: boolean }) {
  const { t, i18n } = useLingui();
  const [updateStatus, moving] = useUpdateInvoiceStatusMutation();
  const [dialog, setDialog] = useState<AskedMove | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const guard = useSubmitGuard();
  const moves = allowedMoves(invoice).status;
  const missingMessage = approvalMissingMessage(invoice);

  const move = async (to: InvoiceStatus, answer: MoveAnswer = {}) => {
    const refusal = statusMoveProblem(invoice, to, answer.reason);
    if (refusal?.field === 'reason') {
      setReasonError(refusal.message);
      return;
    }
    const result = await updateStatus({ id: invoice.id, status: to, ...answer });
    if ('error' in result) {
      const fieldError = getFieldErrors(result.error).reason;
      if (fieldError) {
        setReasonError(fieldError);
        return;
      }
      notify.error(getErrorMessage(result.error, INVOICE_MESSAGES.updateStatus));
    } else notify.success(isReopen(invoice.status, to) ? t`Invoice reopened` : i18n._(MOVED[to]));
    setDialog(null);
    setReasonError(undefined);
  };

  let note: string | null = null;
  if (!canWrite) note = t`Changing the status needs permission to write orders.`;
  else if (moves.length === 0)
    note = invoice.status === 'cancelled' ? t`A cancelled invoice has no further status.` : MOVE_MESSAGES.moneyMoved;
  else if (dirty) note = t`Save your changes before changing the status.`;
  else if (isLocked(invoice)) note = MOVE_MESSAGES.locked;
  else if (moves.includes('approved') && missingMessage) note = missingMessage;

  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h6">
          <Trans>Status</Trans>
        </h2>
        {canWrite && moves.length > 0 && (
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {moves.map((to) => (
              <Button
                key={to}
                variant={to === 'approved' ? 'primary' : 'outline-secondary'}
                disabled={dirty || moving.isLoading || (to === 'approved' && missingMessage !== null)}
                onClick={() => {
                  const ask = asked(invoice.status, to);
                  if (ask) setDialog(ask);
                  else guard(move)(to);
                }}
              >
                {moving.isLoading && moving.originalArgs?.status === to && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {i18n._(label(invoice.status, to))}
              </Button>
            ))}
          </div>
        )}
        {note && <p className="small text-body-secondary mt-2 mb-0">{note}</p>}
      </Card.Body>
      <InvoiceMoveDialog
        key={dialog ?? 'closed'}
        move={dialog}
        busy={moving.isLoading}
        error={reasonError}
        onCancel={() => {
          setDialog(null);
          setReasonError(undefined);
        }}
        onConfirm={(answer) => dialog && guard(move)(TARGET[dialog], answer)}
      />
    </Card>
  );
}
