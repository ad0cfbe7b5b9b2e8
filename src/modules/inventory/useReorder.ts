import { plural, t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { getErrorMessage, requestError } from '@/api/errors';
import { ORDER_MESSAGES } from '@/modules/orders';
import { parseDecimal } from '@/lib/decimal';
import { formatNumber, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCreateOrderMutation, useGetOrdersQuery, useUpdateOrderMutation, orderRuleReason } from '@/modules/orders';
import type { Product } from '@/modules/products';
import type { Supplier } from '@/modules/suppliers';
import { useCan } from '@/session/useCan';
import { planDrafts, timeOfDay } from './reorderDrafts';
import { reorderQuantity, storeReorderLines, type ReorderLine } from './reorder';
import type { InventoryItem } from './types';

/** Bounds of a quantity typed on the reorder list (purchase units). */
const ORDER_QTY_RULES = { min: 0, max: 100_000, decimals: 3 } as const;

/**
 * The reorder list's state: lines netted against what is on order (read only with orders.read),
 * the lines chosen and their edited quantities, and the idempotent creation of drafts per supplier.
 */
export function useReorder(
  storeId: string,
  items: readonly InventoryItem[],
  productsById: ReadonlyMap<string, Product>,
  suppliers: Supplier[],
) {
  const canReadOrders = useCan('orders.read');
  // Without orders.read the base query refuses the call, unsent (a 403 would sign out): no orders to net.
  const orders = useGetOrdersQuery({ storeId }, { skip: !storeId });
  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const [skipped, setSkipped] = useState<Record<string, boolean>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);

  const storeOrders = useMemo(() => (orders.data ?? []).filter((o) => o.storeId === storeId), [orders.data, storeId]);
  const lines = useMemo(() => storeReorderLines(items, productsById, storeOrders, storeId), [items, productsById, storeOrders, storeId]);
  const suppliersById = useMemo(() => new Map(suppliers.map((s) => [s.id, s])), [suppliers]);

  const quantityOf = (line: ReorderLine) => {
    const text = typed[line.item.id];
    if (text === undefined) return { value: line.quantity, error: undefined };
    const parsed = parseDecimal(text, { ...ORDER_QTY_RULES, required: true });
    return parsed.ok ? { value: parsed.value ?? 0, error: undefined } : { value: Number.NaN, error: parsed.message };
  };
  const chosenLines = lines
    .filter((l) => !skipped[l.item.id] && !skipped[`supplier:${l.supplierId}`])
    .map((l) => ({ ...l, quantity: quantityOf(l).value }));
  const invalid = chosenLines.some((l) => Number.isNaN(l.quantity));
  const plans = invalid ? [] : planDrafts(chosenLines, storeOrders, storeId, todayIso(), timeOfDay(new Date()), suppliersById);

  const create = async () => {
    setCreating(true);
    const failed: string[] = [];
    let done = 0;
    for (const plan of plans) {
      try {
        if (plan.kind === 'create') await createOrder(plan.order).unwrap();
        else await updateOrder(plan.order).unwrap();
        done += 1;
      } catch (error) {
        const name = suppliersById.get(plan.order.supplierId)?.name ?? plan.order.supplierId;
        failed.push(`${name}: ${getErrorMessage(requestError(error), ORDER_MESSAGES.save)}`);
      }
    }
    setCreating(false);
    setTyped({});
    if (done > 0) notify.success(plural(done, { one: '# draft order created or updated', other: '# draft orders created or updated' }));
    if (failed.length > 0) notify.error(failed.join('\n'));
  };

  /**
   * Why the suggestion is more than the shortfall: the product's rules, in the order line's words
   * (orders/orderRules.ts); null when the rules changed nothing or a quantity was typed.
   */
  const ruleNoteOf = (line: ReorderLine): string | null => {
    if (typed[line.item.id] !== undefined) return null;
    const need = reorderQuantity(line.item, { ...line.product, minOrderQty: 0, orderMultiple: 0 });
    if (need <= 0 || reorderQuantity(line.item, line.product) === need) return null;
    const reason = orderRuleReason(need, { ...line.product, purchaseUnit: line.product.purchaseUnit });
    const from = formatNumber(need);
    return reason ? t`${reason} Rounded up from ${from}.` : null;
  };

  return {
    canReadOrders,
    ruleNoteOf,
    orders,
    lines,
    plans,
    invalid,
    creating,
    create,
    suppliersById,
    quantityOf,
    typedOf: (itemId: string) => typed[itemId],
    setTyped: (itemId: string, text: string) => setTyped((t) => ({ ...t, [itemId]: text })),
    isSkipped: (key: string) => Boolean(skipped[key]),
    toggle: (key: string) => setSkipped((s) => ({ ...s, [key]: !s[key] })),
  };
}
