import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PERMISSIONS } from '@/config/permissions';
import { formatNumber, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useCreateOrderMutation } from '@/modules/orders/api';
import type { Product } from '@/modules/products/types';
import { useCan } from '@/session/useCan';
import { draftOrders, type ReorderLine } from '../logic';
import { end, FigureTable } from './FigureTable';
import { SectionCard } from './SectionCard';

interface ReorderPanelProps {
  storeId: string;
  lines: ReorderLine[];
  products: { isLoading: boolean; error?: unknown; data?: Product[] };
  supplierName: (id: string) => string;
}

/** Items below par and the draft orders that bring them up to it (orders.write and products.read). */
export function ReorderPanel({ storeId, lines, products, supplierName }: ReorderPanelProps) {
  const canProducts = useCan(PERMISSIONS.productsRead);
  const canOrder = useCan(PERMISSIONS.ordersWrite);
  const [createOrder] = useCreateOrderMutation();
  const guard = useSubmitGuard();
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const orders = useMemo(() => draftOrders(lines, storeId, todayIso()), [lines, storeId]);

  const createDrafts = async () => {
    setCreating(true);
    const failed: string[] = [];
    let created = 0;
    for (const order of orders) {
      try {
        await createOrder(order).unwrap();
        created += 1;
      } catch (error) {
        failed.push(`${supplierName(order.supplierId)}: ${getErrorMessage(error, MESSAGES.orders.save)}`);
      }
    }
    setCreating(false);
    setConfirming(false);
    if (created > 0) notify.success(`${created} draft ${created === 1 ? 'order' : 'orders'} created`);
    if (failed.length > 0) notify.error(failed.join('\n'));
  };

  return (
    <SectionCard
      id="reorder-title"
      className="mb-3"
      title="Items to reorder"
      actions={
        canOrder &&
        canProducts && (
          <Button onClick={() => setConfirming(true)} disabled={orders.length === 0 || creating}>
            Create draft orders
          </Button>
        )
      }
    >
      {!canProducts ? (
        <Alert variant="info" className="mb-0">
          Reorder quantities come from the products’ pack sizes; they need access to products.
        </Alert>
      ) : (
        <QueryState
          isLoading={products.isLoading}
          error={products.error}
          errorMessage={MESSAGES.products.fetch}
          isEmpty={lines.length === 0}
          empty="Every orderable item is at or above par."
        >
          <p className="small text-body-secondary">
            Below par: order up to par, in purchase units, rounded up to each product’s order multiple. {orders.length}{' '}
            {orders.length === 1 ? 'supplier' : 'suppliers'}.
          </p>
          <FigureTable caption="Items below par and the quantity to order" columns={['Item', 'Supplier', end('On hand / par'), end('Order')]}>
            {lines.slice(0, 200).map((l) => (
              <tr key={l.item.id}>
                <td>{l.item.name}</td>
                <td>{supplierName(l.supplierId)}</td>
                <td className="text-end">
                  {formatNumber(l.item.amount)} / {formatNumber(l.item.parLevel)} {l.item.unit}
                </td>
                <td className="text-end">
                  {formatNumber(l.quantity)} {l.product.purchaseUnit}
                </td>
              </tr>
            ))}
          </FigureTable>
          {lines.length > 200 && <p className="small text-body-secondary">First 200 of {lines.length}; the export holds all.</p>}
        </QueryState>
      )}
      <ConfirmDialog
        show={confirming}
        title="Create draft orders?"
        body={`${orders.length} draft purchase ${orders.length === 1 ? 'order' : 'orders'} will be created, one per supplier, for ${lines.length} items below par. Nothing is sent to suppliers.`}
        confirmLabel="Create draft orders"
        variant="primary"
        busy={creating}
        onConfirm={guard(createDrafts)}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
