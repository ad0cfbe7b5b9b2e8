import { parseDecimal } from '@/lib/decimal';
import { addDays, formatMoney } from '@/lib/format';
import { COUNT_RULES } from './schema';
import { DEFAULT_CURRENCY } from '@/config/constants';
import type { Order, OrderInput, OrderLineInput, OrderUpdate } from '@/modules/orders/types';
import type { Supplier } from '@/modules/suppliers/types';
import type { Product } from '@/modules/products/types';
import {
  STORAGE_AREAS,
  type AverageUsage,
  type CountSession,
  type InventoryHistoryEntry,
  type InventoryItem,
  type StockState,
} from './types';

/** Pure rules of the inventory screens (unit-tested in logic.test.ts). */

/** out at or below zero; low at or below the minimum; ok otherwise; null when the amount is not known. */
export function stockState(item: Pick<InventoryItem, 'amount' | 'minAmount'>): StockState | null {
  if (item.amount === undefined) return null;
  if (item.amount <= 0) return 'out';
  if (item.minAmount !== undefined && item.amount <= item.minAmount) return 'low';
  return 'ok';
}

export const STOCK_STATE_LABELS: Record<StockState, string> = { ok: 'OK', low: 'Low', out: 'Out' };

/** Value of the stock on hand, computed in cents; 0 when amount or cost is not known (for sums). */
export function itemValue(item: Pick<InventoryItem, 'amount' | 'unitCost'>): number {
  return knownValue(item) ?? 0;
}

/** Value of the stock on hand for display: undefined (shown "—") when amount or cost is missing. */
export function knownValue(item: Pick<InventoryItem, 'amount' | 'unitCost'>): number | undefined {
  if (item.amount === undefined || item.unitCost === undefined) return undefined;
  return Math.round(Math.max(0, item.amount) * item.unitCost * 100) / 100;
}

/** Whole days the stock lasts at the average daily usage; null when nothing is used. */
export function daysOfStockLeft(amount: number | undefined, averageDailyUsage: number | undefined): number | null {
  if (amount === undefined || averageDailyUsage === undefined || !(averageDailyUsage > 0)) return null;
  if (amount <= 0) return 0;
  // 1e-9 absorbs binary noise: 1.2 / 0.4 is 2.9999999999999996.
  return Math.floor(amount / averageDailyUsage + 1e-9);
}

/** Counted units per purchase unit of the product: the pack size when the item is counted in base units. */
export function unitsPerPurchaseUnit(item: Pick<InventoryItem, 'unit'>, product: Pick<Product, 'baseUnit' | 'purchaseUnit' | 'packSize'>): number {
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
  return lines.sort((a, b) => a.item.name.localeCompare(b.item.name));
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
  return `Below ${supplier?.name ?? 'the supplier'}’s minimum order value of ${formatMoney(minimum)}.`;
}

export const REORDER_NOTE = 'Draft from the reorder list (items below par).';

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
        order: { storeId, supplierId, orderDate: today, expectedDeliveryDate: delivery, notes: REORDER_NOTE, lines: orderLines, currency },
      });
    }
  }
  return plans;
}

/** Text colour of a signed difference: red below zero, green above. */
export function deltaTone(delta: number | undefined): string {
  if (delta === undefined || delta === 0) return '';
  return delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis';
}

/** Signed difference for display: +2, −1.5 (true minus sign), 0. */
export function formatDelta(delta: number | undefined, format: (n: number) => string = String): string {
  if (delta === undefined) return '—';
  const rounded = Math.round(delta * 1000) / 1000;
  if (rounded > 0) return `+${format(rounded)}`;
  if (rounded < 0) return `\u2212${format(-rounded)}`;
  return format(0);
}

function areaRank(area: string): number {
  const index = (STORAGE_AREAS as readonly string[]).indexOf(area);
  return index < 0 ? STORAGE_AREAS.length : index;
}

/** Items in counting order: storage area (fixed walk order, unknown areas after, by name), then countOrder, then name. */
export function sortForCounting<T extends Pick<InventoryItem, 'storageArea' | 'countOrder' | 'name'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      areaRank(a.storageArea) - areaRank(b.storageArea) ||
      a.storageArea.localeCompare(b.storageArea) ||
      (a.countOrder ?? Number.MAX_SAFE_INTEGER) - (b.countOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}

export function groupByStorageArea<T extends Pick<InventoryItem, 'storageArea' | 'countOrder' | 'name'>>(
  items: readonly T[],
): { area: string; items: T[] }[] {
  const groups: { area: string; items: T[] }[] = [];
  for (const item of sortForCounting(items)) {
    const last = groups[groups.length - 1];
    if (last && last.area === item.storageArea) last.items.push(item);
    else groups.push({ area: item.storageArea, items: [item] });
  }
  return groups;
}

export interface InventoryFilters {
  search: string;
  category: string;
  storageArea: string;
  supplierId: string;
  state: StockState | '';
  activeOnly: boolean;
}

