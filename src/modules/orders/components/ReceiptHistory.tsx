import { useLingui } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';
import { ScrollRegion } from '@/components/ScrollRegion';
import { formatDateTime } from '@/lib/format';
import { MISSING, quantityText } from '../totals';
import type { Order } from '../types';

/** The deliveries booked on an order, oldest first. */
export function ReceiptHistory({ order, nameOf }: { order: Order; nameOf: (productId: string) => string }) {
  const { t } = useLingui();
  if (order.receipts.length === 0) return null;
  return (
    <ScrollRegion label={t`Deliveries`}>
      <Table size="sm" className="align-middle mb-3">
        <caption className="caption-top">{t`Deliveries`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Booked`}</th>
            <th scope="col">{t`Delivery note`}</th>
            <th scope="col">{t`Received`}</th>
          </tr>
        </thead>
        <tbody>
          {order.receipts.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.at)}</td>
              <td>{r.deliveryNote || MISSING}</td>
              <td>{r.lines.map((l) => `${quantityText(l.quantity)} × ${nameOf(l.productId)}`).join(', ') || MISSING}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
