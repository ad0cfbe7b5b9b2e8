import { useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { TitledCard } from '@/components/TitledCard';
import { formatDate } from '@/lib/format';
import { MISSING } from '../totals';
import type { Order } from '../types';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotals } from './OrderTotals';

/** An order read-only (a user without orders.write): its details, lines and totals, no inputs, no actions. */
export function OrderDetails({
  order,
  supplierName,
  nameOf,
}: {
  order: Order;
  supplierName: string;
  nameOf: (productId: string) => string;
}) {
  const { t } = useLingui();
  const details: [string, string][] = [
    [t`Supplier`, supplierName || MISSING],
    [t`Order date`, formatDate(order.orderDate)],
    [t`Expected delivery`, formatDate(order.expectedDeliveryDate)],
    [t`Notes`, order.notes || MISSING],
  ];
  return (
    <>
      <Card className="mb-3">
        <Card.Body>
          <dl className="row mb-0" aria-label={t`Order details`}>
            {details.map(([label, value]) => (
              <div key={label} className="col-md-3">
                <dt>{label}</dt>
                <dd className="mb-2">{value}</dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <TitledCard title={t`Lines`} headingClassName="h5">
        <OrderLinesTable lines={order.lines} currency={order.currency} nameOf={nameOf} showReceived={order.status !== 'draft'} />
        <OrderTotals lines={order.lines} currency={order.currency} />
      </TitledCard>
    </>
  );
}
