import type { CountSession, InventoryHistoryEntry, InventoryItem } from '@/modules/inventory/types';
import { products, STORE_IDS } from './catalog';
import { collection } from './collection';
import { anchorDate, round1, seedSpecs, simulate, storeSimulation, SUPPLIES } from './inventorySimulation';
import { users } from './people';
import { createRandom } from './random';
import { addDays, machineToday } from '../rules/calendar';

/**
 * Inventory of the demo: ~130 items per store (one per seeded product plus unlinked supplies)
 * and 90 days of counts, deliveries, usage and waste before the day the data was seeded.
 *
 * Browser storage holds ~5 MB for the whole mock, so the seeded history is NOT stored: it is
 * simulated on demand from a seeded function (`inventorySimulation.ts`), the same every
 * time. Only the items and the history entries users create are persisted.
 */

/** The full days before today that the average daily usage covers. */
const USAGE_WINDOW_DAYS = 28;

const AREA_BY_CATEGORY: Record<string, string> = {
  Produce: 'Walk-in cooler',
  Dairy: 'Walk-in cooler',
  'Meat & fish': 'Freezer',
  Bakery: 'Front counter',
  'Dry goods': 'Dry store',
  Beverages: 'Bar',
  'Coffee & tea': 'Bar',
  Cleaning: 'Cleaning cupboard',
  Packaging: 'Dry store',
};

function seedItems(): InventoryItem[] {
  const anchor = anchorDate();
  const catalog = products.all();
  const out: InventoryItem[] = [];
  for (const storeId of STORE_IDS) {
    const areaCounters = new Map<string, number>();
    const nextOrder = (area: string) => {
      const next = (areaCounters.get(area) ?? 0) + 10;
      areaCounters.set(area, next);
      return next;
    };
    for (const spec of seedSpecs(storeId)) {
      const sim = simulate(spec, anchor);
      const product = catalog.find((p) => p.id === spec.name);
      const supply = SUPPLIES.find(([name]) => name === spec.name);
      const rnd = createRandom(spec.seed);
      if (product) {
        const area = AREA_BY_CATEGORY[product.category] ?? 'Dry store';
        out.push({
          id: spec.id,
          storeId,
          productId: product.id,
          supplierId: product.supplierId,
          name: product.name,
          category: product.category,
          storageArea: area,
          countOrder: nextOrder(area),
          unit: product.purchaseUnit,
          amount: sim.amount,
          parLevel: spec.parLevel,
          minAmount: spec.minAmount,
          unitCost: product.unitPrice,
          active: product.active,
          lastCountedAt: sim.lastCountedAt,
        });
      } else if (supply) {
        out.push({
          id: spec.id,
          storeId,
          productId: null,
          supplierId: null,
          name: supply[0],
          category: 'Supplies',
          storageArea: supply[1],
          countOrder: nextOrder(supply[1]),
          unit: supply[2],
          amount: sim.amount,
          parLevel: spec.parLevel,
          minAmount: spec.minAmount,
          unitCost: rnd.money(2, 25),
          active: true,
          lastCountedAt: sim.lastCountedAt,
        });
      }
    }
  }
  return out;
}

export const inventoryItems = collection<InventoryItem>('inventoryItems', seedItems);

/** History entries users made (counts); the seeded ones are derived, never stored. */
export const inventoryHistory = collection<InventoryHistoryEntry>('inventoryHistory', () => []);
/** Count sessions (issue #12): at most one open per store; entries stay here until the count is finished. */
export const countSessions = collection<CountSession>('inventoryCountSessions', () => []);

function userName(userId: string): string {
  return users.get(userId)?.name ?? userId;
}

/** Every history entry of a store's day: seeded ones and those users made, oldest first. */
export function historyOn(storeId: string, date: string): InventoryHistoryEntry[] {
  const names = new Map(inventoryItems.where((i) => i.storeId === storeId).map((i) => [i.id, i.name]));
  const seeded: InventoryHistoryEntry[] = [];
  for (const sim of storeSimulation(storeId).values()) {
    for (const e of sim.entries) if (e.date === date) seeded.push(e);
  }
  const made = inventoryHistory.where((e) => e.storeId === storeId && e.date === date);
  return [...seeded, ...made]
    .map((e) => ({
      ...e,
      userName: e.userName ?? userName(e.userId),
      itemName: e.itemName ?? names.get(e.itemId) ?? 'Deleted item',
    }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** Units used on a day from one entry: usage and waste, and what a count found missing. */
function usedBy(entry: InventoryHistoryEntry): number {
  if (entry.type === 'usage' || entry.type === 'waste' || entry.type === 'count' || entry.type === 'correction') return -(entry.delta ?? 0);
  return 0;
}

/** Average daily usage per item over the `USAGE_WINDOW_DAYS` full days before today. */
export function averageUsage(storeId: string, today: string = machineToday()) {
  const from = addDays(today, -USAGE_WINDOW_DAYS);
  const to = addDays(today, -1);
  const dayIndex = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  const sims = storeSimulation(storeId);
  const made = inventoryHistory.where((e) => e.storeId === storeId && e.date >= from && e.date <= to);
  return inventoryItems
    .where((i) => i.storeId === storeId)
    .map((item) => {
      const daily = new Array<number>(USAGE_WINDOW_DAYS).fill(0);
      const entries = [...(sims.get(item.id)?.entries ?? []), ...made.filter((e) => e.itemId === item.id)];
      for (const e of entries) {
        if (e.date < from || e.date > to) continue;
        const i = dayIndex(e.date);
        if (i >= 0 && i < USAGE_WINDOW_DAYS) daily[i] += usedBy(e);
      }
      const clean = daily.map((d) => Math.max(0, round1(d)));
      const totalUsage = round1(clean.reduce((s, d) => s + d, 0));
      return {
        itemId: item.id,
        windowDays: USAGE_WINDOW_DAYS,
        from,
        to,
        averageDailyUsage: Math.round((totalUsage / USAGE_WINDOW_DAYS) * 100) / 100,
        totalUsage,
        daily: clean,
      };
    });
}
