import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@/lib/format';
import type { Supplier } from '@/modules/suppliers';
import { lineTotals, moneyText, orderTotals, quantityText } from '../totals';
import { ORDER_STATUS_LABELS } from '../orderStatus';
import type { Order } from '../types';
import { type Product, unitLabel } from '@/modules/products';

/** The printed order (shown only when printing: window.print()). */
export function OrderPrintView({
  order,
  supplier,
  products,
  storeName,
}: {
  order: Order;
  supplier: Supplier | undefined;
  products: ReadonlyMap<string, Product>;
  storeName: string;
}) {
  const { t } = useLingui();
  const totals = orderTotals(order.lines);
  const number = order.number;
  const status = ORDER_STATUS_LABELS[order.status];
  const ordered = formatDate(order.orderDate);
  const expected = formatDate(order.expectedDeliveryDate);
  const account = supplier?.customerAccountNo;
  const notes = order.notes;
  return (
    <section className="order-print d-none d-print-block" aria-hidden="true">
      <h2 className="h4">
        <Trans>Purchase order {number}</Trans>
      </h2>
      <p>
        {storeName}
        <br />
        <Trans>
          Status: {status} · Ordered {ordered} · Expected delivery {expected}
        </Trans>
      </p>
      {supplier && (
        <p>
          <strong>{supplier.name}</strong>
          <br />
          {supplier.address.street}, {supplier.address.postalCode} {supplier.address.city}
          <br />
          {supplier.orderEmail || supplier.email} · {supplier.phone}
          <br />
          <Trans>Customer account: {account}</Trans>
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>{t`Product`}</th>
            <th>{t`Supplier SKU`}</th>
            <th className="text-end">{t`Quantity`}</th>
            <th>{t`Unit`}</th>
            <th className="text-end">{t`Unit price`}</th>
            <th className="text-end">{t`VAT %`}</th>
            <th className="text-end">{t`Net`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => {
            const p = products.get(l.productId);
            return (
              <tr key={l.productId}>
                <td>{p?.name ?? l.productId}</td>
                <td>{p?.supplierSku ?? ''}</td>
                <td className="text-end">{quantityText(l.quantity)}</td>
                <td>{unitLabel(l.unit)}</td>
                <td className="text-end">{moneyText(l.unitPrice, order.currency)}</td>
                <td className="text-end">{quantityText(l.vatRate)}</td>
                <td className="text-end">{formatMoney(lineTotals(l).net, order.currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>{t`Net`}</td>
            <td className="text-end">{formatMoney(totals.net, order.currency)}</td>
          </tr>
          <tr>
            <td colSpan={6}>{t`VAT`}</td>
            <td className="text-end">{formatMoney(totals.vat, order.currency)}</td>
          </tr>
          <tr>
            <td colSpan={6}>{t`Gross`}</td>
            <td className="text-end">{formatMoney(totals.gross, order.currency)}</td>
          </tr>
        </tfoot>
      </table>
      {notes && (
        <p className="mt-3">
          <Trans>Notes: {notes}</Trans>
        </p>
      )}
    </section>
  );
}
