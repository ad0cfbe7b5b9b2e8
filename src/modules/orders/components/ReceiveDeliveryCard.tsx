import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { getErrorMessage, getFieldErrors } from '@/api/errors';
import { describedBy, FormField } from '@/components/FormField';
import { DecimalField } from '@/components/form/DecimalField';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notify';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useReceiveOrderMutation } from '../api';
import { outstanding, ORDER_STATUS_LABELS, quantityText, receiptErrors } from '../logic';
import { ORDER_LIMITS, OrderReceiptInputSchema } from '../schema';
import type { Order, OrderReceiptInput } from '../types';

interface Props {
  order: Order;
  nameOf: (productId: string) => string;
  /** Booking waits while the order form has unsaved changes. */
  dirty: boolean;
}

/**
 * Receiving (issue #12): what arrived now, per line still outstanding (all or part), with the
 * supplier's delivery note. The body is checked with the same schema and rules as the server's.
 */
export function ReceiveDeliveryCard({ order, nameOf, dirty }: Props) {
  const open = order.lines.filter((l) => outstanding(l) > 0);
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  const [deliveryNote, setDeliveryNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [receive, receiving] = useReceiveOrderMutation();
  const guard = useSubmitGuard();
  if (open.length === 0) return null;

  const body: OrderReceiptInput = {
    id: order.id,
    deliveryNote: deliveryNote.trim(),
    lines: open.map((l) => ({ productId: l.productId, quantity: quantities[l.productId] ?? 0 })),
  };

  const submit = async () => {
    const found = { ...fieldErrorsOf(OrderReceiptInputSchema, body), ...receiptErrors(order, body.lines) };
    setErrors(found);
    setFormError(Object.keys(found).length ? (found.lines ?? 'Please correct the highlighted fields.') : null);
    if (Object.keys(found).length) return;
    const result = await receive(body);
    if ('error' in result) {
      setErrors(getFieldErrors(result.error));
      setFormError(getErrorMessage(result.error, MESSAGES.orders.receive));
      return;
    }
    notify.success(`Order ${result.data.number}: delivery booked (${ORDER_STATUS_LABELS[result.data.status].toLowerCase()})`);
    setQuantities({});
    setDeliveryNote('');
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <Form noValidate aria-label="Receive a delivery" onSubmit={guard(submit)}>
          <h2 className="h5">Receive a delivery</h2>
          {formError && (
            <Alert variant="danger" role="alert">
              {formError}
            </Alert>
          )}
          <div className="row g-3">
            {open.map((line, i) => (
              <DecimalField
                key={line.productId}
                id={`receive-${i}`}
                label={`Received now of ${nameOf(line.productId)}`}
                help={`Outstanding: ${quantityText(outstanding(line))} ${line.unit}`}
                value={quantities[line.productId] ?? null}
                min={0}
                max={ORDER_LIMITS.maxQuantity}
                decimals={3}
                error={errors[`lines.${i}.quantity`]}
                disabled={receiving.isLoading}
                className="col-sm-6 col-lg-4"
                onChange={(v) => setQuantities((q) => ({ ...q, [line.productId]: v }))}
              />
            ))}
            <FormField id="receive-note" label="Delivery note" error={errors.deliveryNote} className="col-sm-6 col-lg-4">
              <Form.Control
                value={deliveryNote}
                maxLength={60}
                disabled={receiving.isLoading}
                isInvalid={Boolean(errors.deliveryNote)}
                aria-describedby={describedBy('receive-note', errors.deliveryNote)}
                onChange={(e) => setDeliveryNote(e.target.value)}
              />
            </FormField>
          </div>
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button variant="outline-secondary" disabled={receiving.isLoading} onClick={() => setQuantities(Object.fromEntries(open.map((l) => [l.productId, outstanding(l)])))}>
              Fill in everything outstanding
            </Button>
            <Button type="submit" disabled={dirty || receiving.isLoading}>
              {receiving.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              Book delivery
            </Button>
            {dirty && <span className="text-body-secondary small align-self-center">Save your changes before booking a delivery.</span>}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
