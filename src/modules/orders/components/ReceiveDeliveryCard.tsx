import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useLocation } from 'react-router-dom';
import { EntityForm, FormActions } from '@/components/form/EntityForm';
import { NumberInput, TextInput } from '@/components/form/fields';
import { useEntityForm } from '@/components/form/useEntityForm';
import { ORDER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { isMissingAddition } from '@/api/additions';
import { requestError } from '@/api/errors';
import { useReceiveOrderMutation, useUpdateOrderStatusMutation } from '../api';
import { bookedMessage, movedStatusOnlyMessage, movesTo } from '../orderStatus';
import { outstanding, RECEIVE_ANCHOR, receiptErrors } from '../receiving';
import { quantityText } from '../totals';
import { ORDER_LIMITS, OrderReceiptInputSchema } from '../schema';
import type { Order } from '../types';
import { unitLabel } from '@/modules/products';

interface ReceiptValues {
  id: string;
  deliveryNote: string;
  /** What arrived now per line still outstanding; empty = nothing of it. */
  lines: { productId: string; quantity: number | null }[];
}

const emptyReceipt = (order: Order): ReceiptValues => ({
  id: order.id,
  deliveryNote: '',
  lines: order.lines.filter((l) => outstanding(l) > 0).map((l) => ({ productId: l.productId, quantity: null })),
});

/** An empty field means nothing of that product arrived; the note is trimmed. */
const normalize = (v: ReceiptValues): ReceiptValues => ({
  ...v,
  deliveryNote: v.deliveryNote.trim(),
  lines: v.lines.map((l) => ({ ...l, quantity: l.quantity ?? 0 })),
});

interface Props {
  order: Order;
  nameOf: (productId: string) => string;
  /** Booking waits while the order form has unsaved changes. */
  dirty: boolean;
}

/**
 * Receiving (issue #12): what arrived now, per line still outstanding (all or part), with the
 * supplier's delivery note. Checked with the server's own schema and rules before sending.
 */
export function ReceiveDeliveryCard({ order, nameOf, dirty }: Props) {
  const { t } = useLingui();
  const [receive] = useReceiveOrderMutation();
  const [moveStatus] = useUpdateOrderStatusMutation();
  const open = order.lines.filter((l) => outstanding(l) > 0);
  const entity = useEntityForm<ReceiptValues>({
    defaultValues: emptyReceipt(order),
    schema: OrderReceiptInputSchema,
    normalize,
    validate: (v) =>
      receiptErrors(
        order,
        v.lines.map((l) => ({ productId: l.productId, quantity: l.quantity ?? 0 })),
      ),
    failureMessage: ORDER_MESSAGES.receive,
    listPath: PATHS.orders,
    storeBound: true,
    save: async (values) => {
      const lines = values.lines.map((l) => ({ ...l, quantity: l.quantity ?? 0 }));
      try {
        const saved = await receive({ ...values, lines }).unwrap();
        return {
          message: bookedMessage(saved.number, saved.status),
          values: emptyReceipt(saved),
        };
      } catch (error) {
        // A server without the receipt addition (404/501): the spec's status move carries the
        // delivery (docs/contract-additions.md); it keeps no quantities or note, and says so.
        if (!isMissingAddition(requestError(error))) throw error;
        const all = open.every((l) => (lines.find((r) => r.productId === l.productId)?.quantity ?? 0) >= outstanding(l));
        // The status chart's moves from here to what arrived (sent → confirmed → partially received → received).
        let saved = order;
        for (const status of movesTo(order.status, all ? 'received' : 'partially_received')) {
          saved = await moveStatus({ id: order.id, status }).unwrap();
        }
        return {
          message: movedStatusOnlyMessage(saved.number, saved.status),
          values: emptyReceipt(saved),
        };
      }
    },
  });
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  // Opened from the list's "Receive": bring the card into view and start at its first quantity.
  useEffect(() => {
    if (hash !== `#${RECEIVE_ANCHOR}` || !card.current) return;
    card.current.scrollIntoView({ block: 'start' });
    card.current.querySelector('input')?.focus({ preventScroll: true });
  }, [hash]);
  if (open.length === 0) return null;
  const fillAll = () =>
    open.forEach((l, i) => entity.form.setValue(`lines.${i}.quantity`, outstanding(l), { shouldDirty: true, shouldValidate: true }));

  return (
    <Card className="mb-3" id={RECEIVE_ANCHOR} ref={card}>
      <Card.Body>
        <h2 className="h5">
          <Trans>Receive a delivery</Trans>
        </h2>
        <EntityForm entity={entity} label={t`Receive a delivery`} idPrefix="receive">
          <div className="row g-3">
            {open.map((line, i) => {
              const name = nameOf(line.productId);
              const rest = quantityText(outstanding(line));
              const unit = unitLabel(line.unit);
              return (
                <NumberInput
                  key={line.productId}
                  name={`lines.${i}.quantity`}
                  label={t`Received now of ${name}`}
                  help={t`Outstanding: ${rest} ${unit}`}
                  min={0}
                  max={ORDER_LIMITS.maxQuantity}
                  decimals={3}
                  className="col-sm-6 col-lg-4"
                />
              );
            })}
            <TextInput name="deliveryNote" label={t`Delivery note`} className="col-sm-6 col-lg-4" />
          </div>
          {dirty ? (
            <p className="text-body-secondary small mt-2 mb-0">
              <Trans>Save your changes before booking a delivery.</Trans>
            </p>
          ) : (
            <FormActions
              busy={entity.busy}
              submitLabel={t`Book delivery`}
              extra={
                <Button variant="outline-secondary" disabled={entity.busy} onClick={fillAll}>
                  <Trans>Fill in everything outstanding</Trans>
                </Button>
              }
            />
          )}
        </EntityForm>
      </Card.Body>
    </Card>
  );
}
