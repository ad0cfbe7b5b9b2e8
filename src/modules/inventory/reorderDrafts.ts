import { t } from '@lingui/core/macro';
import type { Supplier } from '@/modules/suppliers';
import { addDays, formatMoney } from '@/lib/format';
import type { OrderLineInput, OrderInput, OrderUpdate, Order } from '@/modules/orders';
import type { ReorderLine } from './reorder';
import { DEFAULT_CURRENCY } from '@/config/constants';

/** HH:mm of a local time. */
export const timeOfDay = (now: Date) => `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;

/**
 * The first day an order placed now can arrive: today (tomorrow after the supplier's cut-off
 * time) plus the lead time, moved on to the next of the supplier's delivery weekdays (0 = Sunday).
 */
export function expectedDelivery(
  today: string,
  time: string,
  supplier: Pick<Supplier, 'leadTimeDays' | 'deliveryWeekdays' | 'orderCutoffTime'>,
): string {
  const placed = supplier.orderCutoffTime && time > supplier.orderCutoffTime ? addDays(today, 1) : today;
  const earliest = addDays(placed, Math.max(0, supplier.leadTimeDays ?? 0));
  const days = new Set(supplier.deliveryWeekdays.filter((d) => d >= 0 && d <= 6));
  if (days.size === 0) return earliest;
  for (let i = 0; i < 7; i += 1) {
    const day = addDays(earliest, i);
    if (days.has(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
  return earliest;
}

/** Net value of order lines, in cents then major units. */
export function linesValue(lines: readonly Pick<OrderLineInput, 'quantity' | 'unitPrice'>[]): number {
  return lines.reduce((cents, l) => cents + Math.round(l.quantity * l.unitPrice * 100), 0) / 100;
}

/** The warning shown when a supplier's order stays below its minimum order value; null otherwise. */
export function minimumWarning(value: number, supplier: Pick<Supplier, 'minOrderValue' | 'name'> | undefined): string | null {
  const minimum = supplier?.minOrderValue;
  if (minimum === undefined || value >= minimum) return null;
  const name = supplier?.name;
  const amount = formatMoney(minimum);
  return name ? t`Below ${name}’s minimum order value of ${amount}.` : t`Below the supplier’s minimum order value of ${amount}.`;
}

/** The new draft's note, in the language of the person who creates it. */
const reorderNote = () => t`Draft from the reorder list (items below par).`;

/** What creating drafts does per supplier: a new draft, or the open draft updated (never a second one). */
export type DraftPlan = { kind: 'create'; order: OrderInput } | { kind: 'update'; order: OrderUpdate };

/**
 * One draft per supplier from the chosen lines: added to the supplier's open draft in this store
 * when there is one (a product already on it gets the quantity added), otherwise a new draft
 * with the expected delivery from the supplier's lead time, delivery days and cut-off.
 */
export function planDrafts(
  lines: readonly ReorderLine[],
  openDrafts: readonly Order[],
  storeId: string,
  today: string,
  time: string,
  suppliersById: ReadonlyMap<string, Supplier>,
): DraftPlan[] {
  const bySupplier = new Map<string, ReorderLine[]>();
  for (const line of lines) if (line.quantity > 0) bySupplier.set(line.supplierId, [...(bySupplier.get(line.supplierId) ?? []), line]);
  const plans: DraftPlan[] = [];
  for (const [supplierId, chosen] of [...bySupplier].sort(([a], [b]) => a.localeCompare(b))) {
    const supplier = suppliersById.get(supplierId);
    const draft = openDrafts.find((o) => o.status === 'draft' && o.supplierId === supplierId && o.storeId === storeId);
    const orderLines: OrderLineInput[] = draft
      ? draft.lines.map((l) => ({ ...l, quantity: l.quantity ?? 0, unitPrice: l.unitPrice ?? 0, vatRate: l.vatRate ?? 0 }))
      : [];
    for (const line of chosen) {
      const existing = orderLines.find((l) => l.productId === line.product.id);
      if (existing) existing.quantity = Math.round((existing.quantity + line.quantity) * 1000) / 1000;
      else
        orderLines.push({
          productId: line.product.id,
          quantity: line.quantity,
          unit: line.product.purchaseUnit,
          unitPrice: line.product.unitPrice ?? 0,
          vatRate: line.product.vatRate ?? 0,
          receivedQuantity: 0,
        });
    }
    const delivery = supplier ? expectedDelivery(today, time, supplier) : '';
    if (draft) {
      plans.push({
        kind: 'update',
        order: {
          id: draft.id,
          storeId,
          supplierId,
          orderDate: draft.orderDate || today,
          expectedDeliveryDate: draft.expectedDeliveryDate || delivery,
          notes: draft.notes,
          lines: orderLines,
          currency: draft.currency,
        },
      });
    } else {
      const currency = chosen[0]?.product.currency ?? DEFAULT_CURRENCY;
      plans.push({
        kind: 'create',
        order: { storeId, supplierId, orderDate: today, expectedDeliveryDate: delivery, notes: reorderNote(), lines: orderLines, currency },
      });
    }
  }
  return plans;
}
