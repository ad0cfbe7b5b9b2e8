import { addDays, todayIn } from '../rules/calendar';
import { collection } from './collection';
import { createRandom } from './random';
import { stores } from './stores';

/**
 * Sales of the demo (issue #46): one row per store and store-local day (`id` = `storeId:date`),
 * net and gross till totals of the last twelve weeks up to yesterday, for every seeded store; and
 * each store's target labour % (`id` = storeId). Dates are relative to the clock, so the demo
 * always has four weeks behind today to project from.
 */
export interface MockSalesDay {
  id: string;
  storeId: string;
  date: string;
  net: number;
  gross: number;
}

export interface MockSalesTarget {
  id: string;
  targetLabourPercent: number | null;
}

const SEED_SALES_WEEKS = 12;

/** A store's usual net day (EUR), by its seed order; a weekday's share of it, Sunday first. */
const BASE_NET = [1800, 2400, 1200];
const WEEKDAY_SHARE = [0.8, 0.7, 0.75, 0.8, 0.9, 1.2, 1.3];

export const salesKey = (storeId: string, date: string): string => `${storeId}:${date}`;

function seedSales(): MockSalesDay[] {
  return stores.all().flatMap((store, index) => {
    const random = createRandom(4600 + index);
    const today = todayIn(store.timeZone);
    const base = BASE_NET[index % BASE_NET.length] ?? 1500;
    return Array.from({ length: SEED_SALES_WEEKS * 7 }, (_, i) => {
      const date = addDays(today, i - SEED_SALES_WEEKS * 7);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const net = Math.round(base * (WEEKDAY_SHARE[weekday] ?? 1) * (0.9 + random.next() * 0.2) * 100) / 100;
      return { id: salesKey(store.id, date), storeId: store.id, date, net, gross: Math.round(net * 1.15 * 100) / 100 };
    });
  });
}

export const salesDays = collection<MockSalesDay>('salesDays', seedSales);

export const salesTargets = collection<MockSalesTarget>('salesTargets', () => [
  { id: 'store-1', targetLabourPercent: 30 },
  { id: 'store-2', targetLabourPercent: 28 },
  { id: 'store-3', targetLabourPercent: 32 },
]);
