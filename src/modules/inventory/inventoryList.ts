import { compareText } from '@/lib/format';
import type { StockState, InventoryItem } from './types';
import { stockState, itemValue } from './stockLevels';

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
    .sort((a, b) => b.value - a.value || compareText(a.category, b.category));
}
