import { formatDate, formatMoney } from '@/lib/format';
import type { Product } from '@/modules/products';
import type { Supplier } from '@/modules/suppliers';
import { lineTotals, moneyText, orderTotals, quantityText } from '../totals';
import { ORDER_STATUS_LABELS } from '../orderStatus';
import type { Order } from '../types';

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
  const totals = orderTotals(order.lines);
  return (
    <section className="order-print d-none d-print-block" aria-hidden="true">
      <h2 className="h4">Purchase order {order.number}</h2>
      <p>
        {storeName}
        <br />
        Status: {ORDER_STATUS_LABELS[order.status]} · Ordered {formatDate(order.orderDate)} · Expected delivery{' '}
        {formatDate(order.expectedDeliveryDate)}
      </p>
      {supplier && (
        <p>
          <strong>{supplier.name}</strong>
          <br />
          {supplier.address.street}, {supplier.address.postalCode} {supplier.address.city}
          <br />
          {supplier.orderEmail || supplier.email} · {supplier.phone}
          <br />
          Customer account: {supplier.customerAccountNo}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>Product</th>
            <th>Supplier SKU</th>
            <th className="text-end">Quantity</th>
            <th>Unit</th>
            <th className="text-end">Unit price</th>
            <th className="text-end">VAT %</th>
            <th className="text-end">Net</th>
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
                <td>{l.unit}</td>
                <td className="text-end">{moneyText(l.unitPrice, order.currency)}</td>
                <td className="text-end">{quantityText(l.vatRate)}</td>
                <td className="text-end">{formatMoney(lineTotals(l).net, order.currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>Net</td>
            <td className="text-end">{formatMoney(totals.net, order.currency)}</td>
          </tr>
          <tr>
            <td colSpan={6}>VAT</td>
            <td className="text-end">{formatMoney(totals.vat, order.currency)}</td>
          </tr>
          <tr>
            <td colSpan={6}>Gross</td>
            <td className="text-end">{formatMoney(totals.gross, order.currency)}</td>
          </tr>
        </tfoot>
      </table>
      {order.notes && <p className="mt-3">Notes: {order.notes}</p>}
    </section>
  );
}
