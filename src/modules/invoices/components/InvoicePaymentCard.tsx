import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { INVOICE_MESSAGES } from '../messages';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useUpdateInvoicePaymentStatusMutation } from '../api';
import { PAYMENT_STATUS_LABELS, paymentMoveProblem } from '../invoiceStatus';
import { PAYMENT_STATUSES, type Invoice, type PaymentStatus } from '../types';

const ID = 'invoice-payment-status';

/**
 * The payment status, moved along the status × payment table: before approval, or along a move
 * the table does not hold, the choice is refused at the field with the reason and nothing is sent.
 */
/** The toast after a payment move, one whole message per status. */
const PAYMENT_SAVED: Readonly<Record<PaymentStatus, MessageDescriptor>> = {
  unpaid: msg`Payment status: unpaid`,
  scheduled: msg`Payment status: scheduled`,
  partially_paid: msg`Payment status: partially paid`,
  paid: msg`Payment status: paid`,
  on_hold: msg`Payment status: on hold`,
};

export function InvoicePaymentCard({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const [updatePayment, paying] = useUpdateInvoicePaymentStatusMutation();
  // The chosen payment status until it is saved; null follows the server's.
  const [choice, setChoice] = useState<PaymentStatus | null>(null);
  const [error, setError] = useState<string>();
  const guard = useSubmitGuard();
  const payment = choice ?? invoice.paymentStatus;
  const help = invoice.status !== 'approved' && !error;
  const due = invoice.dueDate ? formatDate(invoice.dueDate) : '';

  const save = async () => {
    const refusal = paymentMoveProblem(invoice, payment);
    if (refusal) {
      setError(refusal.message);
      return;
    }
    const result = await updatePayment({ id: invoice.id, paymentStatus: payment });
    if ('error' in result) {
      const message = getErrorMessage(result.error, INVOICE_MESSAGES.updatePaymentStatus);
      setError(getFieldErrors(result.error).paymentStatus ?? message);
      notify.error(message);
      return;
    }
    notify.success(i18n._(PAYMENT_SAVED[payment]));
    setChoice(null);
  };

  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h6">
          <Trans>Payment</Trans>
        </h2>
        {canWrite ? (
          <Form.Group controlId={ID} className="d-flex flex-wrap gap-2 align-items-start">
            <div className="flex-grow-1">
              <Form.Label>
                <Trans>Payment status</Trans>
              </Form.Label>
              <Form.Select
                value={payment}
                disabled={paying.isLoading}
                isInvalid={Boolean(error)}
                aria-describedby={error ? `${ID}-error` : help ? `${ID}-help` : undefined}
                onChange={(e) => {
                  setChoice(PAYMENT_STATUSES.find((s) => s === e.target.value) ?? null);
                  setError(undefined);
                }}
              >
                {PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PAYMENT_STATUS_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid" id={`${ID}-error`} role="alert">
                {error}
              </Form.Control.Feedback>
              {help && (
                <Form.Text id={`${ID}-help`}>
                  <Trans>Payments are recorded once the invoice is approved.</Trans>
                </Form.Text>
              )}
            </div>
            <Button
              variant="primary"
              className="mt-4"
              disabled={paying.isLoading || payment === invoice.paymentStatus}
              onClick={guard(save)}
            >
              {paying.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              <Trans>Update payment</Trans>
            </Button>
          </Form.Group>
        ) : (
          <p className="small text-body-secondary mb-0">
            <Trans>Changing the payment status needs permission to write orders.</Trans>
          </p>
        )}
        <p className="small text-body-secondary mt-2 mb-0">{due ? t`Due ${due}` : t`No due date`}</p>
      </Card.Body>
    </Card>
  );
}
