import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { RoundUpAdvice } from '@/components/RoundUpAdvice';
import { orderRuleAdvice } from '@/modules/orders';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/QueryState';
import { ORDER_MESSAGES } from '@/modules/orders';
import { PRODUCT_MESSAGES } from '@/modules/products';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import type { Product } from '@/modules/products';
import type { Supplier } from '@/modules/suppliers';
import { useCan } from '@/session/useCan';
import { linesValue, minimumWarning } from '../reorderDrafts';
import type { ReorderLine } from '../reorder';
import type { InventoryItem } from '../types';
import { useReorder } from '../useReorder';
import { end, FigureTable } from './FigureTable';
import { SectionCard } from '@/components/SectionCard';
import { unitLabel } from '@/modules/products';

interface ReorderPanelProps {
  storeId: string;
  items: readonly InventoryItem[];
  productsById: ReadonlyMap<string, Product>;
  products: { isLoading: boolean; error?: unknown };
  suppliers: Supplier[];
}

const groupBySupplier = (lines: readonly ReorderLine[]) => {
  const groups = new Map<string, ReorderLine[]>();
  for (const l of lines) groups.set(l.supplierId, [...(groups.get(l.supplierId) ?? []), l]);
  return [...groups];
};

/** Items below par, netted against what is on order; the user picks suppliers and lines, edits quantities, and creates drafts. */
export function ReorderPanel({ storeId, items, productsById, products, suppliers }: ReorderPanelProps) {
  const { t } = useLingui();
  const canProducts = useCan('products.read');
  const canOrder = useCan('orders.write');
  const r = useReorder(storeId, items, productsById, suppliers);
  const guard = useSubmitGuard();
  const [confirming, setConfirming] = useState(false);
  const name = (id: string) => r.suppliersById.get(id)?.name ?? id;
  const planOf = (supplierId: string) => r.plans.find((p) => p.order.supplierId === supplierId);
  const ready = canOrder && canProducts && r.canReadOrders;
  const created = r.plans.filter((p) => p.kind === 'create').length;
  const updated = r.plans.filter((p) => p.kind === 'update').length;

  return (
    <SectionCard
      id="reorder-title"
      className="mb-3"
      title={t`Items to reorder`}
      actions={
        ready && (
          <Button onClick={() => setConfirming(true)} disabled={r.plans.length === 0 || r.invalid || r.creating || r.orders.isFetching}>
            <Trans>Create draft orders</Trans>
          </Button>
        )
      }
    >
      {!canProducts ? (
        <Alert variant="info" className="mb-0">
          <Trans>Reorder quantities come from the products’ pack sizes; they need access to products.</Trans>
        </Alert>
      ) : (
        <QueryState
          isLoading={products.isLoading || r.orders.isLoading}
          error={products.error ?? r.orders.error}
          errorMessage={products.error ? PRODUCT_MESSAGES.fetch : ORDER_MESSAGES.fetch}
          isEmpty={r.lines.length === 0}
          empty={t`Every orderable item is at or above par, counting what is already on order.`}
        >
          <p className="small text-body-secondary">
            {r.canReadOrders
              ? t`Below par: order up to par, in purchase units, less what is already on order (sent, confirmed, partly received and open drafts).`
              : t`Below par: order up to par, in purchase units, less what is already on order (sent, confirmed, partly received and open drafts). Open orders are not netted out: that needs access to orders.`}
          </p>
          {groupBySupplier(r.lines).map(([supplierId, lines]) => {
            const plan = planOf(supplierId);
            const supplierOff = r.isSkipped(`supplier:${supplierId}`);
            const supplier = name(supplierId);
            const delivery = formatDate(plan?.order.expectedDeliveryDate);
            const draftValue = plan ? formatMoney(linesValue(plan.order.lines)) : '';
            const warning = plan ? minimumWarning(linesValue(plan.order.lines), r.suppliersById.get(supplierId)) : null;
            return (
              <section key={supplierId} className="border rounded p-2 mb-3" aria-label={t`Reorder from ${supplier}`}>
                <div className="d-flex flex-wrap align-items-center gap-3 mb-1">
                  <Form.Check
                    id={`reorder-supplier-${supplierId}`}
                    label={
                      <strong>
                        <Trans>Order from {supplier}</Trans>
                      </strong>
                    }
                    checked={!supplierOff}
                    onChange={() => r.toggle(`supplier:${supplierId}`)}
                  />
                  {plan && (
                    <span className="small">
                      {plan.kind === 'update'
                        ? t`Adds to the open draft · expected delivery ${delivery} · ${draftValue}`
                        : t`New draft · expected delivery ${delivery} · ${draftValue}`}
                    </span>
                  )}
                </div>
                {warning && (
                  <Alert variant="warning" className="py-1 px-2 small mb-2">
                    <span aria-hidden="true">⚠ </span>
                    {warning}
                  </Alert>
                )}
                <FigureTable
                  caption={t`Items to order from ${supplier}`}
                  columns={[t`Order`, t`Item`, end(t`On hand / par`), end(t`On order`), end(t`Quantity`)]}
                >
                  {lines.map((l) => {
                    const q = r.quantityOf(l);
                    const id = `reorder-qty-${l.item.id}`;
                    const itemName = l.item.name;
                    const unit = unitLabel(l.product.purchaseUnit);
                    return (
                      <tr key={l.item.id}>
                        <td>
                          <Form.Check
                            aria-label={t`Order ${itemName}`}
                            checked={!supplierOff && !r.isSkipped(l.item.id)}
                            disabled={supplierOff}
                            onChange={() => r.toggle(l.item.id)}
                          />
                        </td>
                        <td>{l.item.name}</td>
                        <td className="text-end text-nowrap">
                          {formatNumber(l.item.amount)} / {formatNumber(l.item.parLevel)} {unitLabel(l.item.unit)}
                        </td>
                        <td className="text-end">{formatNumber(l.onOrder)}</td>
                        <td className="text-end" style={{ minWidth: '9rem' }}>
                          <div className="d-flex align-items-center justify-content-end gap-1">
                            <Form.Control
                              id={id}
                              size="sm"
                              type="text"
                              inputMode="decimal"
                              autoComplete="off"
                              className="text-end"
                              style={{ maxWidth: '6rem' }}
                              aria-label={t`Quantity of ${itemName} (${unit})`}
                              value={r.typedOf(l.item.id) ?? String(l.quantity)}
                              isInvalid={Boolean(q.error)}
                              aria-describedby={q.error ? `${id}-error` : undefined}
                              onChange={(e) => r.setTyped(l.item.id, e.target.value)}
                            />
                            <span className="small">{unit}</span>
                          </div>
                          {q.error && (
                            <div id={`${id}-error`} className="invalid-feedback d-block">
                              {q.error}
                            </div>
                          )}
                          {r.ruleNoteOf(l) && <div className="small text-body-secondary">{r.ruleNoteOf(l)}</div>}
                          {!q.error && (
                            <RoundUpAdvice
                              advice={r.typedOf(l.item.id) !== undefined ? orderRuleAdvice(q.value, l.product) : null}
                              name={l.item.name}
                              onRoundUp={(n) => r.setTyped(l.item.id, String(n))}
                            />
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </FigureTable>
              </section>
            );
          })}
        </QueryState>
      )}
      <ConfirmDialog
        show={confirming}
        title={t`Create draft orders?`}
        body={t`${created} new and ${updated} updated draft orders, one per supplier. Nothing is sent to suppliers.`}
        confirmLabel={t`Create draft orders`}
        variant="primary"
        busy={r.creating}
        onConfirm={guard(async () => {
          await r.create();
          setConfirming(false);
        })}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
