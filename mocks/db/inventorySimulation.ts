import type { InventoryHistoryEntry } from '@/modules/inventory/types';
import { STORE_IDS } from './catalog';
import { collection } from './collection';
import { createRandom, pad } from './random';
import { addDays, machineToday } from '../rules/calendar';

/**
 * The seeded history of the demo inventory: 90 days of counts, deliveries, usage and waste per
 * item before the day the data was seeded. Browser storage could not hold it, so it is simulated
 * on demand from a seeded function (`seedSpecs` → `simulate`), the same every time.
 */

const SEEDED_DAYS = 90;

/** Supplies without a product: name, storage area, unit. */
export const SUPPLIES: [string, string, string][] = [
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

export const round1 = (n: number) => Math.round(n * 10) / 10;

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
export function seedSpecs(storeId: string): SeedSpec[] {
  const storeIndex = STORE_IDS.indexOf(storeId as (typeof STORE_IDS)[number]) + 1;
  if (storeIndex < 1) return [];
  const specs: SeedSpec[] = [];
  for (let n = 1; n <= 120; n += 1) specs.push(specFor(`inv-${storeIndex}-${pad(n)}`, storeId, `prod-${storeIndex}-${pad(n)}`));
  SUPPLIES.forEach(([name], i) => specs.push(specFor(`inv-${storeIndex}-${pad(121 + i)}`, storeId, name)));
  return specs;
}

/** The day the demo inventory was seeded: the seeded history ends the day before. */
const meta = collection<{ id: string; date: string }>('inventoryMeta', () => [{ id: 'anchor', date: machineToday() }]);

export function anchorDate(): string {
  return meta.get('anchor')?.date ?? machineToday();
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

export function simulate(spec: SeedSpec, anchor: string): Simulation {
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

export function storeSimulation(storeId: string): Map<string, Simulation> {
  const anchor = anchorDate();
  const key = `${storeId}:${anchor}`;
  let sims = simulations.get(key);
  if (!sims) {
    sims = new Map(seedSpecs(storeId).map((spec) => [spec.id, simulate(spec, anchor)]));
    simulations.set(key, sims);
  }
  return sims;
}
