import { compareText } from '@/lib/format';
import type { InventoryItem } from './types';
import type { Product } from '@/modules/products';
import type { Order } from '@/modules/orders';
import { sortForCounting } from './countOrder';

/** Counted units per purchase unit of the product: the pack size when the item is counted in base units. */
function unitsPerPurchaseUnit(item: Pick<InventoryItem, 'unit'>, product: Pick<Product, 'baseUnit' | 'purchaseUnit' | 'packSize'>): number {
  if (item.unit === product.purchaseUnit) return 1;
  if (item.unit === product.baseUnit && product.packSize !== undefined && product.packSize > 0) return product.packSize;
  return 1;
}

/**
 * Purchase units to order to bring the item up to par: the shortfall converted to purchase
 * units, at least the product's minimum order quantity, rounded up to its order multiple.
 * 0 when the item is at or above par.
 */
export function reorderQuantity(
  item: Pick<InventoryItem, 'amount' | 'parLevel' | 'unit'>,
  product: Pick<Product, 'baseUnit' | 'purchaseUnit' | 'packSize' | 'minOrderQty' | 'orderMultiple'>,
): number {
  // Without a known amount or par level nothing can be worked out: nothing is proposed.
  if (item.amount === undefined || item.parLevel === undefined) return 0;
  const shortfall = item.parLevel - Math.max(0, item.amount);
  if (!(shortfall > 0)) return 0;
  const units = Math.ceil(shortfall / unitsPerPurchaseUnit(item, product) - 1e-9);
  const quantity = Math.max(units, product.minOrderQty > 0 ? product.minOrderQty : 1);
  const multiple = product.orderMultiple > 0 ? product.orderMultiple : 1;
  return Math.ceil(quantity / multiple) * multiple;
}

export interface ReorderLine {
  item: InventoryItem;
  product: Product;
  supplierId: string;
  /** Purchase units to order, after what is already on order. */
  quantity: number;
  /** Purchase units of the product already on order (open orders and drafts) taken into account. */
  onOrder: number;
}

/** Orders whose goods are still to come: their outstanding quantities are on order. */
const ON_ORDER_STATUSES = new Set<Order['status']>(['sent', 'confirmed', 'partially_received']);

/**
 * Purchase units already on order per product: what sent, confirmed and partly received orders
 * still have to deliver (quantity − received), and the quantities of open drafts.
 */
export function onOrderByProduct(orders: readonly Pick<Order, 'status' | 'lines'>[]): Map<string, number> {
  const onOrder = new Map<string, number>();
  for (const order of orders) {
    const draft = order.status === 'draft';
    if (!draft && !ON_ORDER_STATUSES.has(order.status)) continue;
    for (const line of order.lines) {
      const ordered = line.quantity ?? 0;
      const open = draft ? ordered : Math.max(0, ordered - (line.receivedQuantity ?? 0));
      if (open > 0 && line.productId) onOrder.set(line.productId, (onOrder.get(line.productId) ?? 0) + open);
    }
  }
  return onOrder;
}

/**
 * Items below par that can be ordered (active, linked to a known product), with the quantity
 * still to order once what is on order (`onOrderByProduct`) is counted as stock to come.
 */
export function reorderLines(
  items: readonly InventoryItem[],
  productsById: ReadonlyMap<string, Product>,
  onOrder: ReadonlyMap<string, number> = new Map(),
): ReorderLine[] {
  const remaining = new Map(onOrder);
  const lines: ReorderLine[] = [];
  for (const item of sortForCounting(items)) {
    if (!item.active || !item.productId || item.amount === undefined || item.parLevel === undefined) continue;
    const product = productsById.get(item.productId);
    if (!product) continue;
    const units = unitsPerPurchaseUnit(item, product);
    const coming = remaining.get(product.id) ?? 0;
    const shortfall = Math.max(0, (item.parLevel - Math.max(0, item.amount)) / units);
    // What is on order covers this item's shortfall first; the rest stays for the next item of the product.
    remaining.set(product.id, Math.max(0, coming - shortfall));
    const quantity = reorderQuantity({ ...item, amount: item.amount + coming * units }, product);
    const supplierId = product.supplierId || item.supplierId || '';
    if (quantity > 0 && supplierId) lines.push({ item, product, supplierId, quantity, onOrder: coming });
  }
  return lines.sort((a, b) => compareText(a.item.name, b.item.name));
}

/**
 * The store's reorder list: `reorderLines` netted by what the store's orders still have to
 * deliver and its open drafts. The on-screen list and the analysis CSV both use it.
 */
export function storeReorderLines(
  items: readonly InventoryItem[],
  productsById: ReadonlyMap<string, Product>,
  orders: readonly Pick<Order, 'storeId' | 'status' | 'lines'>[],
  storeId: string,
): ReorderLine[] {
  return reorderLines(items, productsById, onOrderByProduct(orders.filter((o) => o.storeId === storeId)));
}
