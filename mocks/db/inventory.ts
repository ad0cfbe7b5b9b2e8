import type { CountSession, InventoryHistoryEntry, InventoryItem } from '@/modules/inventory/types';
import { addDays, todayIso } from '@/lib/format';
import { products, STORE_IDS } from './catalog';
import { collection } from './collection';
import { users } from './people';
import { createRandom, pad } from './random';

/**
 * Inventory of the demo: ~130 items per store (one per seeded product plus unlinked supplies)
 * and 90 days of counts, deliveries, usage and waste before the day the data was seeded.
 *
 * Browser storage holds ~5 MB for the whole mock, so the seeded history is NOT stored: it is
 * simulated on demand from a seeded function (`seedSpecs` → `seededHistory`), the same every
 * time. Only the items and the history entries users create are persisted.
 */

export const SEEDED_DAYS = 90;
export const USAGE_WINDOW_DAYS = 28;

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

const SUPPLIES: [string, string, string][] = [
  ['CO2 cylinder', 'Bar', 'piece'],
  ['Ice cubes', 'Freezer', 'bag'],
  ['Tealight candles', 'Front counter', 'box'],
  ['Nitrile gloves', 'Cleaning cupboard', 'box'],
  ['Bin liners', 'Cleaning cupboard', 'roll'],
  ['Receipt paper rolls', 'Front counter', 'roll'],
  ['Cling film', 'Dry store', 'roll'],
  ['Baking paper', 'Dry store', 'roll'],
  ['Paper straws', 'Bar', 'box'],
  ['Dishwasher salt', 'Cleaning cupboard', 'bag'],
];

/** Who counts in each store in the seeded history. */
const COUNTERS: Record<string, string[]> = {
  'store-1': ['user-staff', 'user-manager'],
  'store-2': ['user-manager'],
  'store-3': ['user-owner'],
};

/** The immutable seed of one item: everything the simulation needs, independent of later edits. */
interface SeedSpec {
  id: string;
  storeId: string;
  seed: number;
  parLevel: number;
  minAmount: number;
  /** Mean units used per day. */
  rate: number;
  countEvery: number;
  name: string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function specFor(id: string, storeId: string, name: string): SeedSpec {
  const seed = hash(id);
  const rnd = createRandom(seed);
  const parLevel = rnd.int(4, 24);
  return {
    id,
    storeId,
    seed,
    parLevel,
    minAmount: Math.max(1, Math.round(parLevel * (0.2 + rnd.next() * 0.15))),
    rate: Math.max(0.1, round1(parLevel * (0.06 + rnd.next() * 0.16))),
    countEvery: rnd.pick([1, 2, 3, 7]),
    name,
  };
}

/** The seeded items' specs of a store (item ids `inv-<store>-<nnn>`), in seed order. */
function seedSpecs(storeId: string): SeedSpec[] {
  const storeIndex = STORE_IDS.indexOf(storeId as (typeof STORE_IDS)[number]) + 1;
  if (storeIndex < 1) return [];
  const specs: SeedSpec[] = [];
  for (let n = 1; n <= 120; n += 1) specs.push(specFor(`inv-${storeIndex}-${pad(n)}`, storeId, `prod-${storeIndex}-${pad(n)}`));
  SUPPLIES.forEach(([name], i) => specs.push(specFor(`inv-${storeIndex}-${pad(121 + i)}`, storeId, name)));
  return specs;
}

/** The day the demo inventory was seeded: the seeded history ends the day before. */
const meta = collection<{ id: string; date: string }>('inventoryMeta', () => [{ id: 'anchor', date: todayIso() }]);

export function anchorDate(): string {
  return meta.get('anchor')?.date ?? todayIso();
}

/** Local instant of a `YYYY-MM-DD` day at the given hour, as ISO. */
function at(date: string, hour: number, minute = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour, minute).toISOString();
}

interface Simulation {
  entries: InventoryHistoryEntry[];
  amount: number;
  lastCountedAt: string | null;
}

function simulate(spec: SeedSpec, anchor: string): Simulation {
  const rnd = createRandom(spec.seed ^ 0x9e3779b9);
  const counters = COUNTERS[spec.storeId] ?? ['user-owner'];
  const entries: InventoryHistoryEntry[] = [];
  let amount = spec.parLevel;
  let lastCountedAt: string | null = null;
  let n = 0;
  const push = (date: string, hour: number, type: InventoryHistoryEntry['type'], delta: number, userId: string, note = '') => {
    amount = round1(amount + delta);
    n += 1;
    const instant = at(date, hour, rnd.int(0, 59));
    entries.push({
      id: `${spec.id}-h${n}`,
      itemId: spec.id,
      storeId: spec.storeId,
      at: instant,
      date,
      type,
      delta: round1(delta),
      amountAfter: amount,
      userId,
      note,
    });
    if (type === 'count') lastCountedAt = instant;
  };
  for (let day = SEEDED_DAYS; day >= 1; day -= 1) {
    const date = addDays(anchor, -day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (amount <= spec.minAmount && weekday !== 0) {
      push(date, 7, 'receipt', round1(spec.parLevel - amount + rnd.int(0, 2)), 'user-manager', 'Delivery');
    }
    const busy = weekday === 5 || weekday === 6 ? 1.4 : weekday === 0 ? 0.6 : 1;
    const used = Math.min(amount, round1(spec.rate * busy * (0.5 + rnd.next())));
    if (used > 0) push(date, 21, 'usage', -used, 'user-manager', 'Daily usage');
    if (amount > 0.5 && rnd.chance(0.04)) push(date, 15, 'waste', -Math.min(amount, 0.5), rnd.pick(counters), 'Spoiled');
    if (day % spec.countEvery === 0) {
      const drift = rnd.chance(0.3) ? rnd.pick([-0.5, 0.5, -1]) : 0;
      push(date, 22, 'count', amount + drift < 0 ? 0 : drift, rnd.pick(counters), 'Stock count');
    }
  }
  return { entries, amount, lastCountedAt };
}

const simulations = new Map<string, Map<string, Simulation>>();

function storeSimulation(storeId: string): Map<string, Simulation> {
  const anchor = anchorDate();
  const key = `${storeId}:${anchor}`;
  let sims = simulations.get(key);
  if (!sims) {
    sims = new Map(seedSpecs(storeId).map((spec) => [spec.id, simulate(spec, anchor)]));
    simulations.set(key, sims);
  }
  return sims;
}

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
export function averageUsage(storeId: string, today: string = todayIso()) {
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
