import Badge from 'react-bootstrap/Badge';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useGetInventoryItemsQuery } from '@/modules/inventory';
import { useGetInvoicesQuery } from '@/modules/invoices';
import { ORDER_STATUS_LABELS, useGetOrdersQuery } from '@/modules/orders';
import { invoicesToAct, ordersToReceive, stockAlerts } from '../logic';
import { Figure, Tile } from './Tile';

const SHOWN = 5;

/** Rendered only for holders of inventory.read (the page decides). */
export function StockTile({ storeId }: { storeId: string }) {
  const query = useGetInventoryItemsQuery({ storeId });
  const { low, out } = stockAlerts(query.data ?? []);
  const items = [...out, ...low].slice(0, SHOWN);
  return (
    <Tile id="tile-stock" title="Stock alerts" to={PATHS.inventory} linkLabel="Open inventory">
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={MESSAGES.inventory.fetch}
        onRetry={() => void query.refetch()}
        rows={3}
        isEmpty={items.length === 0}
        empty="Every item is above its minimum."
      >
        <div className="d-flex mb-2">
          <Figure value={out.length} label="out of stock" tone="danger" />
          <Figure value={low.length} label="low" tone="warning" />
        </div>
        <ul className="list-unstyled small mb-0">
          {items.map((i) => (
            <li key={i.id} className="d-flex justify-content-between gap-2">
              <span>{i.name}</span>
              <span className="text-body-secondary">
                {formatNumber(i.amount)} / min {formatNumber(i.minAmount)} {i.unit}
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
    </Tile>
  );
}

/** Rendered only for holders of orders.read. */
export function OrdersTile({ storeId, today }: { storeId: string; today: string }) {
  const query = useGetOrdersQuery({ storeId });
  const open = ordersToReceive(query.data ?? []);
  return (
    <Tile id="tile-orders" title="Orders to receive" to={PATHS.orders} linkLabel="Open orders">
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={MESSAGES.orders.fetch}
        onRetry={() => void query.refetch()}
        rows={3}
        isEmpty={open.length === 0}
        empty="No deliveries expected."
      >
        <div className="d-flex mb-2">
          <Figure value={open.length} label="open orders" />
          <Figure
            value={open.filter((o) => o.expectedDeliveryDate && o.expectedDeliveryDate <= today).length}
            label="due by today"
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
              <span className="text-body-secondary">{o.expectedDeliveryDate ? formatDate(o.expectedDeliveryDate) : 'date open'}</span>
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
  return (
    <Tile id="tile-invoices" title="Invoices" to={PATHS.invoices} linkLabel="Open invoices">
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        errorMessage={MESSAGES.invoices.fetch}
        onRetry={() => void query.refetch()}
        rows={3}
        isEmpty={toApprove.length + overdue.length === 0}
        empty="Nothing to approve, nothing overdue."
      >
        <div className="d-flex mb-2">
          <Figure value={toApprove.length} label="to approve" />
          <Figure value={overdue.length} label="overdue" tone="danger" />
        </div>
        <ul className="list-unstyled small mb-0" aria-label="Overdue invoices">
          {overdue.slice(0, SHOWN).map((i) => (
            <li key={i.id} className="d-flex justify-content-between gap-2">
              <span>{i.invoiceNumber || i.id}</span>
              <span className="text-body-secondary">
                due {formatDate(i.dueDate)} · {formatMoney(i.gross, i.currency)}
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
    </Tile>
  );
}
