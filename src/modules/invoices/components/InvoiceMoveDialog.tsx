import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { optionsOf, SelectOptions } from '@/components/SelectOptions';
import { REJECTION_REASON_LABELS } from '../invoiceStatus';
import { REJECTION_REASONS, type RejectionReason } from '../types';

/** The moves that ask first: rejecting (why), reopening an approved invoice (a reason), cancelling. */
export type AskedMove = 'reject' | 'reopen' | 'cancel';

export interface MoveAnswer {
  rejectionReason?: RejectionReason;
  reason?: string;
}

const TITLES: Readonly<Record<AskedMove, MessageDescriptor>> = {
  reject: msg`Reject invoice`,
  reopen: msg`Reopen invoice`,
  cancel: msg`Cancel invoice`,
};
const CONFIRM: Readonly<Record<AskedMove, MessageDescriptor>> = { reject: msg`Reject`, reopen: msg`Reopen`, cancel: msg`Cancel invoice` };

/**
 * The dialog before a move that needs an answer or a confirmation. `error` is the refusal shown at
 * the reason field (from `statusMoveProblem`, or the server's field error).
 */
export function InvoiceMoveDialog({
  move,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  move: AskedMove | null;
  busy: boolean;
  error?: string;
  onConfirm: (answer: MoveAnswer) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [rejectionReason, setRejectionReason] = useState<RejectionReason>('duplicate');
  const [reason, setReason] = useState('');
  const body =
    move === 'reject' ? (
      <Form.Group controlId="invoice-reject-reason">
        <Form.Label>
          <Trans>Reason</Trans>
        </Form.Label>
        <Form.Select
          value={rejectionReason}
          onChange={(e) => setRejectionReason(REJECTION_REASONS.find((r) => r === e.target.value) ?? 'other')}
        >
          <SelectOptions options={optionsOf(REJECTION_REASONS, (r) => REJECTION_REASON_LABELS[r])} />
        </Form.Select>
      </Form.Group>
    ) : move === 'reopen' ? (
      <Form.Group controlId="invoice-reopen-reason">
        <p>
          <Trans>
            An approved invoice is locked. Reopening sends it back to review so it can be corrected; the reason is kept in its history.
          </Trans>
        </p>
        <Form.Label>
          <Trans>Reason for reopening</Trans>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={reason}
          maxLength={500}
          isInvalid={Boolean(error)}
          aria-describedby={error ? 'invoice-reopen-reason-error' : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <Form.Control.Feedback type="invalid" id="invoice-reopen-reason-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
    ) : (
      t`Cancel this invoice? A cancelled invoice cannot be reopened.`
    );
  return (
    <ConfirmDialog
      show={move !== null}
      title={move ? i18n._(TITLES[move]) : ''}
      variant={move === 'reopen' ? 'primary' : 'danger'}
      body={body}
      confirmLabel={move ? i18n._(CONFIRM[move]) : ''}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm(move === 'reject' ? { rejectionReason } : move === 'reopen' ? { reason } : {})}
    />
  );
}
