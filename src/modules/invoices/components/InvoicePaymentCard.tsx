import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
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
export function InvoicePaymentCard({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const [updatePayment, paying] = useUpdateInvoicePaymentStatusMutation();
  // The chosen payment status until it is saved; null follows the server's.
  const [choice, setChoice] = useState<PaymentStatus | null>(null);
  const [error, setError] = useState<string>();
  const guard = useSubmitGuard();
  const payment = choice ?? invoice.paymentStatus;
  const help = invoice.status !== 'approved' && !error;

  const save = async () => {
    const refusal = paymentMoveProblem(invoice, payment);
    if (refusal) {
      setError(refusal.message);
      return;
    }
    const result = await updatePayment({ id: invoice.id, paymentStatus: payment });
    if ('error' in result) {
      const message = getErrorMessage(result.error, MESSAGES.invoices.updatePaymentStatus);
      setError(getFieldErrors(result.error).paymentStatus ?? message);
      notify.error(message);
      return;
    }
    notify.success(`Payment status: ${PAYMENT_STATUS_LABELS[payment].toLowerCase()}`);
    setChoice(null);
  };

  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h6">Payment</h2>
        {canWrite ? (
          <Form.Group controlId={ID} className="d-flex flex-wrap gap-2 align-items-start">
            <div className="flex-grow-1">
              <Form.Label>Payment status</Form.Label>
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
              {help && <Form.Text id={`${ID}-help`}>Payments are recorded once the invoice is approved.</Form.Text>}
            </div>
            <Button
              variant="primary"
              className="mt-4"
              disabled={paying.isLoading || payment === invoice.paymentStatus}
              onClick={guard(save)}
            >
              {paying.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Update payment
            </Button>
          </Form.Group>
        ) : (
          <p className="small text-body-secondary mb-0">Changing the payment status needs permission to write orders.</p>
        )}
        <p className="small text-body-secondary mt-2 mb-0">{invoice.dueDate ? `Due ${formatDate(invoice.dueDate)}` : 'No due date'}</p>
      </Card.Body>
    </Card>
  );
}