export const EMPTY_FILTERS: InventoryFilters = {
  search: '',
  category: '',
  storageArea: '',
  supplierId: '',
  state: '',
  activeOnly: true,
};

/** An item with its derived figures, computed once per list so filtering stays cheap. */
export interface InventoryRow {
  item: InventoryItem;
  state: StockState | null;
  value: number;
  /** Lower-cased name, category, area and unit for the search box. */
  haystack: string;
}

export function toRows(items: readonly InventoryItem[]): InventoryRow[] {
  return items.map((item) => ({
    item,
    state: stockState(item),
    value: itemValue(item),
    haystack: `${item.name}\u0000${item.category}\u0000${item.storageArea}\u0000${item.unit}`.toLowerCase(),
  }));
}

export function filterRows(rows: readonly InventoryRow[], f: InventoryFilters): InventoryRow[] {
  const terms = f.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (r) =>
      (!f.activeOnly || r.item.active) &&
      (!f.category || r.item.category === f.category) &&
      (!f.storageArea || r.item.storageArea === f.storageArea) &&
      (!f.supplierId || r.item.supplierId === f.supplierId) &&
      (!f.state || r.state === f.state) &&
      terms.every((t) => r.haystack.includes(t)),
  );
}

/** Stock value per category, summed in cents, largest first. */
export function valueByCategory(items: readonly InventoryItem[]): { category: string; items: number; value: number }[] {
  const cents = new Map<string, { items: number; cents: number }>();
  for (const item of items) {
    const entry = cents.get(item.category) ?? { items: 0, cents: 0 };
    entry.items += 1;
    entry.cents += Math.round(itemValue(item) * 100);
    cents.set(item.category, entry);
  }
  return [...cents.entries()]
    .map(([category, e]) => ({ category, items: e.items, value: e.cents / 100 }))
    .sort((a, b) => b.value - a.value || a.category.localeCompare(b.category));
}

/** Value used per day over the window (sum of usage × unit cost), oldest first, in major units. */
export function dailyUsageValue(usage: readonly AverageUsage[], itemsById: ReadonlyMap<string, InventoryItem>): number[] {
  const days = usage.reduce((max, u) => Math.max(max, u.daily.length), 0);
  const cents = new Array<number>(days).fill(0);
  for (const u of usage) {
    const item = itemsById.get(u.itemId);
    if (!item) continue;
    const offset = days - u.daily.length;
    u.daily.forEach((d, i) => {
      cents[offset + i] += Math.round(d * (item.unitCost ?? 0) * 100);
    });
  }
  return cents.map((c) => c / 100);
}

/** One active item on the analysis page: its usage, days of stock left and value. */
export interface UsageRow {
  item: InventoryItem;
  usage: AverageUsage | undefined;
  daysLeft: number | null;
  value: number | undefined;
}

/** Active items with their usage, fewest days of stock left first (unused last), then by name. */
export function usageRows(items: readonly InventoryItem[], usageById: ReadonlyMap<string, AverageUsage>): UsageRow[] {
  return items
    .filter((i) => i.active)
    .map((item) => {
      const usage = usageById.get(item.id);
      return { item, usage, daysLeft: daysOfStockLeft(item.amount, usage?.averageDailyUsage), value: knownValue(item) };
    })
    .sort(
      (a, b) =>
        (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY) || a.item.name.localeCompare(b.item.name),
    );
}

/** Value used over the window (total usage × unit cost); 0 when either is unknown. */
export const usageValue = (r: UsageRow): number => (r.usage?.totalUsage ?? 0) * (r.item.unitCost ?? 0);

/** The items that used the most value over the window (for the item chart), largest first. */
export function topUsageRows(rows: readonly UsageRow[], limit = 30): UsageRow[] {
  return rows
    .filter((r) => (r.usage?.totalUsage ?? 0) > 0)
    .sort((a, b) => usageValue(b) - usageValue(a))
    .slice(0, limit);
}

/** Index of the largest value (the first on a tie); -1 for none. */
export function peakIndex(values: readonly number[]): number {
  return values.reduce((best, v, i) => (best < 0 || v > (values[best] ?? 0) ? i : best), -1);
}

/** The YYYY-MM-DD days of a usage window, oldest first. */
export function windowDays(usage: Pick<AverageUsage, 'from' | 'daily'> | undefined): string[] {
  return usage && usage.from ? usage.daily.map((_, i) => addDays(usage.from, i)) : [];
}

