import Table from 'react-bootstrap/Table';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { formatMoney } from '@/lib/format';
import { useGetOrderQuery, lineTotals, moneyText, quantityText, ORDER_STATUS_LABELS, outstanding, type Totals } from '@/modules/orders';
import { useGetProductsBySupplierQuery } from '@/modules/products';
import { compareWithOrder } from '../invoiceList';
import { ScrollRegion } from '@/components/ScrollRegion';

function Diff({ value, currency }: { value: number; currency: string }) {
  if (value === 0) return <span className="text-success-emphasis">matches</span>;
  return (
    <span className="text-danger-emphasis fw-semibold">
      {value > 0 ? '+' : ''}
      {formatMoney(value, currency)}
    </span>
  );
}

/** A table head: the first column, right-aligned number columns, an optional last text column. */
function Head({ first, numbers, last }: { first: string; numbers: readonly string[]; last?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {numbers.map((n) => (
          <th key={n} scope="col" className="text-end">
            {n}
          </th>
        ))}
        {last && <th scope="col">{last}</th>}
      </tr>
    </thead>
  );
}

/**
 * The linked order next to the invoice: ordered, received and invoiced totals with their
 * differences, and the order's lines (ordered vs received quantities). Invoices carry totals
 * only (docs/rules/purchasing.md#invoices), so lines are compared ordered vs received.
 */
export function OrderComparison({ orderId, invoice, currency }: { orderId: string; invoice: Totals; currency: string }) {
  const order = useGetOrderQuery(orderId);
  const products = useGetProductsBySupplierQuery(
    { supplierId: order.data?.supplierId ?? '', storeId: order.data?.storeId ?? '' },
    { skip: !order.data?.supplierId || !order.data.storeId },
  );
  if (order.isLoading) return <p role="status">Loading the order…</p>;
  if (order.error !== undefined || !order.data) {
    return (
      <p role="alert" className="text-danger-emphasis">
        {getErrorMessage(order.error, MESSAGES.orders.fetch)}
      </p>
    );
  }
  const o = order.data;
  const c = compareWithOrder(invoice, o);
  const names = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  const row = (label: string, t: Totals, d?: Totals) => (
    <tr>
      <th scope="row">{label}</th>
      <td className="text-end">{formatMoney(t.net, currency)}</td>
      <td className="text-end">{formatMoney(t.vat, currency)}</td>
      <td className="text-end">{formatMoney(t.gross, currency)}</td>
      <td className="text-end">{d ? <Diff value={d.gross} currency={currency} /> : '—'}</td>
    </tr>
  );
  return (
    <div>
      <p className="mb-2">
        Order {o.number} · {ORDER_STATUS_LABELS[o.status]}
      </p>
      <ScrollRegion label={`Totals of order ${o.number}`} className="mb-3">
        <Table size="sm" className="mb-0">
          <caption className="visually-hidden">Invoice compared with order {o.number}</caption>
          <Head first="Totals" numbers={['Net', 'VAT', 'Gross', 'Invoice difference (gross)']} />
          <tbody>
            {row('Ordered', c.ordered, c.vsOrdered)}
            {row('Received', c.received, c.vsReceived)}
            {row('This invoice', c.invoiced)}
          </tbody>
        </Table>
      </ScrollRegion>
      <ScrollRegion label={`Lines of order ${o.number}`}>
        <Table size="sm" className="mb-0">
          <caption className="visually-hidden">Lines of order {o.number}</caption>
          <Head first="Product" numbers={['Ordered', 'Received', 'Unit price', 'Net ordered']} last="Difference" />
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.productId}>
                <td>{names.get(l.productId) ?? l.productId}</td>
                <td className="text-end">
                  {quantityText(l.quantity)} {l.unit}
                </td>
                <td className="text-end">{quantityText(l.receivedQuantity)}</td>
                <td className="text-end">{moneyText(l.unitPrice, o.currency)}</td>
                <td className="text-end">{formatMoney(lineTotals(l).net, o.currency)}</td>
                <td>
                  {outstanding(l) === 0 ? (
                    <span className="text-success-emphasis">complete</span>
                  ) : (
                    <span className="text-danger-emphasis">{quantityText(outstanding(l))} not received</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
    </div>
  );
}
