import { Trans, useLingui } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';
import { getErrorMessage } from '@/api/errors';
import { ORDER_MESSAGES } from '@/modules/orders';
import { formatMoney } from '@/lib/format';
import { useGetOrderQuery, lineTotals, moneyText, quantityText, ORDER_STATUS_LABELS, outstanding, type Totals } from '@/modules/orders';
import { useGetProductsBySupplierQuery } from '@/modules/products';
import { compareWithOrder } from '../invoiceList';
import { ScrollRegion } from '@/components/ScrollRegion';

function Diff({ value, currency }: { value: number; currency: string }) {
  if (value === 0)
    return (
      <span className="text-success-emphasis">
        <Trans>matches</Trans>
      </span>
    );
  return (
    <span className="text-danger-emphasis fw-semibold">
      {value > 0 ? '+' : ''}
      {formatMoney(value, currency)}
    </span>
  );
}

function NotReceived({ quantity }: { quantity: string }) {
  return <Trans>{quantity} not received</Trans>;
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
  const { t } = useLingui();
  const order = useGetOrderQuery(orderId);
  const products = useGetProductsBySupplierQuery(
    { supplierId: order.data?.supplierId ?? '', storeId: order.data?.storeId ?? '' },
    { skip: !order.data?.supplierId || !order.data.storeId },
  );
  if (order.isLoading)
    return (
      <p role="status">
        <Trans>Loading the order…</Trans>
      </p>
    );
  if (order.error !== undefined || !order.data) {
    return (
      <p role="alert" className="text-danger-emphasis">
        {getErrorMessage(order.error, ORDER_MESSAGES.fetch)}
      </p>
    );
  }
  const o = order.data;
  const c = compareWithOrder(invoice, o);
  const names = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  const number = o.number;
  const status = ORDER_STATUS_LABELS[o.status];
  const row = (label: string, totals: Totals, d?: Totals) => (
    <tr>
      <th scope="row">{label}</th>
      <td className="text-end">{formatMoney(totals.net, currency)}</td>
      <td className="text-end">{formatMoney(totals.vat, currency)}</td>
      <td className="text-end">{formatMoney(totals.gross, currency)}</td>
      <td className="text-end">{d ? <Diff value={d.gross} currency={currency} /> : '—'}</td>
    </tr>
  );
  return (
    <div>
      <p className="mb-2">
        <Trans>
          Order {number} · {status}
        </Trans>
      </p>
      <ScrollRegion label={t`Totals of order ${number}`} className="mb-3">
        <Table size="sm" className="mb-0">
          <caption className="visually-hidden">
            <Trans>Invoice compared with order {number}</Trans>
          </caption>
          <Head first={t`Totals`} numbers={[t`Net`, t`VAT`, t`Gross`, t`Invoice difference (gross)`]} />
          <tbody>
            {row(t`Ordered`, c.ordered, c.vsOrdered)}
            {row(t`Received`, c.received, c.vsReceived)}
            {row(t`This invoice`, c.invoiced)}
          </tbody>
        </Table>
      </ScrollRegion>
      <ScrollRegion label={t`Lines of order ${number}`}>
        <Table size="sm" className="mb-0">
          <caption className="visually-hidden">
            <Trans>Lines of order {number}</Trans>
          </caption>
          <Head first={t`Product`} numbers={[t`Ordered`, t`Received`, t`Unit price`, t`Net ordered`]} last={t`Difference`} />
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
                    <span className="text-success-emphasis">
                      <Trans>complete</Trans>
                    </span>
                  ) : (
                    <span className="text-danger-emphasis">
                      <NotReceived quantity={quantityText(outstanding(l))} />
                    </span>
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