/** Columns of the analysis export (numbers left empty when the answer had none). */
export function analysisCsvColumns(windowLength: number | undefined, reorder: readonly Pick<ReorderLine, 'item' | 'quantity'>[]) {
  const reorderById = new Map(reorder.map((l) => [l.item.id, l.quantity]));
  const column = (header: string, value: (r: UsageRow) => unknown) => ({ header, value });
  return [
    column('Item', (r) => r.item.name),
    column('Category', (r) => r.item.category),
    column('Storage area', (r) => r.item.storageArea),
    column('Unit', (r) => r.item.unit),
    column('Amount', (r) => r.item.amount ?? ''),
    column('Minimum', (r) => r.item.minAmount ?? ''),
    column('Par level', (r) => r.item.parLevel ?? ''),
    column('State', (r) => {
      const state = stockState(r.item);
      return state ? STOCK_STATE_LABELS[state] : '';
    }),
    column(`Average daily usage (${windowLength ?? '?'} days)`, (r) => r.usage?.averageDailyUsage ?? ''),
    column('Days of stock left', (r) => r.daysLeft ?? ''),
    column('Value (EUR)', (r) => r.value ?? ''),
    column('Reorder quantity', (r) => reorderById.get(r.item.id) ?? 0),
  ];
}

/** An amount this many times the par level (or more) asks to be confirmed on the count screen. */
export const FAR_ABOVE_PAR = 10;

export const COUNT_EMPTY_MESSAGE = 'Nothing entered: type the amount counted (0 if there is none), or press Tab to leave it for later.';

/** What Enter (or leaving the field) does with the typed text of a count row. */
export type CountCommit =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'confirm'; amount: number; message: string }
  | { kind: 'enter'; amount: number };

/**
 * Reads a typed count with the one parser and the count's bounds (`2,5` is 2.5, `2,5,1` and
 * 99,999,999,999 are refused); an amount FAR_ABOVE_PAR times the par level or more asks first.
 */
export function commitCount(text: string, item: Pick<InventoryItem, 'parLevel' | 'unit'>): CountCommit {
  const parsed = parseDecimal(text, { ...COUNT_RULES, decimals: 3 });
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  if (parsed.value === null) return { kind: 'empty' };
  const amount = parsed.value;
  const par = item.parLevel ?? 0;
  if (par > 0 && amount >= par * FAR_ABOVE_PAR) {
    return {
      kind: 'confirm',
      amount,
      message: `${formatNumberPlain(amount)} ${item.unit} is ${FAR_ABOVE_PAR} or more times the par level (${formatNumberPlain(par)}). Is it right?`,
    };
  }
  return { kind: 'enter', amount };
}

const formatNumberPlain = (n: number) => new Intl.NumberFormat('en').format(n);

/** Where a counted value comes from: this count's session, or a count posted since it started (history). */
export interface RestoredValue {
  amount: number;
  source: 'session' | 'history';
}

/**
 * The count as it stands after a reload or on a second device: the amounts entered in the open
 * session, and counts posted to the day's history since the session started (e.g. an item
 * counted on its own); the session's entry wins for an item that has both.
 */
export function restoreCount(
  session: Pick<CountSession, 'startedAt' | 'entries'> | null | undefined,
  todayHistory: readonly Pick<InventoryHistoryEntry, 'itemId' | 'type' | 'at' | 'amountAfter'>[],
): Map<string, RestoredValue> {
  const values = new Map<string, RestoredValue>();
  if (!session) return values;
  const since = session.startedAt;
  const posted = todayHistory
    .filter((e) => e.type === 'count' && e.amountAfter !== undefined && (!since || e.at >= since))
    .sort((a, b) => a.at.localeCompare(b.at));
  for (const e of posted) if (e.amountAfter !== undefined) values.set(e.itemId, { amount: e.amountAfter, source: 'history' });
  for (const e of session.entries) values.set(e.itemId, { amount: e.amount, source: 'session' });
  return values;
}

/** A difference a count makes to one item: the amount on hand now, the amount counted and its value. */
export interface CountDifferenceRow {
  itemId: string;
  name: string;
  unit: string;
  before: number | undefined;
  counted: number;
  delta: number | undefined;
  value: number | undefined;
}

/** The differences the entered amounts make to stock, largest value first (value unknown last). */
export function countDifferences(items: readonly InventoryItem[], entered: ReadonlyMap<string, number>): CountDifferenceRow[] {
  const rows: CountDifferenceRow[] = [];
  for (const item of items) {
    const counted = entered.get(item.id);
    if (counted === undefined) continue;
    const delta = item.amount === undefined ? undefined : Math.round((counted - item.amount) * 1000) / 1000;
    const value = delta === undefined || item.unitCost === undefined ? undefined : Math.round(delta * item.unitCost * 100) / 100;
    rows.push({ itemId: item.id, name: item.name, unit: item.unit, before: item.amount, counted, delta, value });
  }
  return rows.sort((a, b) => Math.abs(b.value ?? -1) - Math.abs(a.value ?? -1) || a.name.localeCompare(b.name));
}

/** Sum of known values in cents (a difference without a value adds nothing). */
export function totalValue(rows: readonly { value?: number | undefined }[]): number {
  return rows.reduce((cents, r) => cents + Math.round((r.value ?? 0) * 100), 0) / 100;
}
