import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { LinkButton } from '@/components/LinkButton';
import { NotPermitted } from '@/components/NotPermitted';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { ORDER_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetOrderQuery } from '../api';
import { DeleteOrderButton } from '../components/DeleteOrderButton';
import { OrderDetails } from '../components/OrderDetails';
import { OrderForm } from '../components/OrderForm';
import { OrderPrintView } from '../components/OrderPrintView';
import { OrderStatusActions } from '../components/OrderStatusActions';
import { OrderStatusBadge } from '../components/StatusBadge';
import { ReceiptHistory } from '../components/ReceiptHistory';
import { ReceiveDeliveryCard } from '../components/ReceiveDeliveryCard';
import { canReceive } from '../receiving';
import type { Order } from '../types';
import { useOrderCatalog } from '../useOrderCatalog';
import { useOrderForm } from '../useOrderForm';
import '../orderPrint.css';
import { isNotPermitted } from '@/api/errors';

/** `/order` (new, orders.write) and `/order/:orderId` (orders.read: read-only without orders.write). */
export function OrderEditPage() {
  const { orderId } = useParams();
  const { t } = useLingui();
  const query = useGetOrderQuery(orderId ?? '', { skip: !orderId });
  if (!orderId) return <OrderScreen key="new" order={null} />;
  if (isNotPermitted(query.error)) return <NotPermitted title={t`Order`} />;
  return (
    <QueryState isLoading={query.isLoading} error={query.error} errorMessage={ORDER_MESSAGES.fetch} onRetry={() => void query.refetch()}>
      {query.data && <OrderScreen key={query.data.id} order={query.data} />}
    </QueryState>
  );
}

function OrderScreen({ order }: { order: Order | null }) {
  const { t } = useLingui();
  const canWrite = useCan('orders.write');
  const form = useOrderForm(order);
  const supplierId = useWatch({ control: form.entity.form.control, name: 'supplierId' });
  const catalog = useOrderCatalog(supplierId, form.storeId);
  const storeName = useAppSelector(selectCurrentStore)?.name ?? form.storeId;
  const number = order?.number;
  const title = order ? t`Order ${number}` : t`New order`;

  return (
    <>
      <div className="d-print-none">
        <PageHeader
          title={title}
          actions={
            <>
              <LinkButton to={PATHS.orders} variant="outline-secondary">
                <Trans>Back to orders</Trans>
              </LinkButton>
              {order && (
                <Button variant="outline-secondary" onClick={() => window.print()}>
                  <Trans>Print</Trans>
                </Button>
              )}
              {order && canWrite && <DeleteOrderButton order={order} />}
            </>
          }
        >
          {order && (
            <p className="mb-0 mt-1">
              <Trans>
                Status: <OrderStatusBadge status={order.status} />
              </Trans>
            </p>
          )}
        </PageHeader>
        {order && canWrite && <OrderStatusActions order={order} dirty={form.dirty} />}
        {order && canWrite && canReceive(order.status) && <ReceiveDeliveryCard order={order} nameOf={catalog.nameOf} dirty={form.dirty} />}
        {order && <ReceiptHistory order={order} nameOf={catalog.nameOf} />}
        {canWrite ? (
          <OrderForm
            state={form}
            title={title}
            status={order?.status ?? 'draft'}
            isNew={!order}
            suppliers={catalog.suppliers}
            products={catalog.products}
            nameOf={catalog.nameOf}
            serverLines={order?.lines}
          />
        ) : (
          order && (
            <OrderDetails
              order={order}
              supplierName={catalog.supplier?.name ?? order.supplierName ?? order.supplierId}
              nameOf={catalog.nameOf}
            />
          )
        )}
      </div>
      {order && <OrderPrintView order={order} supplier={catalog.supplier} products={catalog.byId} storeName={storeName} />}
    </>
  );
}
