import Table from 'react-bootstrap/Table';
import { ScrollRegion } from '@/components/ScrollRegion';
import { formatDateTime } from '@/lib/format';
import { MISSING, quantityText } from '../totals';
import type { Order } from '../types';

/** The deliveries booked on an order, oldest first. */
export function ReceiptHistory({ order, nameOf }: { order: Order; nameOf: (productId: string) => string }) {
  if (order.receipts.length === 0) return null;
  return (
    <ScrollRegion label="Deliveries">
      <Table size="sm" className="align-middle mb-3">
        <caption className="caption-top">Deliveries</caption>
        <thead>
          <tr>
            <th scope="col">Booked</th>
            <th scope="col">Delivery note</th>
            <th scope="col">Received</th>
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
