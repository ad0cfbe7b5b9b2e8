import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import { QueryState } from '@/components/QueryState';
import { INVENTORY_MESSAGES } from '@/modules/inventory';
import { INVOICE_MESSAGES } from '@/modules/invoices';
import { ORDER_MESSAGES } from '@/modules/orders';
import { INVENTORY_PATHS } from '@/modules/inventory';
import { ORDER_PATHS } from '@/modules/orders';
import { INVOICE_PATHS } from '@/modules/invoices';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useGetInventoryItemsQuery } from '@/modules/inventory';
import { useGetInvoicesQuery } from '@/modules/invoices';
import { ORDER_STATUS_LABELS, useGetOrdersQuery } from '@/modules/orders';
import { invoicesToAct, ordersToReceive, stockAlerts } from '../logic';
import { Figure, Tile } from './Tile';
import { unitLabel } from '@/modules/products';

const SHOWN = 5;

/** Rendered only for holders of inventory.read (the page decides). */
export function StockTile({ storeId }: { storeId: string }) {
  const query = useGetInventoryItemsQuery({ storeId });
  const { low, out } = stockAlerts(query.data ?? []);
  const items = [...out, ...low].slice(0, SHOWN);
  const { t } = useLingui();
  return (
    <Tile id="tile-stock" title={t`Stock alerts`} to={INVENTORY_PATHS.inventory} linkLabel={t`Open inventory`}>
      <QueryState
        query={query}
        errorMessage={INVENTORY_MESSAGES.fetch}
        rows={3}
        isEmpty={items.length === 0}
        empty={t`Every item is above its minimum.`}
      >
        <div className="d-flex mb-2">
          <Figure value={out.length} label={t`out of stock`} tone="danger" />
          <Figure value={low.length} label={t`low`} tone="warning" />
        </div>
        <ul className="list-unstyled small mb-0">
          {items.map((i) => {
            const [amount, minimum, unit] = [formatNumber(i.amount), formatNumber(i.minAmount), unitLabel(i.unit)];
            return (
              <li key={i.id} className="d-flex justify-content-between gap-2">
                <span>{i.name}</span>
                <span className="text-body-secondary">
                  <Trans>
                    {amount} / min {minimum} {unit}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </Tile>
  );
}

/** Rendered only for holders of orders.read. */
export function OrdersTile({ storeId, today }: { storeId: string; today: string }) {
  const query = useGetOrdersQuery({ storeId });
  const open = ordersToReceive(query.data ?? []);
  const { t } = useLingui();
  return (
    <Tile id="tile-orders" title={t`Orders to receive`} to={ORDER_PATHS.orders} linkLabel={t`Open orders`}>
      <QueryState query={query} errorMessage={ORDER_MESSAGES.fetch} rows={3} isEmpty={open.length === 0} empty={t`No deliveries expected.`}>
        <div className="d-flex mb-2">
          <Figure value={open.length} label={t`open orders`} />
          <Figure
            value={open.filter((o) => o.expectedDeliveryDate && o.expectedDeliveryDate <= today).length}
            label={t`due by today`}
            tone="warning"
          />
        </div>
        <ul className="list-unstyled small mb-0">
          {open.slice(0, SHOWN).map((o) => (
            <li key={o.id} className="d-flex justify-content-between gap-2">
              <span>
                {o.number}{' '}
                <Badge bg="secondary-subtle" text="secondary-emphasis">
                  {ORDER_STATUS_LABELS[o.status]}
                </Badge>
              </span>
              <span className="text-body-secondary">{o.expectedDeliveryDate ? formatDate(o.expectedDeliveryDate) : t`date open`}</span>
            </li>
          ))}
        </ul>
      </QueryState>
    </Tile>
  );
}

/** Rendered only for holders of orders.read (invoices use the orders permissions). */
export function InvoicesTile({ storeId, today }: { storeId: string; today: string }) {
  const query = useGetInvoicesQuery({ storeId });
  const { toApprove, overdue } = invoicesToAct(query.data ?? [], today);
  const { t } = useLingui();
  return (
    <Tile id="tile-invoices" title={t`Invoices`} to={INVOICE_PATHS.invoices} linkLabel={t`Open invoices`}>
      <QueryState
        query={query}
        errorMessage={INVOICE_MESSAGES.fetch}
        rows={3}
        isEmpty={toApprove.length + overdue.length === 0}
        empty={t`Nothing to approve, nothing overdue.`}
      >
        <div className="d-flex mb-2">
          <Figure value={toApprove.length} label={t`to approve`} />
          <Figure value={overdue.length} label={t`overdue`} tone="danger" />
        </div>
        <ul className="list-unstyled small mb-0" aria-label={t`Overdue invoices`}>
          {overdue.slice(0, SHOWN).map((i) => {
            const [dueDate, gross] = [formatDate(i.dueDate), formatMoney(i.gross, i.currency)];
            return (
              <li key={i.id} className="d-flex justify-content-between gap-2">
                <span>{i.invoiceNumber || i.id}</span>
                <span className="text-body-secondary">
                  <Trans>
                    due {dueDate} · {gross}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </Tile>
  );
}
